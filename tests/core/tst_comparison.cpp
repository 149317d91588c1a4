// Comparison of runs: values, differences in %, the better run, JSON shape.
#include <QJsonArray>
#include <QTest>

#include "core/results/comparison.h"
#include "tests/common/sampleruns.h"

using namespace drivebench;

namespace {

TestResult test(const char *id, const char *op, double bw, double iops, double meanUs, double p99Us)
{
    TestResult t;
    t.id = QLatin1String(id);
    t.op = QLatin1String(op);
    t.bandwidthBytesPerS = bw;
    t.iops = iops;
    t.latencyUs.mean = meanUs;
    t.latencyUs.p99 = p99Us;
    return t;
}

const ComparisonRow *row(const Comparison &c, const char *id, const char *op, CompareMetric m)
{
    for (const ComparisonRow &r : c.rows)
        if (r.testId == QLatin1String(id) && r.op == QLatin1String(op) && r.metric == m)
            return &r;
    return nullptr;
}

} // namespace

class TstComparison : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void deltasAndBest()
    {
        RunResult a, b, c;
        a.tests = {test("SEQ1M_Q8T1", "read", 2000e6, 1907, 4000, 5000), test("SEEK_FULL", "read", 0, 75, 13000, 20000)};
        b.tests = {test("SEQ1M_Q8T1", "read", 2500e6, 2384, 3000, 6000)};
        c.tests = {test("SEQ1M_Q8T1", "read", 1000e6, 953, 8000, 4000), test("RND4K_Q1T1", "write", 200e6, 48828, 20, 40)};
        const Comparison cmp = compareRuns({a, b, c});

        const ComparisonRow *bw = row(cmp, "SEQ1M_Q8T1", "read", CompareMetric::Bandwidth);
        QVERIFY(bw);
        QCOMPARE(bw->values.size(), std::size_t(3));
        QCOMPARE(*bw->deltaPct[0], 0.0);
        QCOMPARE(*bw->deltaPct[1], 25.0);
        QCOMPARE(*bw->deltaPct[2], -50.0);
        QCOMPARE(bw->best, 1);
        const ComparisonRow *mean = row(cmp, "SEQ1M_Q8T1", "read", CompareMetric::LatencyMean);
        QCOMPARE(mean->best, 1); // lower latency is better
        const ComparisonRow *p99 = row(cmp, "SEQ1M_Q8T1", "read", CompareMetric::LatencyP99);
        QCOMPARE(p99->best, 2);
        QCOMPARE(*p99->deltaPct[2], -20.0);

        // A latency-only test has no bandwidth row; a test the first run lacks has no deltas.
        QVERIFY(!row(cmp, "SEEK_FULL", "read", CompareMetric::Bandwidth));
        const ComparisonRow *seek = row(cmp, "SEEK_FULL", "read", CompareMetric::Iops);
        QVERIFY(seek);
        QVERIFY(!seek->values[1]);
        QCOMPARE(seek->best, -1); // only one run has it
        const ComparisonRow *rnd = row(cmp, "RND4K_Q1T1", "write", CompareMetric::Iops);
        QVERIFY(rnd);
        QVERIFY(!rnd->deltaPct[2]);
        // Tests keep the order of first appearance.
        QCOMPARE(cmp.rows.front().testId, QStringLiteral("SEQ1M_Q8T1"));
        QCOMPARE(cmp.rows.back().testId, QStringLiteral("RND4K_Q1T1"));
    }

    void jsonShape()
    {
        RunResult a, b;
        a.tests = {test("SEQ1M_Q8T1", "read", 2000e6, 0, 0, 0)};
        b.tests = {test("SEQ1M_Q8T1", "read", 3000e6, 0, 0, 0)};
        const QJsonObject json = toJson(compareRuns({a, b}), {12, 15});
        QCOMPARE(json.value(QStringLiteral("runs")).toArray(), (QJsonArray{12, 15}));
        const QJsonArray tests = json.value(QStringLiteral("tests")).toArray();
        QCOMPARE(tests.size(), 1);
        const QJsonObject t = tests.at(0).toObject();
        QCOMPARE(t.value(QStringLiteral("id")).toString(), QStringLiteral("SEQ1M_Q8T1"));
        QCOMPARE(t.value(QStringLiteral("op")).toString(), QStringLiteral("read"));
        QCOMPARE(t.value(QStringLiteral("metric")).toString(), QStringLiteral("bandwidth_bytes_per_s"));
        QCOMPARE(t.value(QStringLiteral("values")).toArray(), (QJsonArray{2000e6, 3000e6}));
        QCOMPARE(t.value(QStringLiteral("delta_pct")).toArray(), (QJsonArray{0.0, 50.0}));
        QCOMPARE(t.value(QStringLiteral("best")).toInt(), 15);
    }

    void tieHasNoBest()
    {
        RunResult a, b;
        a.tests = {test("SEQ1M_Q8T1", "read", 2000e6, 0, 0, 0)};
        b.tests = {test("SEQ1M_Q8T1", "read", 2000e6, 0, 0, 0)};
        const Comparison cmp = compareRuns({a, b});
        QCOMPARE(cmp.rows.size(), std::size_t(1));
        QCOMPARE(cmp.rows.front().best, -1);
        QVERIFY(toJson(cmp, {1, 2}).value(QStringLiteral("tests")).toArray().at(0).toObject().value(QStringLiteral("best")).isNull());
    }

    void textTable()
    {
        RunResult a, b;
        a.tests = {test("SEQ1M_Q8T1", "read", 2000e6, 0, 0, 0)};
        b.tests = {test("SEQ1M_Q8T1", "read", 3000e6, 0, 0, 0)};
        const QString text = comparisonText(compareRuns({a, b}), {QStringLiteral("#1 old"), QStringLiteral("#2 new")});
        QVERIFY2(text.contains(QStringLiteral("2000.00")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("3000.00 (+50.0 %) *")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("#2 new")));
    }
};

QTEST_GUILESS_MAIN(TstComparison)
#include "tst_comparison.moc"
