// SPDX-License-Identifier: GPL-3.0-or-later
// The hex-dump readers of identify data: hdparm --Istdout, xxd, xxd -p and CrystalDiskInfo text
// (parseIdentifyHex, through identifyBytesFromFile as a dump file is read), and libata's sysfs
// "id" file (parseIdentifyWords, as the drive scan reads it), each followed by the ATA decoder
// as the product does.

#include <cstdint>

#include "core/devices/ataidentify.h"
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
    const QByteArray text(reinterpret_cast<const char *>(data), qsizetype(size));
    if (const auto bytes = parseIdentifyHex(QString::fromLatin1(text))) {
        const std::vector<std::uint8_t> exact(bytes->begin(), bytes->end());
        (void)decodeAtaIdentify(exact);
        (void)decodeNvmeController(exact);
    }
    (void)identifyBytesFromFile(text);
    if (const auto words = parseIdentifyWords(text)) {
        const std::vector<std::uint8_t> exact(words->begin(), words->end());
        (void)decodeAtaIdentify(exact);
    }
    return 0;
}
