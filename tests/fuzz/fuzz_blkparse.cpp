// SPDX-License-Identifier: GPL-3.0-or-later
// Trace replay input: blkparse's default text output,
// opened by format detection (openTraceFile) and loaded for replay (loadTraceForReplay). One
// body with fuzz_iolog; the seed corpus and the dictionary make the difference.

#include <cstdint>

#include "tests/fuzz/fuzzsupport.h"
#include "tests/fuzz/tracefuzz.h"

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    drivebench::fuzz::initialize(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    drivebench::fuzz::replayTraceInput(data, size);
    return 0;
}
