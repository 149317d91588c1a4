// SPDX-License-Identifier: GPL-3.0-or-later
// NVMe Identify Namespace: a saved dump as `identify --decode-nvme-ns FILE` reads it, decoded
// (decodeNvmeNamespace) and applied with a controller page as a live read is.

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
    const auto ns = decodeNvmeNamespace(page);
    if (!ns)
        return 0;
    (void)toJson(*ns);
    Drive drive;
    applyNvmeIdentity(drive, NvmeControllerIdentify{}, &*ns, QStringLiteral("identify"));
    (void)toJson(drive);
    return 0;
}
