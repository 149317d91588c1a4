// SPDX-License-Identifier: GPL-3.0-or-later
#include "drivechecks.h"

#include <QRegularExpression>

#include "core/devices/drive.h"
#include "core/devices/ataidentify.h"
#include "core/devices/drivehealth.h"
#include "core/devices/hwmon.h"
#include "core/devices/sysfsfile.h"

namespace drivebench {

void readTemperatureInto(Drive &d, const HwmonReader &hwmon)
{
    const auto t = d.transport == Transport::Nvme && !d.controller.isEmpty() ? hwmon.forNvmeController(d.controller)
                                                                             : hwmon.forDisk(d.name);
    if (!t || !t->primary() || !t->primary()->inputC)
        return;
    const HwmonSensor &s = *t->primary();
    d.temperatureC = s.inputC;
    d.temperatureWarnC = s.maxC;
    d.temperatureCritC = s.critC;
    d.temperatureInput = s.inputPath;
}

QString readHealthInto(Drive &d, const RawAccess &access)
{
    const bool ata = d.transport == Transport::Sata || d.transport == Transport::Usb;
    if (d.transport != Transport::Nvme && !ata)
        return {};
    // NVMe: the controller's character device carries the admin commands; the namespace works too.
    const QString path = d.transport == Transport::Nvme && !d.genericPath.isEmpty() ? d.genericPath : d.path;
    auto health = readHealth(path, d.transport == Transport::Nvme ? access : RawAccess{});
    if (!health)
        return QString::fromStdString(health.error().text());
    d.health = health->verdict;
    if (!d.temperatureC) {
        if (const auto t = health->temperatureC())
            d.temperatureC = double(*t);
    }
    if (health->controller) {
        if (!d.temperatureWarnC && health->controller->warningTempC)
            d.temperatureWarnC = double(*health->controller->warningTempC);
        if (!d.temperatureCritC && health->controller->criticalTempC)
            d.temperatureCritC = double(*health->controller->criticalTempC);
    }
    return {};
}

QStringList identityWarnings(const Drive &d, std::optional<std::uint16_t> pciVendor)
{
    QStringList warnings;
    // Brand against PCIe vendor: NVMe drives on PCIe only (a USB bridge shows its own ids).
    if (d.transport == Transport::Nvme && d.bridge.isEmpty() && pciVendor) {
        struct Brand
        {
            const char *pattern;
            const char *name;
            std::uint16_t vendor;
        };
        static const Brand kBrands[] = {
            {"(^|[^A-Z0-9])SAMSUNG([^A-Z0-9]|$)", "Samsung", 0x144D},
            {"(^|[^A-Z0-9])(WDC?|WD_BLACK|WESTERN DIGITAL|SANDISK)([^A-Z0-9]|$)", "WD/SanDisk", 0x15B7},
        };
        for (const Brand &b : kBrands) {
            const QRegularExpression re(QString::fromLatin1(b.pattern), QRegularExpression::CaseInsensitiveOption);
            if (re.match(d.model).hasMatch() && *pciVendor != b.vendor) {
                warnings << QStringLiteral("the model \"%1\" names %2, but the PCIe vendor id is 0x%3, not %2's 0x%4: "
                                           "a relabelled or counterfeit drive?")
                                .arg(d.model, QString::fromLatin1(b.name))
                                .arg(*pciVendor, 4, 16, QLatin1Char('0'))
                                .arg(b.vendor, 4, 16, QLatin1Char('0'));
            }
        }
    }
    // Identify capacity against the block device's size.
    double identifyBytes = 0;
    if (d.nvmeController) {
        if (d.nvmeNamespace)
            identifyBytes = double(d.nvmeNamespace->sizeBlocks) * d.nvmeNamespace->blockSizeBytes;
    } else if (d.ataIdentify) {
        identifyBytes = double(d.ataIdentify->capacitySectors) * d.ataIdentify->logicalSectorSize;
    }
    if (identifyBytes > 0 && d.capacityBytes > 0 && std::uint64_t(identifyBytes) != d.capacityBytes) {
        warnings << QStringLiteral("identify reports %1 bytes but the block device has %2 bytes: a host protected "
                                   "area, a bridge that hides sectors, or a drive that lies about its capacity "
                                   "(the capacity check tells which)")
                        .arg(std::uint64_t(identifyBytes))
                        .arg(d.capacityBytes);
    }
    return warnings;
}

void applyIdentityChecks(Drive &d, const QString &sysRoot)
{
    std::optional<std::uint16_t> vendor;
    bool ok = false;
    if (d.nvmeController) {
        vendor = d.nvmeController->vid;
        ok = true;
    }
    if (!ok && d.transport == Transport::Nvme && !d.controller.isEmpty()) {
        const QString sysVendor = sysfs::readTrimmed(sysRoot + QStringLiteral("/class/nvme/") + d.controller
                                                     + QStringLiteral("/device/vendor"));
        const unsigned v = sysVendor.mid(2).toUInt(&ok, 16);
        if (ok && sysVendor.startsWith(QLatin1String("0x")))
            vendor = std::uint16_t(v);
    }
    for (const QString &w : identityWarnings(d, vendor)) {
        if (!d.warnings.contains(w))
            d.warnings << w;
    }
}

} // namespace drivebench
