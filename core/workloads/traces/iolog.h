// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// fio's text I/O logs (reference workloads.md §8), read as a stream, and iolog v3 written out.
//
// v2: "fio version 2 iolog", then "FILE add|open|close", "FILE read|write|trim OFFSET LENGTH",
//     "FILE sync|datasync", "FILE wait USEC".  v3: "fio version 3 iolog", then every line starts
//     with a timestamp in µs since the start: "TS FILE ACTION [OFFSET LENGTH]"; wait is invalid.
// Choices: v2's `wait` is taken as HOWTO documents it, a delay relative to the previous one (fio's
// current code reads it as absolute milliseconds, which is not what its writer means); every file
// of the log maps onto the one test file; trim, sync and datasync are counted and skipped (the
// engine replays reads and writes); a v3 timestamp that goes backwards issues at once, as in fio.

#include <cstdint>
#include <cstdio>
#include <memory>

#include <QString>

#include "core/workloads/traces/linereader.h"
#include "core/workloads/traces/tracerecord.h"

namespace drivebench {

/// What a parser met and did not replay.
struct TraceSkips
{
    std::uint64_t trims = 0, syncs = 0, fileActions = 0, waits = 0, other = 0;
};

/// The largest I/O a trace may hold (bytes): larger ones are an error naming the line.
inline constexpr std::uint64_t kMaxTraceIoBytes = 64ull << 20;

class IologReader final : public TraceSource
{
public:
    /// Opens a v2 or v3 log (the first line says which); errors name the file and line.
    static Result<std::unique_ptr<IologReader>> open(const QString &path);

    Result<bool> next(TraceRecord &record) override;
    Result<void> rewind() override;
    QString description() const override;
    int version() const { return m_version; }
    const TraceSkips &skips() const { return m_skips; }

private:
    explicit IologReader(LineReader reader) : m_reader(std::move(reader)) {}
    Result<void> readHeader();

    LineReader m_reader;
    int m_version = 0;
    std::int64_t m_clockNs = 0;   // v2: the sum of waits so far; v3: the last timestamp
    TraceSkips m_skips;
};

/// Writes fio iolog v3: a header, "0 FILE add", "0 FILE open", one line per record, "TS FILE close".
class IologWriter
{
public:
    /// Creates (or truncates) path; `fileName` is the file the log's I/O refers to.
    static Result<IologWriter> create(const QString &path, const QString &fileName);
    IologWriter(IologWriter &&other) noexcept;
    IologWriter &operator=(IologWriter &&other) noexcept;
    ~IologWriter();

    /// Appends one I/O at its record's time (timeNs < 0 is written as the previous time).
    Result<void> write(const TraceRecord &record);
    /// Writes the close line and flushes; errors (a full disk) name the file.
    Result<void> finish();

private:
    IologWriter() = default;
    Result<void> check();

    QString m_path;
    QByteArray m_fileName;
    std::FILE *m_file = nullptr;
    std::uint64_t m_lastUs = 0;
};

/// Writes every record of source to path as iolog v3 (the source is rewound first and after).
Result<std::uint64_t> exportIologV3(TraceSource &source, const QString &path,
                                    const QString &fileName);

} // namespace drivebench
