// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The line under the progress bar while and after a run: what it says is the run's truth (a test
// without a warm-up pass says none; a run of 0.4 s does not read "0 s").

#include <QString>

namespace drivebench::ui {

/// "Test 2 of 6: RND4K Q32T1 read (a 5 s warm-up, then measured passes)"; warmupS 0: no warm-up
/// named ("(measured passes)").
QString testStartedText(int number, int planned, const QString &title, double warmupS);
/// A run's length for "Done: 1 test in 0.4 s": tenths under 10 s, then formatDuration's
/// seconds and minutes (a sub-second run read "0 s").
QString runDurationText(qint64 elapsedMs);
/// A failure before the first test ended, its cause in the message bar under this line.
QString failedBeforeFirstTestText();

} // namespace drivebench::ui
