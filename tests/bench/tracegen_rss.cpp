// SPDX-License-Identifier: GPL-3.0-or-later
// bench_tracegen_rss: generates a Destroyer-like trace of N I/Os and reports the process's peak
// resident set (getrusage ru_maxrss), to show that the streaming generator's memory stays flat
// from 10^5 to 10^7 I/Os. Run by tracegen-memory.sh, one process per size (peak RSS only grows).
//   bench_tracegen_rss N count          walk every record into TraceStats (count only)
//   bench_tracegen_rss N export FILE    write the trace as fio iolog v3 to FILE (/dev/null)
#include <sys/resource.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include <QString>

#include "core/workloads/traces/iolog.h"
#include "core/workloads/traces/tracegenerator.h"

using namespace drivebench;

int main(int argc, char **argv)
{
    if (argc < 3 || (std::strcmp(argv[2], "export") == 0 && argc < 4)) {
        std::fprintf(stderr, "usage: %s IOS count | IOS export FILE\n", argv[0]);
        return 2;
    }
    const double ios = std::strtod(argv[1], nullptr);
    const TraceShapeSpec &spec = traceShapeSpec(TraceShapeKind::Destroyer);
    TraceGeneratorSettings g;
    g.shape = TraceShapeKind::Destroyer;
    g.scale = ios / (spec.reads + spec.writes);   // exactly N I/Os (rounded)
    g.spanBytes = 64ull << 30;                    // a 64 GiB test file's span
    auto gen = TraceGenerator::make(g);
    if (!gen) {
        std::fprintf(stderr, "%s\n", gen.error().text().c_str());
        return 1;
    }
    const auto start = std::chrono::steady_clock::now();
    std::uint64_t count = 0, bytes = 0;
    if (std::strcmp(argv[2], "export") == 0) {
        auto written = exportIologV3(*gen, QString::fromLocal8Bit(argv[3]),
                                     QStringLiteral("/mnt/test/drivebench-trace.dat"));
        if (!written) {
            std::fprintf(stderr, "%s\n", written.error().text().c_str());
            return 1;
        }
        count = *written;
    } else {
        TraceStats stats;
        TraceRecord r;
        while (gen->generate(r))
            stats.add(r);
        count = stats.ios;
        bytes = stats.bytesRead + stats.bytesWritten;
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    std::printf("mode=%s ios=%llu bytes=%llu seconds=%.2f maxrss_kib=%ld\n", argv[2],
                static_cast<unsigned long long>(count), static_cast<unsigned long long>(bytes),
                seconds, usage.ru_maxrss);
    return count == gen->totalIos() ? 0 : 1;
}
