// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/results/runcost.h"

#include <cmath>

#include <QJsonObject>
#include <QJsonValue>

#include "core/devices/nvmesmart.h"
#include "core/results/runresult.h"

namespace drivebench {

namespace {

std::optional<int> percentageUsed(const QJsonObject &reading)
{
    const QJsonValue v = reading.value(QStringLiteral("nvme")).toObject().value(QStringLiteral("percentage_used"));
    if (!v.isDouble() || v.toDouble() < 0 || v.toDouble() > 255)
        return std::nullopt;
    return int(v.toDouble());
}

/// The drive's counter between two readings; a counter that went backwards (a drive reset, a
/// different drive) is no count.
std::optional<std::uint64_t> counted(const QJsonValue &v)
{
    // Above 2^53 bytes (8 PiB in one run) a count is a counter that wrapped, not a count.
    if (!v.isDouble() || !std::isfinite(v.toDouble()) || v.toDouble() < 0 || v.toDouble() > 9007199254740992.0)
        return std::nullopt;
    return std::uint64_t(std::llround(v.toDouble()));
}

} // namespace

std::optional<double> RunCost::ratio() const
{
    if (!driveCountedBytes || testsWroteBytes == 0 || counterStepBytes == 0
        || testsWroteBytes < 100 * counterStepBytes)
        return std::nullopt;
    return double(*driveCountedBytes) / double(testsWroteBytes);
}

QString runCostRemark(const RunCost &cost)
{
    const auto gb = [](std::uint64_t b) { return QString::number(double(b) / 1e9, 'f', 3) + QStringLiteral(" GB"); };
    if (!cost.driveCountedBytes)
        return QStringLiteral("unknown (%1); the tests wrote %2").arg(cost.unknownReason, gb(cost.testsWroteBytes));
    QString text = QStringLiteral("the drive counted %1 of host writes (%2), the tests wrote %3")
                       .arg(gb(*cost.driveCountedBytes),
                            cost.counter == QLatin1String("nvme") ? QStringLiteral("NVMe data units written")
                                                                  : QStringLiteral("SMART attribute 241"),
                            gb(cost.testsWroteBytes));
    if (const std::optional<double> r = cost.ratio())
        text += QStringLiteral(", ratio %1").arg(*r, 0, 'f', 3);
    if (cost.percentageUsedBefore && cost.percentageUsedAfter)
        text += QStringLiteral("; percentage used %1 % -> %2 %").arg(*cost.percentageUsedBefore).arg(*cost.percentageUsedAfter);
    return text;
}

std::optional<RunCost> runCostOf(const RunResult &run)
{
    RunCost cost;
    for (const TestResult &t : run.tests)
        cost.testsWroteBytes += t.bytesWritten;
    if (cost.testsWroteBytes == 0)
        return std::nullopt;
    const QJsonObject &h = run.health;
    if (h.isEmpty()) {
        // The runner reads the health of NVMe and SCSI/SATA disks (nvme*, sd*), as root only;
        // other disks (virtio, MMC) have no SMART the runner reads: nothing to say of them.
        const QString disk = run.target.device.section(QLatin1Char('/'), -1);
        if (run.drive.isEmpty() || !(disk.startsWith(QLatin1String("nvme")) || disk.startsWith(QLatin1String("sd"))))
            return std::nullopt;
        cost.unknownReason = QStringLiteral("the drive's health was not read: it is read as root only");
        return cost;
    }
    const QJsonObject before = h.value(QStringLiteral("before")).toObject();
    const QJsonObject after = h.value(QStringLiteral("after")).toObject();
    cost.percentageUsedBefore = percentageUsed(before);
    cost.percentageUsedAfter = percentageUsed(after);
    if (before.contains(QStringLiteral("nvme"))) {
        cost.counter = QStringLiteral("nvme");
        cost.counterStepBytes = kNvmeDataUnitBytes;
    } else if (before.contains(QStringLiteral("ata"))) {
        cost.counter = QStringLiteral("ata");
        const QJsonObject ata = before.value(QStringLiteral("ata")).toObject();
        // Attribute 241's unit as the reading gives it (the sector, or 32 MiB on Intel SSDs);
        // older results: bytes_written / lbas_written, else the logical sector.
        const double unit = ata.value(QStringLiteral("lba_unit_bytes")).toDouble();
        const double lbas = ata.value(QStringLiteral("lbas_written")).toDouble();
        const double bytes = ata.value(QStringLiteral("bytes_written")).toDouble();
        cost.counterStepBytes = unit > 0 ? std::uint64_t(unit)
                                : lbas > 0 && bytes > 0 ? std::uint64_t(std::llround(bytes / lbas))
                                                        : std::uint64_t(ata.value(QStringLiteral("logical_sector_size")).toDouble());
    } else {
        return std::nullopt; // no SMART on this kind of device (virtio, most USB bridges): nothing counts
    }
    cost.driveCountedBytes = counted(h.value(QStringLiteral("host_bytes_written")));
    if (!cost.driveCountedBytes) {
        if (after.isEmpty())
            cost.unknownReason = QStringLiteral("the drive's health could not be read again after the run");
        else if (cost.counter == QLatin1String("ata"))
            cost.unknownReason = QStringLiteral("the drive keeps no count of host writes (no SMART attribute 241)");
        else
            cost.unknownReason = QStringLiteral("the drive's count of host writes could not be read");
    }
    return cost;
}

} // namespace drivebench
