// SPDX-License-Identifier: GPL-3.0-or-later
// Opening a results library file (SQLite) that is damaged or foreign, as the window and the
// history/show/compare commands open one (ResultLibrary::open), then reading it as they do:
// the history, each run's summary and whole run, and PRAGMA integrity_check. The file is a copy
// in the scratch directory; its -wal and -shm files are removed with it after each input.

#include <cstdint>

#include "core/results/resultlibrary.h"
#include "tests/fuzz/fuzzsupport.h"

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    drivebench::fuzz::initialize(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace drivebench;
    const QString name = QStringLiteral("results.sqlite");
    const QString path = fuzz::writeScratchFile(name, data, size);
    {
        ResultLibrary::Options options;
        options.mode = ResultLibrary::OpenMode::ExistingOnly;
        options.busyTimeoutMs = 0; // nothing else holds this file; never wait
        if (auto library = ResultLibrary::open(path, options)) {
            if (const auto history = (*library)->history()) {
                for (const RunSummary &s : *history) {
                    (void)(*library)->summary(s.id);
                    (void)(*library)->load(s.id);
                }
            }
            (void)(*library)->integrityCheck();
        }
    }
    for (const char *suffix : {"", "-wal", "-shm", "-journal"})
        fuzz::removeScratchFile(name + QLatin1String(suffix));
    return 0;
}
