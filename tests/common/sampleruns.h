// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Deterministic, fully populated runs for the results tests: every field of RunResult set, so a
// round trip that drops one shows up as a difference.

#include <QJsonArray>

#include "core/results/runrecordjson.h"
#include "core/results/runresult.h"
#include "core/util/utctime.h"
#include "tests/common/storedfigures.h"

namespace drivebench::testing {

/// A test with per-thread figures, `samples` live samples and extra curves; `seed` varies the numbers.
inline TestResult sampleTest(const QString &id, const QString &op, std::uint32_t blockSize, int qd,
                             int threads, int seed, int samples = 40)
{
    TestResult t;
    t.id = id;
    t.op = op;
    t.blockSize = blockSize;
    t.queueDepth = qd;
    t.threads = threads;
    t.passes = 3;
    t.readPercent = op == QLatin1String("write") ? 0 : 100;
    t.aggregation = QStringLiteral("best");
    t.bandwidthBytesPerS = 1.0e9 / 3.0 * (1 + seed % 7) + 0.125;
    t.iops = t.bandwidthBytesPerS / blockSize;
    t.ios = 9'007'199'254'740'993ull + std::uint64_t(seed); // > 2^53: exact in SQLite INTEGER
    t.readIos = op == QLatin1String("write") ? 0 : 1000 + seed;
    t.writeIos = op == QLatin1String("write") ? 1000 + seed : 0;
    t.bytesRead = t.readIos * blockSize;
    t.bytesWritten = t.writeIos * blockSize;
    t.durationS = 5.000123;
    t.latencyUs = {10.5, 80.25 + seed, 70.0, 90.0, 120.125, 250.0, 999.5, 5000.75};
    t.readLatencyUs = {11, 81, 71, 91, 121, 251, 1000, 5001};
    t.writeLatencyUs = {12, 82, 72, 92, 122, 252, 1001, 5002};
    t.bandwidthSpread = {t.bandwidthBytesPerS * 0.9, t.bandwidthBytesPerS, t.bandwidthBytesPerS * 0.95, 1234.5};
    t.iopsSpread = {t.iops * 0.9, t.iops, t.iops * 0.95, 0.3};
    t.passBandwidthBytesPerS = {t.bandwidthBytesPerS * 0.9, t.bandwidthBytesPerS, t.bandwidthBytesPerS * 0.95};
    for (int k = 0; k < threads; ++k)
        t.perThread.push_back({k, t.bandwidthBytesPerS / threads, t.iops / threads,
                               std::uint64_t(100 + k), std::uint64_t(100 + k) * blockSize,
                               {1.0 + k, 2, 3, 4, 5, 6, 7, 8.0 + k}});
    for (int k = 0; k < samples; ++k)
        t.samples.push_back({0.1 * (k / threads + 1), k % threads, std::uint64_t(4096) * (k + 1),
                             std::uint64_t(k + 1), 80.0 + k * 0.001, 200.0 + k});
    t.errors << QStringLiteral("pass 2 was slower than pass 1 by 12 % (thermal throttling?)");
    t.notes << QStringLiteral("psync engine: one request in flight per thread");
    t.completed = true;
    QJsonArray curve;
    for (int k = 0; k < 8; ++k)
        curve.append(QJsonArray{k * 12.5, 500.0 - k * 3.25});
    insertExtra(t, QStringLiteral("curve"), curve);
    insertExtra(t, QStringLiteral("verdict"), QStringLiteral("steady"));
    return t;
}

/// A whole run on `model`/`serial` with the CDM default four tests read and write.
inline RunResult sampleRun(int seed, const QString &model = QStringLiteral("Samsung SSD 980 PRO 1TB"),
                           const QString &serial = QStringLiteral("S5GXNF0R123456"), int samples = 40)
{
    RunResult run;
    run.toolVersion = QStringLiteral("0.1.0");
    run.target = {QStringLiteral("/mnt/data"), QStringLiteral("file"), QStringLiteral("ext4"),
                  QStringLiteral("/dev/nvme0n1"), 1ull << 30};
    run.settings = settingsFromJson({{QStringLiteral("profile"), QStringLiteral("default")},
                                     {QStringLiteral("passes"), 3},
                                     {QStringLiteral("duration_s"), 5},
                                     {QStringLiteral("interval_s"), 5},
                                     {QStringLiteral("size_bytes"), double(1ull << 30)}});
    run.drive = driveFromJson({{QStringLiteral("model"), model},
                               {QStringLiteral("serial"), serial},
                               {QStringLiteral("firmware"), QStringLiteral("5B2QGXA7")},
                               {QStringLiteral("link"), QStringLiteral("PCIe 4.0 x4")}});
    run.startedAt = utcDateTime(QDate(2026, 11, 1 + seed % 28), QTime(12, seed % 60, 0, 5));
    run.finishedAt = run.startedAt.addSecs(95);
    run.kernel = QStringLiteral("Linux 6.1.0-27-amd64");
    run.cpu = QStringLiteral("AMD Ryzen 7 5800X 8-Core Processor");
    run.engine = QStringLiteral("io_uring");
    run.cached = false;
    run.comment = QStringLiteral("after firmware update, run %1").arg(seed);
    const struct { const char *id; std::uint32_t bs; int qd; int threads; } kTests[] = {
        {"SEQ1M_Q8T1", 1u << 20, 8, 1}, {"SEQ1M_Q1T1", 1u << 20, 1, 1},
        {"RND4K_Q32T1", 4096, 32, 1}, {"RND4K_Q1T1", 4096, 1, 1}};
    for (const char *op : {"read", "write"})
        for (const auto &d : kTests)
            run.tests.push_back(sampleTest(QLatin1String(d.id), QLatin1String(op), d.bs, d.qd, d.threads,
                                           seed + int(run.tests.size()), samples));
    run.errors << QStringLiteral("none");
    run.completed = true;
    return run;
}

} // namespace drivebench::testing
