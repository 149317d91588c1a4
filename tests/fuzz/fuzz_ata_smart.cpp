// SPDX-License-Identifier: GPL-3.0-or-later
// ATA SMART: SMART READ DATA and READ THRESHOLDS dumps as `health --decode-ata-smart DATA
// THRESHOLDS [--identify FILE]` reads them (readDumpFile: raw or hex text), with the drive's
// IDENTIFY for libatasmart's per-model quirks and an SCT Status block as a drive gives one,
// decoded and judged (decodeHealth), then the JSON the command prints. The same decoder reads the
// blocks from a drive (readRawHealth).
//
// Input: data, thresholds, then optionally identify and SCT Status, joined by "\n--8<--\n"; each
// part is written to a file in the scratch directory and read back as the command reads it.

#include <cstdint>

#ifdef DRIVEBENCH_REGEX_CACHE
#include <regex.h>

#include <cstdio>
#include <cstdlib>

#include "tests/fuzz/regexcache.h"
#endif

#include "core/devices/drivehealth.h"
#include "core/devices/identifyhex.h"
#include "tests/fuzz/fuzzsupport.h"

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    drivebench::fuzz::initialize(argc, argv);
#ifdef DRIVEBENCH_REGEX_CACHE
    // The fuzz build's compile-once regcomp (regexcache.cpp) must be the one libatasmart calls;
    // if the sanitizer runtime's took its place again, every run would silently be 40 times slower.
    regex_t probe;
    const std::size_t before = drivebench::fuzz::regexCacheEntries();
    if (regcomp(&probe, "^drivebench regex cache probe$", REG_EXTENDED | REG_NOSUB) != 0
        || drivebench::fuzz::regexCacheEntries() != before + 1) {
        std::fprintf(stderr, "fuzz_ata_smart: regexcache.cpp's regcomp is not the one in use\n");
        std::abort();
    }
    regfree(&probe);
#endif
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace drivebench;
    const QByteArray input(reinterpret_cast<const char *>(data), qsizetype(size));
    const std::vector<QByteArray> parts = fuzz::splitRecords(input, 4);
    if (parts.size() < 2)
        return 0; // the command needs both files
    std::vector<std::vector<std::uint8_t>> blocks;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        auto bytes = readDumpFile(fuzz::writeScratchFile(QStringLiteral("block-%1").arg(i), parts[i]), "a SMART dump");
        if (!bytes)
            return 0;
        blocks.push_back(std::move(*bytes));
    }
    RawHealth raw;
    raw.kind = QStringLiteral("ata");
    raw.ataData = std::move(blocks[0]);
    raw.ataThresholds = std::move(blocks[1]);
    if (blocks.size() > 2)
        raw.ataIdentify = std::move(blocks[2]);
    if (blocks.size() > 3)
        raw.sctStatus = std::move(blocks[3]);
    if (const auto health = decodeHealth(QStringLiteral("smart.data"), std::move(raw))) {
        (void)health->toJson();
        (void)health->temperatureC();
    }
    return 0;
}
