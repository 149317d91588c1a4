// SPDX-License-Identifier: GPL-3.0-or-later
#include "tracefile.h"

#include <fcntl.h>
#include <unistd.h>

#include <cstring>

#include "core/workloads/traces/blkparse.h"
#include "core/workloads/traces/linereader.h"
#include "core/workloads/workloadrandom.h"

namespace drivebench {

namespace {

Error lineError(const QString &file, std::uint64_t line, const std::string &what,
                std::string hint = {}, SettingFixes fixes = {})
{
    return Error::make(std::errc::invalid_argument,
                       file.toStdString() + ": line " + std::to_string(line) + ": " + what,
                       std::move(hint), std::move(fixes));
}

} // namespace

Result<std::unique_ptr<TraceSource>> openTraceFile(const QString &path)
{
    // Sniff the first bytes: a binary blktrace starts with its magic in either byte order.
    {
        UniqueFd fd(::open(path.toLocal8Bit().constData(), O_RDONLY | O_CLOEXEC));
        if (!fd)
            return Error::fromErrno(errno, "cannot open trace " + path.toStdString(),
                                    "check the path and that you may read it");
        unsigned char head[4096];
        const ssize_t n = ::read(fd.get(), head, sizeof head);
        if (n < 0)
            return Error::fromErrno(errno, "cannot read trace " + path.toStdString(),
                                    "check the file and the disk it is on");
        if (n >= 4) {
            const std::uint32_t le = head[0] | head[1] << 8 | head[2] << 16 | std::uint32_t(head[3]) << 24;
            const std::uint32_t be = head[3] | head[2] << 8 | head[1] << 16 | std::uint32_t(head[0]) << 24;
            if ((le & 0xffffff00u) == 0x65617400u || (be & 0xffffff00u) == 0x65617400u)
                return lineError(path, 1, "a binary blktrace file",
                                 "convert it to text with 'blkparse -i TRACE > trace.txt' and "
                                 "pass that");
        }
        if (std::memchr(head, 0, std::size_t(std::max<ssize_t>(n, 0))))
            return lineError(path, 1, "a binary file, not a text trace",
                             "pass an fio iolog (v2/v3) or blkparse text output");
    }
    auto reader = LineReader::open(path);
    if (!reader)
        return reader.error();
    std::string_view line;
    for (;;) {
        auto got = reader->next(line);
        if (!got)
            return got.error();
        if (!*got)
            return lineError(path, std::max<std::uint64_t>(1, reader->lineNumber()), "empty trace",
                             "pass an fio iolog (v2/v3) or blkparse text output");
        if (line.find_first_not_of(" \t") != std::string_view::npos)
            break;
    }
    if (line.substr(0, 12) == "fio version ") {
        auto log = IologReader::open(path);
        if (!log)
            return log.error();
        return std::unique_ptr<TraceSource>(std::move(*log));
    }
    if (BlkparseReader::looksLikeEvent(line)) {
        auto parsed = BlkparseReader::open(path);
        if (!parsed)
            return parsed.error();
        return std::unique_ptr<TraceSource>(std::move(*parsed));
    }
    return lineError(path, reader->lineNumber(), "not an fio iolog or a blkparse event line",
                     "pass an fio iolog (first line 'fio version 2 iolog' or 'fio version 3 "
                     "iolog') or the text output of blkparse");
}

Result<TraceScan> scanTrace(TraceSource &source)
{
    if (auto r = source.rewind(); !r)
        return r.error();
    TraceScan scan;
    scan.description = source.description();
    TraceRecord r;
    for (;;) {
        auto got = source.next(r);
        if (!got)
            return got.error();
        if (!*got)
            break;
        ++scan.ios;
        if (r.op == TraceOp::Read) {
            ++scan.readIos;
            scan.bytesRead += r.length;
        } else {
            ++scan.writeIos;
            scan.bytesWritten += r.length;
        }
        scan.maxEnd = std::max(scan.maxEnd, r.offset + r.length);
        scan.maxLength = std::max(scan.maxLength, r.length);
        scan.durationNs = std::max(scan.durationNs, r.timeNs);
    }
    if (auto rw = source.rewind(); !rw)
        return rw.error();
    return scan;
}

Result<TraceRecord> mapRecord(const TraceRecord &record, const TraceReplaySettings &s,
                              std::uint64_t traceExtent, const QString &file)
{
    TraceRecord out = record;
    const std::uint64_t a = s.alignment ? s.alignment : 1;
    const std::uint64_t length = (record.length + a - 1) / a * a;
    if (length > s.spanBytes)
        return lineError(file, record.line,
                         "a " + std::to_string(length) + "-byte I/O does not fit in the "
                             + std::to_string(s.spanBytes) + "-byte test file",
                         "use a larger {1}", {{Setting::Size, {}}});
    const std::uint64_t room = s.spanBytes - length;  // largest start offset
    std::uint64_t offset = record.offset;
    switch (s.mapping) {
    case TraceMapping::Exact:
        if (record.offset + record.length > s.spanBytes)
            return lineError(file, record.line,
                             "offset " + std::to_string(record.offset) + " + "
                                 + std::to_string(record.length) + " lies past the end of the "
                                 + std::to_string(s.spanBytes) + "-byte test file",
                             "use {1} or scale, or a larger {2}",
                             {{Setting::TraceMapping, QStringLiteral("wrap")}, {Setting::Size, {}}});
        break;
    case TraceMapping::Wrap:
        offset = record.offset % (room + 1);
        break;
    case TraceMapping::Scale:
        if (traceExtent > 0)
            offset = std::uint64_t(static_cast<WideUint>(record.offset) * (room + 1)
                                   / traceExtent);
        break;
    }
    offset = offset / a * a;
    if (offset > room)
        offset = room / a * a;
    out.offset = offset;
    out.length = std::uint32_t(length);
    return out;
}

PackedIo packIo(const TraceRecord &mapped)
{
    PackedIo io;
    io.offsetAndOp = mapped.offset | (mapped.op == TraceOp::Write ? PackedIo::kWriteBit : 0);
    io.length = mapped.length;
    const std::int64_t us = std::max<std::int64_t>(0, mapped.timeNs) / 1000;
    io.timeUs = std::uint32_t(std::min<std::int64_t>(us, UINT32_MAX));
    return io;
}

Result<LoadedTrace> loadTrace(TraceSource &source, const TraceReplaySettings &settings,
                              const QString &file)
{
    auto scan = scanTrace(source);
    if (!scan)
        return scan.error();
    if (scan->ios == 0)
        return Error::make(std::errc::invalid_argument,
                           file.toStdString() + ": the trace has no read or write to replay",
                           "pass a trace with read or write lines");
    LoadedTrace loaded;
    loaded.path = file;
    loaded.settings = settings;
    loaded.scan = *scan;
    loaded.description = scan->description;
    TraceRecord r;
    for (;;) {
        auto got = source.next(r);
        if (!got)
            return got.error();
        if (!*got)
            break;
        auto mapped = mapRecord(r, settings, scan->maxEnd, file);
        if (!mapped)
            return mapped.error();
        if (mapped->length != r.length || mapped->offset % settings.alignment != r.offset % settings.alignment
            || r.offset % settings.alignment != 0)
            ++loaded.realigned;
        loaded.maxLength = std::max(loaded.maxLength, mapped->length);
    }
    if (auto *log = dynamic_cast<IologReader *>(&source))
        loaded.skips = log->skips();
    else if (auto *parsed = dynamic_cast<BlkparseReader *>(&source))
        loaded.skips = parsed->skips();
    if (auto rw = source.rewind(); !rw)
        return rw.error();
    return loaded;
}

} // namespace drivebench
