// SPDX-License-Identifier: GPL-3.0-or-later
// NVMe SMART / Health log: a saved dump as `health --decode-nvme-smart FILE [--identify FILE]`
// reads it (readDumpFile: raw or hex text), decoded and judged with the controller's temperature
// thresholds (decodeHealth), then the JSON the command prints. The same decoder reads the log
// from a drive (readRawHealth).
//
// Input: the log dump, optionally followed by "\n--8<--\n" and an Identify Controller dump; each
// part is written to a file in the scratch directory and read back as the command reads it.

#include <cstdint>

#include "core/devices/drivehealth.h"
#include "core/devices/identifyhex.h"
#include "core/devices/nvmeidentify.h"
#include "tests/fuzz/fuzzsupport.h"

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    drivebench::fuzz::initialize(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace drivebench;
    const QByteArray input(reinterpret_cast<const char *>(data), qsizetype(size));
    const std::vector<QByteArray> parts = fuzz::splitRecords(input, 2);
    auto log = readDumpFile(fuzz::writeScratchFile(QStringLiteral("smart-log"), parts[0]), "an NVMe SMART log dump");
    if (!log)
        return 0;
    RawHealth raw;
    raw.kind = QStringLiteral("nvme");
    raw.nvmeLog = std::move(*log);
    if (parts.size() > 1) {
        // As the command does: an identify that does not decode is refused before the log.
        auto id = readDumpFile(fuzz::writeScratchFile(QStringLiteral("id-ctrl"), parts[1]), "an Identify Controller dump");
        if (!id || !decodeNvmeController(*id))
            return 0;
        raw.nvmeIdentify = std::move(*id);
    }
    if (const auto health = decodeHealth(QStringLiteral("smart-log.bin"), std::move(raw))) {
        (void)health->toJson();
        (void)health->temperatureC();
    }
    return 0;
}
