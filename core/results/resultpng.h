// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Results inside PNG pictures (docs/result-format.md, "Results in PNG pictures"): every picture
// the window saves carries the complete result JSON of each run it shows in a compressed iTXt
// chunk, keyword "drivebench-result", and a tEXt chunk "drivebench-sha256" with the SHA-256 of
// each of those JSON texts, so a picture becomes data again and an edited chunk is refused.

#include <vector>

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include "core/results/runresult.h"
#include "core/util/result.h"

namespace drivebench {

inline constexpr char kPngResultKeyword[] = "drivebench-result";
inline constexpr char kPngDigestKeyword[] = "drivebench-sha256";
/// The largest result JSON a picture may carry once inflated (a long run's samples included).
inline constexpr qsizetype kMaxEmbeddedResultBytes = qsizetype(512) << 20;

/// True when bytes start with the PNG signature.
bool looksLikePng(QByteArrayView bytes);

/// The PNG with one result chunk per run (in order) and the digest chunk, before IEND.
Result<QByteArray> embedRunsInPng(QByteArrayView png, const std::vector<RunResult> &runs);

/// The runs a DriveBench picture carries, each exactly as it was embedded. Refused, with a
/// message that says which: not a PNG (std::errc::invalid_argument), cut short
/// (std::errc::message_size), damaged: a CRC, a length or the zlib stream
/// (std::errc::illegal_byte_sequence), no DriveBench result in it (std::errc::no_message_available),
/// a result whose digest does not match, i.e. edited (std::errc::bad_message), or a newer result
/// format than this build reads (std::errc::not_supported). `name` names the file in messages.
Result<std::vector<RunResult>> runsFromPng(QByteArrayView png, const QString &name);

} // namespace drivebench
