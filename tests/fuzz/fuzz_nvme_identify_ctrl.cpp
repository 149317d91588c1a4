// SPDX-License-Identifier: GPL-3.0-or-later
// NVMe Identify Controller: a saved dump as `identify --decode-nvme FILE` reads it, decoded
// (decodeNvmeController) and applied to a drive as a live read is.

#include <cstdint>

#include "core/devices/drive.h"
#include "core/devices/drivejson.h"
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
    const auto bytes = identifyBytesFromFile(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)));
    if (!bytes)
        return 0;
    const std::vector<std::uint8_t> page(bytes->begin(), bytes->end());
    const auto ctrl = decodeNvmeController(page);
    if (!ctrl)
        return 0;
    Drive drive;
    applyNvmeIdentity(drive, *ctrl, nullptr, QStringLiteral("identify"));
    (void)toJson(drive);
    return 0;
}
