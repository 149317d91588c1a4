// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Lines about how a test's figures came about that the command line and the text export print
// (the window words its own, translated, from the same typed data): its steady-state verdict
// (TestResult::steady) and how evenly its workers shared the I/O (TestResult::fairness).

#include <QString>

#include "core/results/runresult.h"
#include "core/results/workloadfigures.h"

namespace drivebench {

/// "steady at round 7", "not steady after 25 rounds", "not steady: stopped after 3 of 25
/// rounds"; empty for a test that ran a fixed number of passes.
QString steadyNote(const TestResult &test);
/// The note with the window's figures and every round: "steady at round 7: last 5 rounds within
/// 4.1 % (excursion, limit 20 %) and 2.0 % (slope, limit 10 %) of their mean 512.30 MB/s; rounds
/// MB/s: 530.2 518.9 ..."; empty as steadyNote.
QString steadyDetail(const TestResult &test);
/// "16 workers: I/O shares 5.9 % to 6.8 %, least worker 3 at 0.94 of the mean; first done worker
/// 2 at 5.0012 s, last done worker 7 at 5.0043 s"; empty without fairness figures.
QString fairnessText(const TestResult &test);

/// The cache test's verdict (extra.cache of CACHE_WRITE, workloadfigures.h): "cache 12.3 GB
/// (+/- 3.1 GB): 3,100 MB/s in it, 950 MB/s after it, floor 420 MB/s after 40.0 GB written;
/// came back after 60 s idle: 4.0 GB, after 300 s: 12.1 GB or more", or "no cache cliff within
/// the 1.07 GB written at 3,100 MB/s: the cache is larger than that, or there is none".
QString cacheVerdictText(const CacheFigures &cache);

} // namespace drivebench
