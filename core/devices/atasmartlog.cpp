// SPDX-License-Identifier: GPL-3.0-or-later
#include "atasmartlog.h"

#include <arpa/inet.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <initializer_list>
#include <memory>
#include <optional>
#include <set>

#include <atasmart.h>

#include <QJsonArray>

#include "core/devices/ataidentify.h"
#include "core/devices/udisksclient.h"

namespace drivebench {

namespace {

struct SkDiskDeleter
{
    void operator()(SkDisk *d) const noexcept { sk_disk_free(d); }
};
using SkDiskPtr = std::unique_ptr<SkDisk, SkDiskDeleter>;

bool checksumValid(std::span<const std::uint8_t> block)
{
    std::uint8_t sum = 0;
    for (const std::uint8_t b : block)
        sum = std::uint8_t(sum + b);
    return sum == 0;
}

bool allZero(std::span<const std::uint8_t> b)
{
    for (const std::uint8_t v : b) {
        if (v)
            return false;
    }
    return true;
}

Error sizeError(const char *what, std::size_t size)
{
    std::string message = std::string("an ATA SMART ") + what + " block is 512 bytes; this one has "
                          + std::to_string(size);
    message += size < kAtaSmartBlockSize ? " (truncated: bytes " + std::to_string(size) + "-511 are missing)"
                                         : std::string(" (too long)");
    return Error::make(std::errc::invalid_argument, message,
                       "save the whole block: with drivebench-cli health's save option, or smartctl -r ioctl,2 output");
}

void appendTagged(std::vector<std::uint8_t> &blob, const char tag[4], std::span<const std::uint8_t> bytes)
{
    // libatasmart's blob (sk_disk_set_blob): the tag's four letters in order ("IDFY", its
    // MAKE_TAG for either byte order), the size as a 32-bit number in network order, the bytes.
    const std::uint32_t size = htonl(std::uint32_t(bytes.size()));
    const auto *sp = reinterpret_cast<const std::uint8_t *>(&size);
    blob.insert(blob.end(), tag, tag + 4);
    blob.insert(blob.end(), sp, sp + 4);
    blob.insert(blob.end(), bytes.begin(), bytes.end());
}

// libatasmart's pretty value in its unit (SkSmartAttributeUnit; UDisks2 passes the same numbers)
// as DriveBench's decoded figure and unit.
void applyPretty(AtaSmartAttribute &attr, double pretty, int unit)
{
    switch (unit) {
    case SK_SMART_ATTRIBUTE_UNIT_MSECONDS:
        // Power-on time and its relatives in hours; spin-up time stays in milliseconds.
        if (attr.name.startsWith(QLatin1String("power-on")) || attr.name.contains(QLatin1String("hours"))
            || attr.name == QLatin1String("workload-timer")) {
            attr.decoded = pretty / 3.6e6;
            attr.unit = QStringLiteral("hours");
        } else {
            attr.decoded = pretty;
            attr.unit = QStringLiteral("ms");
        }
        break;
    case SK_SMART_ATTRIBUTE_UNIT_MKELVIN:
        attr.decoded = (pretty - 273150.0) / 1000.0;
        attr.unit = QStringLiteral("celsius");
        break;
    case SK_SMART_ATTRIBUTE_UNIT_SECTORS:
        attr.decoded = pretty;
        attr.unit = QStringLiteral("sectors");
        break;
    case SK_SMART_ATTRIBUTE_UNIT_MB:
        attr.decoded = pretty;
        attr.unit = QStringLiteral("MB");
        break;
    case SK_SMART_ATTRIBUTE_UNIT_PERCENT:
        attr.decoded = pretty;
        attr.unit = QStringLiteral("percent");
        break;
    case SK_SMART_ATTRIBUTE_UNIT_SMALL_PERCENT:
        attr.decoded = pretty / 1000.0;
        attr.unit = QStringLiteral("percent");
        break;
    case SK_SMART_ATTRIBUTE_UNIT_NONE:
        attr.decoded = pretty;
        attr.unit = QStringLiteral("count");
        break;
    default:
        break;
    }
}

// What one pass of sk_disk_smart_parse_attributes gives: the attributes, and the power-on time
// and temperature that libatasmart's sk_disk_smart_get_power_on / _get_temperature would compute
// from the same pass (the largest pretty value among the attributes those functions name, in the
// unit they expect after libatasmart's own range checks). Each of those functions walks the
// attributes again, and every walk looks each attribute's quirks up by compiling libatasmart's
// model regexes anew (about 20 per attribute): one walk instead of three.
struct ParseContext
{
    AtaSmart *smart = nullptr;
    std::optional<std::uint64_t> powerOnMs;
    std::optional<std::uint64_t> temperatureMk;
    std::optional<std::uint64_t> reallocatedPretty; ///< sk_disk_smart_get_bad's two terms
    std::optional<std::uint64_t> pendingPretty;
};

bool nameIn(const char *name, std::initializer_list<const char *> names)
{
    for (const char *n : names) {
        if (std::strcmp(name, n) == 0)
            return true;
    }
    return false;
}

void keepLargest(std::optional<std::uint64_t> &slot, std::uint64_t value)
{
    if (!slot || value > *slot)
        slot = value;
}

void attributeCallback(SkDisk *, const SkSmartAttributeParsedData *a, void *userdata)
{
    auto *ctx = static_cast<ParseContext *>(userdata);
    AtaSmartAttribute attr;
    attr.id = a->id;
    attr.name = QString::fromUtf8(a->name ? a->name : "");
    attr.flags = a->flags;
    attr.prefailure = a->prefailure;
    attr.online = a->online;
    attr.value = a->current_value;
    attr.worst = a->worst_value;
    if (a->threshold_valid)
        attr.threshold = a->threshold;
    for (int i = 5; i >= 0; --i)
        attr.raw = (attr.raw << 8) | a->raw[i];
    applyPretty(attr, double(a->pretty_value), int(a->pretty_unit));
    if (a->name && a->pretty_unit == SK_SMART_ATTRIBUTE_UNIT_MSECONDS
        && nameIn(a->name, {"power-on-minutes", "power-on-seconds", "power-on-seconds-2", "power-on-half-minutes",
                            "power-on-hours"}))
        keepLargest(ctx->powerOnMs, a->pretty_value);
    if (a->name && a->pretty_unit == SK_SMART_ATTRIBUTE_UNIT_MKELVIN
        && nameIn(a->name, {"temperature-centi-celsius", "temperature-celsius", "temperature-celsius-2",
                            "airflow-temperature-celsius"}))
        keepLargest(ctx->temperatureMk, a->pretty_value);
    // sk_disk_smart_get_bad adds the largest reallocated and pending sector counts among the
    // attributes it names so, in sectors (a quirk that names them otherwise leaves them out).
    if (a->name && a->pretty_unit == SK_SMART_ATTRIBUTE_UNIT_SECTORS) {
        if (std::strcmp(a->name, "reallocated-sector-count") == 0)
            keepLargest(ctx->reallocatedPretty, a->pretty_value);
        else if (std::strcmp(a->name, "current-pending-sector") == 0)
            keepLargest(ctx->pendingPretty, a->pretty_value);
    }
    // Thresholds 0 (always passing), 254 (invalid) and 255 (always failing) say nothing.
    if (attr.threshold && *attr.threshold >= 1 && *attr.threshold <= 0xFD) {
        attr.failingNow = a->current_value_valid && attr.value <= *attr.threshold;
        attr.failedInPast = a->worst_value_valid && attr.worst <= *attr.threshold;
    }
    ctx->smart->attributes.push_back(attr);
}

// Min/max temperature where the raw bytes carry them. Byte 0 is the current temperature; the
// lowest (LL) and highest (HH) seen sit, by maker, at (raw bytes 5..0):
//   xx HH xx LL xx TT  or  xx LL xx HH xx TT   (Hitachi/HGST; Kingston)
//   CC CC HH LL xx TT                          (Maxtor, Samsung, Seagate, Toshiba, QEMU; WD with
//                                               an over-temperature count CC CC)
//   00 00 00 HH LL TT                          (WD)
// A layout counts only when its other bytes are zero and LL <= TT <= HH.
void temperatureRange(AtaSmart &s, const AtaSmartAttribute &a)
{
    std::uint8_t r[6];
    for (int i = 0; i < 6; ++i)
        r[i] = std::uint8_t(a.raw >> (8 * i));
    const int cur = std::int8_t(r[0]);
    auto take = [&](int lo, int hi) {
        if (lo > 0 && lo <= cur && cur <= hi && hi <= 150) {
            s.temperatureMinC = lo;
            s.temperatureMaxC = hi;
            return true;
        }
        return false;
    };
    if (r[1] == 0 && r[3] == 0 && r[5] == 0 && r[2] && r[4] && take(std::min(r[2], r[4]), std::max(r[2], r[4])))
        return;
    if (r[1] == 0 && r[2] && r[3] && take(r[2], r[3]))
        return;
    if (r[3] == 0 && r[4] == 0 && r[5] == 0 && r[1] && r[2])
        take(r[1], r[2]);
}

std::optional<std::uint64_t> rawOf(const AtaSmart &s, int id, std::uint64_t mask = 0xFFFFFFFFFFFFull)
{
    for (const AtaSmartAttribute &a : s.attributes) {
        if (a.id == id)
            return a.raw & mask;
    }
    return std::nullopt;
}

// The counters that feed the verdict, each from sectorCount; why one is not a count goes to
// uninterpretable.
void applySectorCounts(AtaSmart &s)
{
    for (const AtaSmartAttribute &a : s.attributes) {
        std::optional<std::uint64_t> *slot = a.id == 5     ? &s.reallocatedSectors
                                             : a.id == 197 ? &s.pendingSectors
                                             : a.id == 198 ? &s.offlineUncorrectable
                                                           : nullptr;
        if (!slot)
            continue;
        const SectorCount c = sectorCount(a, s.capacitySectors);
        *slot = c.count;
        if (!c.count)
            s.uninterpretable << c.uninterpretable;
    }
}

QString rawHex(const AtaSmartAttribute &a)
{
    return a.rawKnown ? QStringLiteral("raw 0x%1").arg(a.raw, 12, 16, QLatin1Char('0')) : QStringLiteral("raw not passed on");
}

} // namespace

SectorCount sectorCount(const AtaSmartAttribute &a, std::uint64_t capacitySectors)
{
    SectorCount c;
    const QString what = QStringLiteral("attribute %1 %2").arg(a.id).arg(a.name);
    // libatasmart names every attribute it knows; "attribute-N" is its way of saying that this
    // model (its quirk table, as smartmontools' drive database) uses the id for something else.
    if (a.name.isEmpty() || a.name.startsWith(QLatin1String("attribute-"))) {
        c.uninterpretable = QStringLiteral("%1 (%2): libatasmart does not name it for this model, whose firmware "
                                           "encodes it its own way; not read as a sector count")
                                .arg(what, rawHex(a));
        return c;
    }
    std::optional<std::uint64_t> n;
    if (a.unit == QLatin1String("sectors") && a.decoded) {
        n = std::uint64_t(*a.decoded);
    } else if (a.rawKnown) {
        // No reading from libatasmart: the ATA convention keeps the count in the low bytes of
        // the raw field; vendors that pack more into it (Samsung's and Fujitsu's firmware) use
        // the bytes above, and such a value is not taken for a count.
        if ((a.raw >> 16) != 0) {
            c.uninterpretable = QStringLiteral("%1 (%2): the bytes above the count are set, a vendor encoding; "
                                               "not read as a sector count").arg(what, rawHex(a));
            return c;
        }
        n = a.raw & 0xFFFF;
    } else {
        c.uninterpretable = QStringLiteral("%1: no sector count was reported").arg(what);
        return c;
    }
    // libatasmart's own check (verify_sectors): all ones, or more sectors than the disk has, is
    // no count; a raw field with its two top bytes set is neither (no disk has 2^32 bad sectors).
    const bool allOnes = a.rawKnown && ((a.raw & 0xFFFFFFFFull) == 0xFFFFFFFFull || a.raw == 0xFFFFFFFFFFFFull);
    if (allOnes || *n > 0xFFFFFFFFull || (capacitySectors > 0 && *n > capacitySectors)) {
        c.uninterpretable = QStringLiteral("%1 (%2): %3 is more sectors than the drive has; not read as a sector count")
                                .arg(what, rawHex(a)).arg(*n);
        return c;
    }
    c.count = n;
    return c;
}

QString AtaSmart::status() const
{
    if (smartStatusGood && !*smartStatusGood)
        return QStringLiteral("threshold_exceeded");
    bool past = false;
    for (const AtaSmartAttribute &a : attributes) {
        if (a.prefailure && a.failingNow)
            return QStringLiteral("threshold_exceeded");
        past = past || (a.prefailure && a.failedInPast);
    }
    return past ? QStringLiteral("exceeded_in_past") : QStringLiteral("ok");
}

Result<AtaSmart> decodeAtaSmart(std::span<const std::uint8_t> data, std::span<const std::uint8_t> thresholds,
                                std::span<const std::uint8_t> identify)
{
    if (data.size() != kAtaSmartBlockSize)
        return sizeError("READ DATA", data.size());
    if (!thresholds.empty() && thresholds.size() != kAtaSmartBlockSize)
        return sizeError("READ THRESHOLDS", thresholds.size());
    if (!identify.empty() && identify.size() != kAtaIdentifySize) {
        return Error::make(std::errc::invalid_argument,
                           "an ATA IDENTIFY DEVICE block is 512 bytes; this one has " + std::to_string(identify.size()),
                           "save it with drivebench-cli identify's save option");
    }
    if (allZero(data)) {
        return Error::make(std::errc::invalid_argument, "the SMART READ DATA block is all zeros",
                           "the drive did not answer SMART READ DATA (SMART disabled?); read it again");
    }
    AtaSmart s;
    s.dataChecksumValid = checksumValid(data);
    // ACS-3 7.50.2.1: byte 511 makes the block sum to zero. A block that fails it is not SMART data
    // (or was damaged): refuse it rather than show made-up attributes.
    if (!s.dataChecksumValid) {
        return Error::make(std::errc::invalid_argument,
                           "the SMART READ DATA block fails its checksum (byte 511): it is damaged or not SMART data",
                           "save the 512-byte SMART READ DATA block again (smartctl -r ioctl,2 -A DEVICE shows it)");
    }
    std::set<int> ids;
    for (std::size_t n = 0; n < 30; ++n) {
        const std::uint8_t id = data[2 + 12 * n];
        if (id && !ids.insert(id).second) {
            return Error::make(std::errc::invalid_argument,
                               "the SMART READ DATA block lists attribute " + std::to_string(id) + " twice",
                               "the block is damaged or not SMART data");
        }
    }
    if (!thresholds.empty()) {
        s.thresholdsRead = true;
        s.thresholdsChecksumValid = checksumValid(thresholds);
    }
    s.revision = int(data[0] | (data[1] << 8));

    s.identifyGiven = !identify.empty();
    // libatasmart wants an IDENTIFY to know that SMART is there (word 82 bit 0) and to look up
    // quirks by model; without one no model matches and no quirk applies.
    static const std::array<std::uint8_t, kAtaIdentifySize> kNoModel = [] {
        std::array<std::uint8_t, kAtaIdentifySize> a{};
        a[164] = 0x01; // word 82 bit 0: SMART feature set supported
        a[170] = 0x01; // word 85 bit 0: enabled
        return a;
    }();
    const std::span<const std::uint8_t> id = identify.empty() ? std::span<const std::uint8_t>(kNoModel) : identify;
    if (s.identifyGiven) {
        if (auto decoded = decodeAtaIdentify(identify)) {
            s.model = decoded->model;
            s.logicalSectorSize = decoded->logicalSectorSize;
            s.capacitySectors = decoded->capacitySectors;
        }
    }
    std::vector<std::uint8_t> blob;
    appendTagged(blob, "IDFY", id);
    appendTagged(blob, "SMDT", data);
    if (!thresholds.empty())
        appendTagged(blob, "SMTH", thresholds);
    SkDisk *raw = nullptr;
    if (sk_disk_open(nullptr, &raw) < 0 || !raw)
        return Error::fromErrno(errno, "libatasmart: sk_disk_open");
    SkDiskPtr disk(raw);
    if (sk_disk_set_blob(disk.get(), blob.data(), blob.size()) < 0)
        return Error::fromErrno(errno, "libatasmart refused the SMART blocks");
    ParseContext ctx;
    ctx.smart = &s;
    if (sk_disk_smart_parse_attributes(disk.get(), attributeCallback, &ctx) < 0)
        return Error::fromErrno(errno, "libatasmart could not parse the SMART attributes");
    const SkSmartParsedData *parsed = nullptr;
    if (sk_disk_smart_parse(disk.get(), &parsed) == 0 && parsed) {
        s.offlineStatus = data[362];
        s.selfTestCode = int(parsed->self_test_execution_status);
        s.selfTestPercentRemaining = int(parsed->self_test_execution_percent_remaining);
        const char *text = sk_smart_self_test_execution_status_to_string(parsed->self_test_execution_status);
        s.selfTestText = text ? QString::fromUtf8(text) : QStringLiteral("reserved status %1").arg(s.selfTestCode);
        s.shortTestMinutes = int(parsed->short_test_polling_minutes);
        s.extendedTestMinutes = int(parsed->extended_test_polling_minutes);
    }
    if (ctx.powerOnMs)
        s.powerOnHours = double(*ctx.powerOnMs) / 3.6e6;
    if (ctx.temperatureMk)
        s.temperatureC = int((std::int64_t(*ctx.temperatureMk) - 273150) / 1000);
    for (const AtaSmartAttribute &a : s.attributes) {
        if (a.id == 194 || (a.id == 190 && !rawOf(s, 194))) {
            temperatureRange(s, a);
            break;
        }
    }
    if (ctx.reallocatedPretty || ctx.pendingPretty)
        s.badSectors = ctx.reallocatedPretty.value_or(0) + ctx.pendingPretty.value_or(0);
    applySectorCounts(s);
    s.lbasWritten = rawOf(s, 241);
    // Attribute 241 counts logical sectors on most drives; Intel's SSDs count 32 MiB units
    // (their "Host Writes 32MiB"), which libatasmart assumes for every drive.
    s.lbaUnitBytes = s.model.startsWith(QLatin1String("INTEL SSD")) ? 32ull << 20 : s.logicalSectorSize;
    for (AtaSmartAttribute &a : s.attributes) {
        if (a.id == 241) {
            a.decoded = double(a.raw) * double(s.lbaUnitBytes) / 1e6;
            a.unit = QStringLiteral("MB");
        }
    }
    return s;
}

Result<void> applySctStatus(AtaSmart &smart, std::span<const std::uint8_t> b)
{
    if (b.size() != kAtaSmartBlockSize)
        return sizeError("SCT Status", b.size());
    // ACS-3 table 185 (SCT Status Response): format version in bytes 1:0 (2 or 3), current
    // temperature byte 200, power-cycle min/max 201/202, lifetime min/max 203/204, signed;
    // 80h = not valid.
    const int version = b[0] | (b[1] << 8);
    if (version < 2 || version > 3) {
        return Error::make(std::errc::invalid_argument,
                           "the SCT Status block has format version " + std::to_string(version) + " (2 or 3 expected)",
                           "the drive does not report SCT status");
    }
    auto temp = [&](std::size_t o) -> std::optional<int> {
        if (b[o] == 0x80)
            return std::nullopt;
        return int(std::int8_t(b[o]));
    };
    smart.sctTemperatureC = temp(200);
    smart.sctLifetimeMinC = temp(203);
    smart.sctLifetimeMaxC = temp(204);
    return {};
}

AtaSmart ataSmartFromUdisks(const UdisksAtaSmart &u)
{
    AtaSmart s;
    s.thresholdsRead = true; // UDisks2 read them with the data (threshold -1 where the table has none)
    for (const UdisksSmartAttribute &a : u.attributes) {
        AtaSmartAttribute attr;
        attr.id = a.id;
        attr.name = a.name;
        attr.flags = a.flags;
        attr.prefailure = a.flags & 0x01;
        attr.online = a.flags & 0x02;
        attr.value = a.value;
        attr.worst = a.worst;
        if (a.threshold >= 0)
            attr.threshold = a.threshold;
        attr.rawKnown = false;
        // 241's pretty figure assumes Intel's 32 MiB units for every drive; without the raw
        // count DriveBench cannot correct it, so it is left out rather than shown wrong.
        if (a.id != 241)
            applyPretty(attr, double(a.pretty), a.prettyUnit);
        if (attr.threshold && *attr.threshold >= 1 && *attr.threshold <= 0xFD) {
            attr.failingNow = a.value >= 0 && attr.value <= *attr.threshold;
            attr.failedInPast = a.worst >= 0 && attr.worst <= *attr.threshold;
        }
        s.attributes.push_back(attr);
    }
    s.smartStatusGood = !u.failing;
    if (u.powerOnSeconds > 0)
        s.powerOnHours = double(u.powerOnSeconds) / 3600.0;
    if (u.temperatureK > 0)
        s.temperatureC = int(std::lround(u.temperatureK - 273.15));
    // libatasmart's counts in sectors, as the root path takes them.
    applySectorCounts(s);
    for (const AtaSmartAttribute &a : s.attributes) {
        if ((a.name == QLatin1String("reallocated-sector-count") || a.name == QLatin1String("current-pending-sector"))
            && a.unit == QLatin1String("sectors") && a.decoded)
            s.badSectors = s.badSectors.value_or(0) + std::uint64_t(*a.decoded);
    }
    // SmartSelftestStatus as UDisks2 spells libatasmart's self-test execution status.
    static const QStringList kSelftest{
        QStringLiteral("success"), QStringLiteral("aborted"), QStringLiteral("interrupted"),
        QStringLiteral("fatal"), QStringLiteral("error_unknown"), QStringLiteral("error_electrical"),
        QStringLiteral("error_servo"), QStringLiteral("error_read"), QStringLiteral("error_handling")};
    const int code = int(kSelftest.indexOf(u.selftestStatus));
    s.selfTestCode = u.selftestStatus == QLatin1String("inprogress") ? 15 : std::max(code, 0);
    s.selfTestText = u.selftestStatus;
    s.selfTestPercentRemaining = std::max(u.selftestPercentRemaining, 0);
    return s;
}

QJsonObject toJson(const AtaSmart &s)
{
    auto opt = [](const auto &v) { return v ? QJsonValue(double(*v)) : QJsonValue(); };
    QJsonArray attrs;
    for (const AtaSmartAttribute &a : s.attributes) {
        QJsonObject o{{QStringLiteral("id"), a.id},
                      {QStringLiteral("name"), a.name},
                      {QStringLiteral("prefailure"), a.prefailure},
                      {QStringLiteral("online"), a.online},
                      {QStringLiteral("flags"), a.flags},
                      {QStringLiteral("value"), a.value},
                      {QStringLiteral("worst"), a.worst},
                      {QStringLiteral("threshold"), opt(a.threshold)},
                      {QStringLiteral("raw"), a.rawKnown ? QJsonValue(double(a.raw)) : QJsonValue()},
                      {QStringLiteral("decoded"), opt(a.decoded)},
                      {QStringLiteral("failing_now"), a.failingNow},
                      {QStringLiteral("failed_in_past"), a.failedInPast}};
        if (!a.unit.isEmpty())
            o.insert(QStringLiteral("unit"), a.unit);
        attrs.append(o);
    }
    QJsonObject o{
        {QStringLiteral("revision"), s.revision},
        {QStringLiteral("attributes"), attrs},
        {QStringLiteral("status"), s.status()},
        {QStringLiteral("smart_status_good"), s.smartStatusGood ? QJsonValue(*s.smartStatusGood) : QJsonValue()},
        {QStringLiteral("power_on_hours"), opt(s.powerOnHours)},
        {QStringLiteral("temperature_c"), opt(s.temperatureC)},
        {QStringLiteral("reallocated_sectors"), opt(s.reallocatedSectors)},
        {QStringLiteral("pending_sectors"), opt(s.pendingSectors)},
        {QStringLiteral("offline_uncorrectable"), opt(s.offlineUncorrectable)},
        {QStringLiteral("bad_sectors"), opt(s.badSectors)},
        {QStringLiteral("lbas_written"), opt(s.lbasWritten)},
        {QStringLiteral("bytes_written"),
         s.lbasWritten ? QJsonValue(double(*s.lbasWritten) * double(s.lbaUnitBytes)) : QJsonValue()},
        {QStringLiteral("logical_sector_size"), double(s.logicalSectorSize)},
        {QStringLiteral("lba_unit_bytes"), double(s.lbaUnitBytes)},
        {QStringLiteral("self_test"),
         QJsonObject{{QStringLiteral("status"), s.selfTestCode},
                     {QStringLiteral("text"), s.selfTestText},
                     {QStringLiteral("percent_remaining"), s.selfTestPercentRemaining},
                     {QStringLiteral("short_minutes"), s.shortTestMinutes},
                     {QStringLiteral("extended_minutes"), s.extendedTestMinutes}}},
        {QStringLiteral("offline_data_collection_status"), s.offlineStatus},
        {QStringLiteral("thresholds_read"), s.thresholdsRead},
        {QStringLiteral("quirks_from_identify"), s.identifyGiven},
    };
    if (s.temperatureMinC)
        o.insert(QStringLiteral("temperature_min_c"), *s.temperatureMinC);
    if (s.temperatureMaxC)
        o.insert(QStringLiteral("temperature_max_c"), *s.temperatureMaxC);
    if (s.sctTemperatureC || s.sctLifetimeMaxC) {
        o.insert(QStringLiteral("sct_status"),
                 QJsonObject{{QStringLiteral("temperature_c"), opt(s.sctTemperatureC)},
                             {QStringLiteral("lifetime_min_c"), opt(s.sctLifetimeMinC)},
                             {QStringLiteral("lifetime_max_c"), opt(s.sctLifetimeMaxC)}});
    }
    if (!s.model.isEmpty())
        o.insert(QStringLiteral("model"), s.model);
    return o;
}

HealthVerdict judgeAtaSmart(const AtaSmart &s)
{
    HealthVerdict v;
    if (s.smartStatusGood && !*s.smartStatusGood)
        v.fail(QStringLiteral("SMART RETURN STATUS: the drive's own self-assessment says it is failing"));
    auto reading = [](const AtaSmartAttribute &a) {
        return QStringLiteral("value %1, worst %2, threshold %3").arg(a.value).arg(a.worst).arg(a.threshold.value_or(0));
    };
    for (const AtaSmartAttribute &a : s.attributes) {
        const QString what = QStringLiteral("attribute %1 %2").arg(a.id).arg(a.name);
        if (a.failingNow && a.prefailure) {
            v.fail(QStringLiteral("pre-failure %1 is at or below its threshold (%2): the drive predicts its failure")
                       .arg(what, reading(a)));
        } else if (a.failedInPast && a.prefailure) {
            v.warn(QStringLiteral("pre-failure %1 was at or below its threshold in the past (%2)").arg(what, reading(a)));
        } else if (a.failingNow) {
            // An old-age attribute counts wear or use (start/stop cycles, hours, airflow
            // temperature); at its threshold it says the drive is past its design life in that
            // respect, not that it is about to fail: shown, and judged as age.
            v.note(QStringLiteral("old-age %1 is at or below its threshold (%2): wear past the design life in this "
                                  "respect, not a failure prediction").arg(what, reading(a)));
        }
    }
    auto counter = [&](int id, const std::optional<std::uint64_t> &n, const char *noun) {
        if (n.value_or(0) == 0)
            return;
        for (const AtaSmartAttribute &a : s.attributes) {
            if (a.id == id) {
                v.warn(QStringLiteral("attribute %1 %2: %3 %4 (%5)")
                           .arg(a.id).arg(a.name).arg(*n).arg(QLatin1String(noun), rawHex(a)));
                return;
            }
        }
    };
    counter(5, s.reallocatedSectors, "reallocated sectors");
    counter(197, s.pendingSectors, "sectors pending reallocation");
    counter(198, s.offlineUncorrectable, "offline uncorrectable sectors");
    for (const QString &u : s.uninterpretable)
        v.note(u);
    if (s.selfTestCode >= 3 && s.selfTestCode <= 8)
        v.warn(QStringLiteral("the last self-test failed: %1").arg(s.selfTestText));
    if (s.thresholdsRead && !s.thresholdsChecksumValid)
        v.warn(QStringLiteral("the SMART thresholds block fails its checksum; thresholds may be wrong"));
    return v;
}

} // namespace drivebench
