// SPDX-License-Identifier: GPL-3.0-or-later
#include "iolog.h"

#include <cerrno>
#include <string>

namespace drivebench {

namespace {

constexpr const char *kActions =
    "expected add, open, close, read, write, trim, sync, datasync or wait";

} // namespace

Result<std::unique_ptr<IologReader>> IologReader::open(const QString &path)
{
    auto reader = LineReader::open(path);
    if (!reader)
        return reader.error();
    std::unique_ptr<IologReader> log(new IologReader(std::move(*reader)));
    if (auto header = log->readHeader(); !header)
        return header.error();
    return log;
}

Result<void> IologReader::readHeader()
{
    std::string_view line;
    auto got = m_reader.next(line);
    if (!got)
        return got.error();
    if (!*got)
        return m_reader.error("empty file", "an iolog starts with 'fio version 2 iolog' or "
                                            "'fio version 3 iolog'");
    if (line == "fio version 2 iolog")
        m_version = 2;
    else if (line == "fio version 3 iolog")
        m_version = 3;
    else
        return m_reader.error("not an fio iolog v2 or v3 header",
                              "the first line must be 'fio version 2 iolog' or 'fio version 3 "
                              "iolog' (v1 logs are not supported, as in fio since 1.20)");
    m_clockNs = 0;
    return {};
}

Result<void> IologReader::rewind()
{
    if (auto r = m_reader.rewind(); !r)
        return r;
    m_skips = {};
    return readHeader();
}

QString IologReader::description() const
{
    return QStringLiteral("fio iolog v%1 %2").arg(m_version).arg(m_reader.path());
}

Result<bool> IologReader::next(TraceRecord &record)
{
    std::string_view line;
    for (;;) {
        auto got = m_reader.next(line);
        if (!got)
            return got.error();
        if (!*got)
            return false;
        std::string_view t[6];
        const int n = splitTokens(line, t, 6);
        if (n == 0)
            continue;  // blank line
        int at = 0;
        std::int64_t timeNs = -1;
        if (m_version == 3) {
            std::uint64_t us = 0;
            if (!parseUnsigned(t[0], us) || us > std::uint64_t(INT64_MAX / 1000))
                return m_reader.error("timestamp '" + std::string(t[0])
                                          + "' is not a number of microseconds",
                                      "v3 lines are 'TIMESTAMP FILE ACTION [OFFSET LENGTH]'");
            // fio: a timestamp that goes backwards means "no delay".
            m_clockNs = std::max(m_clockNs, std::int64_t(us) * 1000);
            timeNs = m_clockNs;
            at = 1;
        }
        if (n < at + 2)
            return m_reader.error("too few fields", m_version == 3
                                      ? "v3 lines are 'TIMESTAMP FILE ACTION [OFFSET LENGTH]'"
                                      : "v2 lines are 'FILE ACTION [OFFSET LENGTH]'");
        const std::string_view action = t[at + 1];
        const int args = n - at - 2;
        auto expectArgs = [&](int want) -> Result<void> {
            if (args != want)
                return m_reader.error("'" + std::string(action) + "' takes "
                                      + std::to_string(want) + " value(s), found "
                                      + std::to_string(args));
            return {};
        };
        if (action == "add" || action == "open" || action == "close") {
            if (auto r = expectArgs(0); !r)
                return r.error();
            ++m_skips.fileActions;
            continue;
        }
        if (action == "sync" || action == "datasync") {
            // fio's v3 writer puts "0 0" after sync; v2 has none.
            if (args != 0 && args != 2)
                return m_reader.error("'" + std::string(action) + "' takes no values");
            ++m_skips.syncs;
            continue;
        }
        if (action == "wait") {
            if (m_version == 3)
                return m_reader.error("'wait' is not allowed in an iolog v3",
                                      "v3 carries the time in each line's timestamp");
            if (auto r = expectArgs(1); !r)
                return r.error();
            std::uint64_t us = 0;
            if (!parseUnsigned(t[at + 2], us) || us > std::uint64_t(INT64_MAX / 4000))
                return m_reader.error("wait '" + std::string(t[at + 2])
                                      + "' is not a number of microseconds");
            m_clockNs += std::int64_t(us) * 1000;
            ++m_skips.waits;
            continue;
        }
        const bool read = action == "read", write = action == "write", trim = action == "trim";
        if (!read && !write && !trim)
            return m_reader.error("unknown action '" + std::string(action) + "'", kActions);
        if (auto r = expectArgs(2); !r)
            return r.error();
        std::uint64_t offset = 0, length = 0;
        if (!parseUnsigned(t[at + 2], offset))
            return m_reader.error("offset '" + std::string(t[at + 2])
                                  + "' is not a byte count below 2^64");
        if (!parseUnsigned(t[at + 3], length))
            return m_reader.error("length '" + std::string(t[at + 3])
                                  + "' is not a byte count below 2^64");
        if (length == 0 || length > kMaxTraceIoBytes)
            return m_reader.error("length " + std::to_string(length) + " is outside 1 .. 64 MiB",
                                  "DriveBench replays I/Os of 1 byte to 64 MiB");
        if (offset > UINT64_MAX - length || offset + length > (std::uint64_t(1) << 62))
            return m_reader.error("offset " + std::to_string(offset)
                                  + " lies past the end of any device (2^62 bytes)");
        if (trim) {
            ++m_skips.trims;
            continue;
        }
        record = TraceRecord{};
        record.timeNs = m_version == 3 ? timeNs : m_clockNs;
        record.offset = offset;
        record.length = std::uint32_t(length);
        record.op = read ? TraceOp::Read : TraceOp::Write;
        record.line = m_reader.lineNumber();
        return true;
    }
}

Result<IologWriter> IologWriter::create(const QString &path, const QString &fileName)
{
    if (fileName.isEmpty() || fileName.contains(QLatin1Char(' ')))
        return Error::make(std::errc::invalid_argument,
                           "iolog file name '" + fileName.toStdString() + "' is empty or has a space",
                           "fio reads the file name as one word: pick a path without spaces");
    IologWriter w;
    w.m_path = path;
    w.m_fileName = fileName.toLocal8Bit();
    w.m_file = std::fopen(path.toLocal8Bit().constData(), "we");
    if (!w.m_file)
        return Error::fromErrno(errno, "cannot create iolog " + path.toStdString(),
                                "pick a directory you can write to");
    std::fprintf(w.m_file, "fio version 3 iolog\n0 %s add\n0 %s open\n", w.m_fileName.constData(),
                 w.m_fileName.constData());
    if (auto r = w.check(); !r)
        return r.error();
    return w;
}

IologWriter::IologWriter(IologWriter &&other) noexcept
    : m_path(std::move(other.m_path)), m_fileName(std::move(other.m_fileName)),
      m_file(std::exchange(other.m_file, nullptr)), m_lastUs(other.m_lastUs)
{
}

IologWriter &IologWriter::operator=(IologWriter &&other) noexcept
{
    if (this != &other) {
        if (m_file)
            std::fclose(m_file);
        m_path = std::move(other.m_path);
        m_fileName = std::move(other.m_fileName);
        m_file = std::exchange(other.m_file, nullptr);
        m_lastUs = other.m_lastUs;
    }
    return *this;
}

IologWriter::~IologWriter()
{
    if (m_file)
        std::fclose(m_file);
}

Result<void> IologWriter::check()
{
    if (std::ferror(m_file))
        return Error::fromErrno(errno ? errno : EIO, "cannot write iolog " + m_path.toStdString(),
                                "check the free space of its file system");
    return {};
}

Result<void> IologWriter::write(const TraceRecord &r)
{
    if (r.timeNs >= 0)
        m_lastUs = std::max<std::uint64_t>(m_lastUs, std::uint64_t(r.timeNs) / 1000);
    std::fprintf(m_file, "%llu %s %s %llu %u\n", static_cast<unsigned long long>(m_lastUs),
                 m_fileName.constData(), r.op == TraceOp::Read ? "read" : "write",
                 static_cast<unsigned long long>(r.offset), r.length);
    return check();
}

Result<void> IologWriter::finish()
{
    std::fprintf(m_file, "%llu %s close\n", static_cast<unsigned long long>(m_lastUs),
                 m_fileName.constData());
    if (std::fflush(m_file) != 0)
        return Error::fromErrno(errno, "cannot write iolog " + m_path.toStdString(),
                                "check the free space of its file system");
    const int rc = std::fclose(std::exchange(m_file, nullptr));
    if (rc != 0)
        return Error::fromErrno(errno, "cannot close iolog " + m_path.toStdString(),
                                "check the free space of its file system");
    return {};
}

Result<std::uint64_t> exportIologV3(TraceSource &source, const QString &path,
                                    const QString &fileName)
{
    if (auto r = source.rewind(); !r)
        return r.error();
    auto writer = IologWriter::create(path, fileName);
    if (!writer)
        return writer.error();
    std::uint64_t count = 0;
    TraceRecord record;
    for (;;) {
        auto got = source.next(record);
        if (!got)
            return got.error();
        if (!*got)
            break;
        if (auto w = writer->write(record); !w)
            return w.error();
        ++count;
    }
    if (auto f = writer->finish(); !f)
        return f.error();
    if (auto r = source.rewind(); !r)
        return r.error();
    return count;
}

} // namespace drivebench
