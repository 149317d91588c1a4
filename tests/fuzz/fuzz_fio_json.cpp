// SPDX-License-Identifier: GPL-3.0-or-later
// fio's --output-format=json / json+ output, as `drivebench-cli import FILE` reads it
// (runsFromFioJson, which readResultFile calls for fio files), each run then serialised as the
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
    const QByteArray text(reinterpret_cast<const char *>(data), qsizetype(size));
    if (const auto runs = runsFromFioJson(text, QStringLiteral("fuzz.json"))) {
        for (const RunResult &run : *runs)
            (void)runFromJson(toJson(run)); // what the library's load() does with a stored run
    }
    return 0;
}
