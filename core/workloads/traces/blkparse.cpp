// SPDX-License-Identifier: GPL-3.0-or-later
#include "blkparse.h"

#include <cstring>
#include <string>

namespace drivebench {

namespace {

constexpr std::string_view kKnownActions = "ABCDFGIMPQRSTUWXm";

bool isDeviceToken(std::string_view t)
{
    const auto comma = t.find(',');
    std::uint64_t v = 0;
    return comma != std::string_view::npos && parseUnsigned(t.substr(0, comma), v)
           && parseUnsigned(t.substr(comma + 1), v);
}

// "SEC.NSEC" with up to 9 fraction digits, in ns.
bool parseTime(std::string_view t, std::int64_t &ns)
{
    const auto dot = t.find('.');
    if (dot == std::string_view::npos)
        return false;
    std::uint64_t sec = 0, frac = 0;
    const std::string_view fracText = t.substr(dot + 1);
    if (!parseUnsigned(t.substr(0, dot), sec) || fracText.size() > 9
        || !parseUnsigned(fracText, frac) || sec > 9'000'000'000ull)
        return false;
    for (std::size_t i = fracText.size(); i < 9; ++i)
        frac *= 10;
    ns = std::int64_t(sec * 1'000'000'000ull + frac);
    return true;
}

bool isSummaryStart(std::string_view line)
{
    auto starts = [&](std::string_view p) { return line.substr(0, p.size()) == p; };
    return starts("CPU") || starts("Total (") || starts("Throughput") || starts("Events (")
           || starts("Skips:");
}

} // namespace

bool BlkparseReader::looksLikeEvent(std::string_view line)
{
    std::string_view t[8];
    const int n = splitTokens(line, t, 8);
    std::uint64_t v = 0;
    std::int64_t ns = 0;
    return n >= 7 && isDeviceToken(t[0]) && parseUnsigned(t[1], v) && parseUnsigned(t[2], v)
           && parseTime(t[3], ns);
}

Result<std::unique_ptr<BlkparseReader>> BlkparseReader::open(const QString &path,
                                                             BlkparseEvent event)
{
    auto reader = LineReader::open(path);
    if (!reader)
        return reader.error();
    std::unique_ptr<BlkparseReader> r(new BlkparseReader(std::move(*reader)));
    r->m_event = event;
    return r;
}

Result<void> BlkparseReader::rewind()
{
    m_inSummary = false;
    m_firstNs = -1;
    m_skips = {};
    return m_reader.rewind();
}

QString BlkparseReader::description() const
{
    return QStringLiteral("blkparse text %1 (%2 events)")
        .arg(m_reader.path(),
             m_event == BlkparseEvent::Queue ? QStringLiteral("Q") : QStringLiteral("D"));
}

Result<bool> BlkparseReader::next(TraceRecord &record)
{
    const char wanted = m_event == BlkparseEvent::Queue ? 'Q' : 'D';
    std::string_view line;
    for (;;) {
        auto got = m_reader.next(line);
        if (!got)
            return got.error();
        if (!*got)
            return false;
        std::string_view t[12];
        const int n = splitTokens(line, t, 12);
        if (n == 0 || m_inSummary)
            continue;
        if (isSummaryStart(line)) {
            m_inSummary = true;
            continue;
        }
        const std::string hint = "blkparse lines look like '8,0  3  1  0.000000000  697  Q  W "
                                 "223490 + 8 [kjournald]' (run blkparse without -f/-F)";
        if (n < 6 || !isDeviceToken(t[0]))
            return m_reader.error("not a blkparse event line", hint);
        std::uint64_t v = 0;
        std::int64_t ns = 0;
        if (!parseUnsigned(t[1], v) || !parseUnsigned(t[2], v))
            return m_reader.error("CPU or sequence '" + std::string(t[1]) + " " + std::string(t[2])
                                      + "' is not a number",
                                  hint);
        if (!parseTime(t[3], ns))
            return m_reader.error("time '" + std::string(t[3]) + "' is not SECONDS.NANOSECONDS",
                                  hint);
        const std::string_view action = t[5];
        if (action.size() != 1 || kKnownActions.find(action[0]) == std::string_view::npos)
            return m_reader.error("unknown action '" + std::string(action) + "'",
                                  "blkparse actions are A B C D F G I M P Q R S T U X and m");
        if (action[0] != wanted)
            continue;
        if (n < 10)
            return m_reader.error("a " + std::string(1, wanted)
                                      + " event needs 'RWBS SECTOR + BLOCKS'", hint);
        const std::string_view rwbs = t[6];
        if (t[8] != "+")
            return m_reader.error("expected 'SECTOR + BLOCKS' after '" + std::string(rwbs) + "'",
                                  hint);
        std::uint64_t sector = 0, blocks = 0;
        if (!parseUnsigned(t[7], sector) || !parseUnsigned(t[9], blocks))
            return m_reader.error("sector or block count '" + std::string(t[7]) + " + "
                                      + std::string(t[9]) + "' is not a number",
                                  hint);
        const bool discard = rwbs.find('D') != std::string_view::npos;
        const bool write = rwbs.find('W') != std::string_view::npos;
        const bool read = rwbs.find('R') != std::string_view::npos;
        if (discard) {
            ++m_skips.trims;
            continue;
        }
        if ((!read && !write) || blocks == 0) {
            ++m_skips.syncs;  // a flush or barrier without data
            continue;
        }
        if (blocks > kMaxTraceIoBytes / 512)
            return m_reader.error(std::to_string(blocks) + " blocks is above 64 MiB",
                                  "DriveBench replays I/Os up to 64 MiB");
        if (sector > (std::uint64_t(1) << 53))
            return m_reader.error("sector " + std::to_string(sector)
                                  + " lies past the end of any device (2^62 bytes)");
        if (m_firstNs < 0)
            m_firstNs = ns;
        record = TraceRecord{};
        record.timeNs = std::max<std::int64_t>(0, ns - m_firstNs);
        record.offset = sector * 512;
        record.length = std::uint32_t(blocks * 512);
        record.op = write ? TraceOp::Write : TraceOp::Read;
        record.line = m_reader.lineNumber();
        return true;
    }
}

} // namespace drivebench
