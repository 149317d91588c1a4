// SPDX-License-Identifier: GPL-3.0-or-later
// ATA IDENTIFY DEVICE: a saved dump (raw or hex text) as `identify --decode-ata FILE` reads it
// (identifyBytesFromFile), decoded (decodeAtaIdentify) and applied to a drive as a live read is.

#include <cstdint>

#include "core/devices/ataidentify.h"
#include "core/devices/drive.h"
#include "core/devices/drivejson.h"
#include "core/devices/identifyhex.h"
#include "tests/fuzz/fuzzsupport.h"

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    drivebench::fuzz::initialize(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace drivebench;
    const QByteArray contents(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto bytes = identifyBytesFromFile(contents);
    if (!bytes)
        return 0;
    // The decoder sees the bytes exactly as the device would send them: an exact-size buffer, so
    // a read past the end is caught.
    const std::vector<std::uint8_t> block(bytes->begin(), bytes->end());
    const auto id = decodeAtaIdentify(block);
    if (!id)
        return 0;
    Drive drive;
    applyAtaIdentity(drive, *id, QStringLiteral("identify"));
    (void)toJson(drive);
    return 0;
}
