// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Synthetic results for the GUI tests: plausible figures of a SATA SSD, built in code so the tests
// need no drive. Not measurements: only the widgets' handling of them is under test.

#include <QJsonArray>
#include <QJsonObject>

#include "core/results/runrecordjson.h"
#include "core/results/runresult.h"
#include "core/util/utctime.h"
#include "tests/common/storedfigures.h"

namespace drivebench::test {

using drivebench::testing::insertExtra;

inline TestResult syntheticTest(const QString &id, const QString &op, double mbps, int qd, int threads,
                                std::uint32_t blockSize)
{
    TestResult t;
    t.id = id;
    t.op = op;
    t.blockSize = blockSize;
    t.queueDepth = qd;
    t.threads = threads;
    t.passes = 3;
    t.aggregation = QStringLiteral("best");
    t.bandwidthBytesPerS = mbps * 1e6;
    t.iops = t.bandwidthBytesPerS / blockSize;
    t.durationS = 15;
    t.ios = std::uint64_t(t.iops * t.durationS);
    const double meanUs = 1e6 * qd * threads / t.iops;
    t.latencyUs = {meanUs * 0.3, meanUs, meanUs * 0.95, meanUs * 1.4, meanUs * 2.5,
                   meanUs * 4, meanUs * 6, meanUs * 9};
    t.bandwidthSpread = {t.bandwidthBytesPerS * 0.97, t.bandwidthBytesPerS, t.bandwidthBytesPerS * 0.985,
                         t.bandwidthBytesPerS * 0.01};
    for (int i = 0; i < threads; ++i) {
        ThreadResult r;
        r.thread = i;
        r.bandwidthBytesPerS = t.bandwidthBytesPerS / threads;
        r.iops = t.iops / threads;
        r.latencyUs = t.latencyUs;
        t.perThread.push_back(r);
    }
    t.completed = true;
    return t;
}

inline RunResult syntheticHeader()
{
    RunResult run;
    run.toolVersion = QStringLiteral("0.1.0");
    run.target = {QStringLiteral("/mnt/data"), QStringLiteral("file"), QStringLiteral("ext4"),
                  QStringLiteral("/dev/sda"), 1ull << 30};
    run.settings = settingsFromJson(QJsonObject{{QStringLiteral("profile"), QStringLiteral("default")},
                                                {QStringLiteral("passes"), 3},
                                                {QStringLiteral("duration_s"), 5},
                                                {QStringLiteral("interval_s"), 0},
                                                {QStringLiteral("data"), QStringLiteral("random")}});
    run.drive = driveFromJson(QJsonObject{
        {QStringLiteral("model"), QStringLiteral("Samsung SSD 860 EVO 500GB")},
        {QStringLiteral("firmware"), QStringLiteral("RVT04B6Q")},
        {QStringLiteral("link"), QJsonObject{{QStringLiteral("current"), QStringLiteral("SATA 3.0 Gb/s")},
                                             {QStringLiteral("max"), QStringLiteral("SATA 6.0 Gb/s")},
                                             {QStringLiteral("degraded"), true}}}});
    run.startedAt = utcDateTime(QDate(2026, 11, 29), QTime(20, 0));
    run.engine = QStringLiteral("io_uring");
    run.kernel = QStringLiteral("Linux 6.1.0-27-amd64");
    return run;
}

inline RunResult syntheticDefaultRun()
{
    RunResult run = syntheticHeader();
    const struct { const char *id; double r, w; int qd, t; std::uint32_t bs; } rows[] = {
        {"SEQ1M_Q8T1", 560.2, 531.7, 8, 1, 1u << 20},
        {"SEQ1M_Q1T1", 521.4, 498.0, 1, 1, 1u << 20},
        {"RND4K_Q32T1", 398.3, 352.9, 32, 1, 4096},
        {"RND4K_Q1T1", 48.61, 121.3, 1, 1, 4096},
    };
    for (const auto &r : rows)
        run.tests.push_back(syntheticTest(QLatin1String(r.id), QStringLiteral("read"), r.r, r.qd, r.t, r.bs));
    for (const auto &r : rows)
        run.tests.push_back(syntheticTest(QLatin1String(r.id), QStringLiteral("write"), r.w, r.qd, r.t, r.bs));
    run.finishedAt = run.startedAt.addSecs(150);
    run.completed = true;
    run.comment = QStringLiteral("synthetic figures");
    return run;
}

inline RunResult syntheticAsSsdRun()
{
    RunResult run = syntheticHeader();
    const struct { const char *id; double r, w; int qd, t; std::uint32_t bs; } rows[] = {
        {"ASSSD_SEQ", 520.0, 480.0, 1, 1, 16u << 20},
        {"ASSSD_4K", 40.0, 100.0, 1, 1, 4096},
        {"ASSSD_4K64", 300.0, 250.0, 1, 64, 4096},
    };
    for (const auto &r : rows) {
        run.tests.push_back(syntheticTest(QLatin1String(r.id), QStringLiteral("read"), r.r, r.qd, r.t, r.bs));
        run.tests.push_back(syntheticTest(QLatin1String(r.id), QStringLiteral("write"), r.w, r.qd, r.t, r.bs));
    }
    run.completed = true;
    return run;
}

inline TestResult syntheticSurfaceTest()
{
    TestResult t = syntheticTest(QStringLiteral("SURFACE"), QStringLiteral("read"), 150, 1, 1, 1u << 20);
    QJsonArray points;
    for (int i = 0; i <= 20; ++i)
        points.append(QJsonObject{{QStringLiteral("offset_pct"), i * 5.0},
                                  {QStringLiteral("bandwidth_bytes_per_s"), (200.0 - i * 4.5) * 1e6}});
    insertExtra(t, QStringLiteral("surface"), points);
    return t;
}

/// A block-size sweep (ATTO's sizes, 512 B .. 64 MiB): a write and a read test per size, rates
/// rising with the size to a plateau (the sweep's ids and labels, as core names them).
inline RunResult syntheticSweepRun()
{
    RunResult run = syntheticHeader();
    run.settings.profile = QStringLiteral("sweep");
    std::vector<std::uint32_t> sizes;
    for (std::uint32_t s = 512; s <= 8u << 20; s *= 2)
        sizes.push_back(s);
    for (std::uint32_t mib : {12u, 16u, 24u, 32u, 48u, 64u})
        sizes.push_back(mib << 20);
    for (std::uint32_t size : sizes) {
        const QString label = size >= (1u << 20) ? QStringLiteral("%1 MiB").arg(size >> 20)
                              : size >= 1024u    ? QStringLiteral("%1 KiB").arg(size >> 10)
                                                 : QStringLiteral("%1 B").arg(size);
        const QString id = QStringLiteral("SWEEP_") + QString(label).remove(QLatin1Char(' ')).toUpper();
        const double plateau = 2800.0 / (1.0 + 65536.0 / size);
        for (const char *op : {"write", "read"}) {
            TestResult t = syntheticTest(id, QLatin1String(op), plateau * (op[0] == 'r' ? 1.0 : 0.8), 4, 1, size);
            t.label = label;
            run.tests.push_back(t);
        }
    }
    return run;
}

/// A surface scan of 200 points over 1 GiB with an unreadable region (points 60-67), two slow
/// points and one access read that failed, as its typed error map records them.
inline TestResult syntheticSurfaceWithErrorsTest()
{
    TestResult t = syntheticSurfaceTest();
    QString cells(200, QLatin1Char('g'));
    for (int i = 60; i < 68; ++i)
        cells[i] = QLatin1Char('b');
    cells[120] = QLatin1Char('s');
    cells[121] = QLatin1Char('s');
    cells[150] = QLatin1Char('b');
    QJsonArray bad;
    for (int i = 60; i < 68; ++i)
        bad.append(QJsonObject{{QStringLiteral("offset_bytes"), double(i) * (1024.0 - 8) / 199 * 1048576},
                               {QStringLiteral("length_bytes"), 65536}, {QStringLiteral("errno"), 5},
                               {QStringLiteral("read"), QStringLiteral("transfer")}});
    bad.append(QJsonObject{{QStringLiteral("offset_bytes"), 150.2 * (1024.0 - 8) / 199 * 1048576},
                           {QStringLiteral("length_bytes"), 4096}, {QStringLiteral("errno"), 5},
                           {QStringLiteral("read"), QStringLiteral("access")}});
    insertExtra(t, QStringLiteral("error_map"),
                   QJsonObject{{QStringLiteral("span_bytes"), 1073741824.0},
                               {QStringLiteral("point_bytes"), 8388608.0},
                               {QStringLiteral("cells"), cells},
                               {QStringLiteral("good"), 189}, {QStringLiteral("slow"), 2},
                               {QStringLiteral("bad"), 9}, {QStringLiteral("not_scanned"), 0},
                               {QStringLiteral("read_errors"), 9},
                               {QStringLiteral("median_point_ms"), 42.0},
                               {QStringLiteral("stopped"), QJsonValue()},
                               {QStringLiteral("bad_points"), bad},
                               {QStringLiteral("bad_points_not_listed"), 0},
                               {QStringLiteral("slow_points"), QJsonArray()}});
    insertExtra(t, QStringLiteral("access_scatter"), QJsonArray{});
    return t;
}

} // namespace drivebench::test
