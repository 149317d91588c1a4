// SPDX-License-Identifier: GPL-3.0-or-later
#include <QTest>

#include "core/results/workloadfiguresjson.h"
#include "core/workloads/traces/tracegenerator.h"
#include "core/workloads/traces/traceverdict.h"
#include "tests/common/settingfixcheck.h"

using namespace drivebench;
using drivebench::test::namesSetting;

namespace {

constexpr double kPp = 1.0;  // tolerance: one percentage point

double pct(std::uint64_t part, std::uint64_t whole)
{
    return whole ? 100.0 * double(part) / double(whole) : 0.0;
}

TraceGeneratorSettings settingsFor(TraceShapeKind shape, std::uint64_t ios, std::uint64_t seed = 1)
{
    TraceGeneratorSettings s;
    s.shape = shape;
    const auto &spec = traceShapeSpec(shape);
    s.scale = double(ios) / (spec.reads + spec.writes);
    s.spanBytes = std::uint64_t(64) << 30;
    s.seed = seed;
    return s;
}

} // namespace

class TstTraceGenerator : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void model_data()
    {
        QTest::addColumn<int>("shape");
        QTest::newRow("destroyer") << int(TraceShapeKind::Destroyer);
        QTest::newRow("heavy") << int(TraceShapeKind::Heavy);
        QTest::newRow("light") << int(TraceShapeKind::Light);
    }
    // The derived distributions reproduce the published figures exactly (before sampling).
    void model()
    {
        QFETCH(int, shape);
        const auto m = buildTraceShapeModel(TraceShapeKind(shape));
        bool valid = true;
        auto mean = [&valid](const std::vector<SizeWeight> &d) {
            double sum = 0, p = 0;
            for (const auto &w : d) {
                sum += w.bytes * w.probability;
                p += w.probability;
                valid = valid && w.probability >= 0;
            }
            valid = valid && std::abs(p - 1) < 1e-9;
            return sum;
        };
        QVERIFY(std::abs(mean(m.overallSizes) / m.meanBytes - 1) < 1e-6);
        QVERIFY(std::abs(mean(m.writeSizes) / m.writeMeanBytes - 1) < 1e-6);
        QVERIFY(std::abs(mean(m.readSizes) / m.readMeanBytes - 1) < 1e-4);
        QVERIFY(valid);
        double depthSum = 0;
        for (double p : m.burstDepthProbability)
            depthSum += p;
        QVERIFY(std::abs(depthSum - 1) < 1e-9);
    }

    void statistics_data() { model_data(); }
    // Over a large sample, every mix is within 1 percentage point of its target.
    void statistics()
    {
        QFETCH(int, shape);
        auto gen = TraceGenerator::make(settingsFor(TraceShapeKind(shape), 400'000));
        QVERIFY(gen);
        const auto &m = gen->model();
        TraceStats st;
        TraceRecord r;
        std::int64_t lastTime = 0;
        while (gen->generate(r)) {
            st.add(r);
            QVERIFY(r.offset + r.length <= gen->settings().spanBytes);
            QVERIFY(r.offset % 512 == 0 && r.length % 512 == 0);
            QVERIFY(r.idleBeforeNs >= 0 && r.idleBeforeNs <= 25'000'000);
            QVERIFY(r.timeNs >= lastTime);
            lastTime = r.timeNs;
        }
        QCOMPARE(st.ios, gen->totalIos());
        const QString name = QLatin1String(m.spec.name);
        auto near = [&](double got, double want, const char *what) {
            QVERIFY2(std::abs(got - want) <= kPp,
                     qPrintable(QStringLiteral("%1 %2: %3 %% vs %4 %%")
                                    .arg(name, QLatin1String(what)).arg(got).arg(want)));
        };
        near(pct(st.readIos, st.ios), 100 * m.readShare, "read share by count");
        near(pct(st.bytesRead, st.bytesRead + st.bytesWritten), 100 * m.readByteShare,
             "read share by bytes");
        near(pct(st.sequentialIos, st.ios), 100 * m.spec.sequentialShare, "sequential share");
        for (int c = 0; c < 7; ++c)
            near(pct(st.iosBySizeClass[std::size_t(c)], st.ios), m.spec.sizeMixPct[std::size_t(c)],
                 "size class");
        double published = 0;
        for (double p : m.spec.sizeMixPct)
            published += p;
        near(pct(st.iosBySizeClass[7], st.ios), 100 - published, "other sizes");
        for (int b = 0; b < 8; ++b)
            near(pct(st.iosByQdBucket[std::size_t(b)], st.ios), m.spec.qdMixPct[std::size_t(b)],
                 "queue-depth bucket");
        // Bytes per I/O: the published mean within 1 %.
        const double meanBytes = double(st.bytesRead + st.bytesWritten) / double(st.ios);
        QVERIFY2(std::abs(meanBytes / m.meanBytes - 1) < 0.01, qPrintable(name));
    }

    void exactSizesAndScale()
    {
        TraceGeneratorSettings s;
        s.spanBytes = std::uint64_t(1) << 30;
        auto gen = TraceGenerator::make(s);  // Destroyer at the default scale
        QVERIFY(gen);
        QCOMPARE(gen->settings().scale, 0.02);
        QCOMPARE(gen->totalIos(), quint64(996'200));  // 0.02 x 49.81 M
        const auto &sizes = gen->model().overallSizes;
        auto has = [&](std::uint32_t b) {
            return std::any_of(sizes.begin(), sizes.end(),
                               [b](const SizeWeight &w) { return w.bytes == b; });
        };
        QVERIFY(has(4096) && has(65536) && has(131072));
        QVERIFY(!has(4000) && !has(64000) && !has(128000));
        QCOMPARE(gen->maxLength(), 262144u);
        // 4Kn: sizes below 4 KiB round up, everything stays aligned.
        s.alignment = 4096;
        s.scale = 0.0005;
        auto kn = TraceGenerator::make(s);
        QVERIFY(kn);
        TraceRecord r;
        while (kn->generate(r))
            QVERIFY(r.length % 4096 == 0 && r.offset % 4096 == 0);
    }

    void deterministicAndRewinds()
    {
        auto a = TraceGenerator::make(settingsFor(TraceShapeKind::Light, 5000, 42));
        auto b = TraceGenerator::make(settingsFor(TraceShapeKind::Light, 5000, 42));
        auto c = TraceGenerator::make(settingsFor(TraceShapeKind::Light, 5000, 43));
        QVERIFY(a && b && c);
        TraceRecord ra, rb, rc;
        std::vector<std::uint64_t> first;
        int differs = 0;
        while (a->generate(ra)) {
            QVERIFY(b->generate(rb));
            QVERIFY(c->generate(rc));
            QCOMPARE(ra.offset, rb.offset);
            QCOMPARE(ra.length, rb.length);
            QCOMPARE(ra.timeNs, rb.timeNs);
            differs += ra.offset != rc.offset;
            first.push_back(ra.offset);
        }
        QVERIFY(differs > 4000);
        QVERIFY(a->rewind());
        for (auto o : first) {
            QVERIFY(a->generate(ra));
            QCOMPARE(ra.offset, o);
        }
        QVERIFY(!a->generate(ra));
    }

    void groupsAreConsistent()
    {
        auto gen = TraceGenerator::make(settingsFor(TraceShapeKind::Destroyer, 20000));
        QVERIFY(gen);
        TraceRecord r;
        std::uint32_t group = 0;
        int index = 0, size = 0;
        bool first = true;
        while (gen->generate(r)) {
            if (r.groupIndex == 0) {
                if (!first)
                    QCOMPARE(index, size);  // the previous burst was complete
                QVERIFY(first || r.group == group + 1);
                group = r.group;
                size = r.groupSize;
                index = 0;
                first = false;
            } else {
                QCOMPARE(r.group, group);
                QCOMPARE(int(r.groupSize), size);
                QCOMPARE(r.idleBeforeNs, std::int64_t(0));
            }
            QCOMPARE(int(r.groupIndex), index++);
        }
        QCOMPARE(index, size);
    }

    void rejectsBadSettings()
    {
        TraceGeneratorSettings s;
        s.spanBytes = 1 << 20;
        auto small = TraceGenerator::make(s);
        QVERIFY(!small);
        QVERIFY(namesSetting(small.error(), Setting::Size, QStringLiteral("4M")));
        s.spanBytes = std::uint64_t(1) << 30;
        s.scale = 1e-9;
        QVERIFY(!TraceGenerator::make(s));
        s.scale = 11;
        QVERIFY(!TraceGenerator::make(s));
        QVERIFY(parseTraceShape(QStringLiteral("heavy")));
        QVERIFY(!parseTraceShape(QStringLiteral("medium")));
    }

    void verdict()
    {
        TraceVerdictInputs in;
        in.bytes = 1'000'000'000;
        in.busyS = 4;
        in.ios = 1000;
        in.iosOver10ms = 25;
        in.iosOver100ms = 1;
        in.read.mean = 300;
        in.read.p99 = 2000;
        in.all.mean = 350;
        const auto v = computeTraceVerdict(in);
        QCOMPARE(v.avgDataRateBytesPerS, 2.5e8);
        QCOMPARE(v.iosOver10msPct, 2.5);
        QCOMPARE(v.iosOver100msPct, 0.1);
        const auto json = toJson(v);
        QCOMPARE(json[QStringLiteral("latency_us")].toObject()[QStringLiteral("read")].toObject()
                     [QStringLiteral("p99")].toDouble(), 2000.0);
        QCOMPARE(json[QStringLiteral("ios_over_10ms_pct")].toDouble(), 2.5);
        QVERIFY(json.contains(QStringLiteral("avg_data_rate_bytes_per_s")));
    }
};

QTEST_GUILESS_MAIN(TstTraceGenerator)
#include "tst_tracegenerator.moc"
