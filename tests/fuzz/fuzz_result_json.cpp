// SPDX-License-Identifier: GPL-3.0-or-later
// A result file to import, as `drivebench-cli import FILE` and the window's Import read it
// (readResultFile: DriveBench result JSON, or fio JSON by content), then serialised again as the
// library and the exports do.

#include <cstdint>

#include "core/results/resultimport.h"
#include "core/results/resultjson.h"
#include "tests/fuzz/fuzzsupport.h"

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    drivebench::fuzz::initialize(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace drivebench;
    const QString path = fuzz::writeScratchFile(QStringLiteral("result.json"), data, size);
    if (const auto runs = readResultFile(path)) {
        for (const ImportedRun &r : *runs)
            (void)runFromJson(toJson(r.run));
    }
    return 0;
}
