// SPDX-License-Identifier: GPL-3.0-or-later
#include "runpower.h"

#include <optional>

#include "core/devices/drive.h"
#include "core/devices/nvmefeatures.h"
#include "core/devices/powersettings.h"

namespace drivebench {

PowerSettings runPowerSettings(const Drive &d, const QString &sysRoot, bool live)
{
    PowerSources src;
    src.controller = d.nvmeController.get();
    src.identifyWhyNot = d.identifyError.isEmpty() ? QStringLiteral("Identify Controller not read") : d.identifyError;
    std::optional<ApstTable> back;
    if (d.transport != Transport::Nvme) {
        src.readBackWhyNot = QStringLiteral("not an NVMe drive");
    } else if (!live) {
        src.readBackWhyNot = QStringLiteral("not read outside the live system");
    } else if (auto t = readNvmeApstFeature(d.path)) {
        back = std::move(*t);
    } else {
        src.readBackWhyNot = QString::fromStdString(t.error().text());
    }
    src.readBack = back ? &*back : nullptr;
    return readPowerSettings(d, src, sysRoot);
}

} // namespace drivebench
