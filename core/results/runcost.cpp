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
    if (!v.isDouble() || !std::isfinite(v.toDouble()) || v.toDouble() < 0)
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

std::optional<RunCost> runCostOf(const RunResult &run)
{
    RunCost cost;
    for (const TestResult &t : run.tests)
        cost.testsWroteBytes += t.bytesWritten;
    if (cost.testsWroteBytes == 0)
        return std::nullopt;
    const QJsonObject &h = run.health;
    if (h.isEmpty()) {
        if (run.drive.isEmpty())
            return std::nullopt; // no drive behind the target: nothing counts its writes
        cost.unknownReason = QStringLiteral("the drive's health was not read: it needs root (the NVMe or ATA log)");
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
        // Attribute 241's unit as thermalmonitor used it: bytes_written / lbas_written.
        const double lbas = ata.value(QStringLiteral("lbas_written")).toDouble();
        const double bytes = ata.value(QStringLiteral("bytes_written")).toDouble();
        cost.counterStepBytes = lbas > 0 && bytes > 0 ? std::uint64_t(std::llround(bytes / lbas))
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
