// SPDX-License-Identifier: GPL-3.0-or-later
// A test's typed curves (core/results/testcurves.h): a known extra gives known series (names,
// labels, units, scaled points, rates first), a capacity verdict's nested curves, one unit for
// the positions of all of a test's curves, inUnitsOf; malformed extras give no curve, never a
// crash.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include "core/results/resultjson.h"
#include "core/results/runresult.h"
#include "core/results/testcurves.h"
#include "core/results/testthermal.h"
#include "core/results/workloadfigures.h"
#include "core/results/workloadfiguresjson.h"
#include "tests/common/storedfigures.h"

using drivebench::testing::setExtra;

using namespace drivebench;

namespace {

TestResult withExtra(const QJsonObject &extra)
{
    TestResult t;
    t.id = QStringLiteral("T");
    t.op = QStringLiteral("read");
    t.completed = true;
    setExtra(t, extra);
    return t;
}

QJsonObject point(const char *xField, double x, const char *yField, double y)
{
    return QJsonObject{{QLatin1String(xField), x}, {QLatin1String(yField), y}};
}

} // namespace

class TstTestCurves : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void surfaceScanGivesRateThenAccessTime()
    {
        // 300 MiB scanned: positions in MiB (the unit that fits), MB/s, access times in ms
        // (the largest reaches 1 ms); the rate first though access_scatter sorts first.
        SurfaceScanFigures f;
        const std::uint64_t span = 300ull << 20;
        for (std::uint64_t i = 0; i <= 4; ++i) {
            f.surface.push_back({i * span / 4, 100e6 + double(i) * 1e6});
            f.scatter.push_back({i * span / 4, 500.0 + 500.0 * double(i)});
        }
        WorkloadFigures w;
        w.surface = f;
        const std::vector<CurveSeries> curves = testCurves(withExtra(workloadFiguresJson(w)));
        QCOMPARE(curves.size(), std::size_t(2));
        const CurveSeries &rate = curves[0];
        QCOMPARE(rate.name, QStringLiteral("surface"));
        QCOMPARE(rate.setKind, CurveSet::SurfaceRate);
        QCOMPARE(rate.title, QStringLiteral("transfer rate"));
        QCOMPARE(rate.xLabel, QStringLiteral("offset (MiB)"));
        QCOMPARE(rate.yLabel, QStringLiteral("MB/s"));
        QCOMPARE(rate.yUnit, QStringLiteral("MB/s"));
        QCOMPARE(rate.xField, QStringLiteral("offset_bytes"));
        QCOMPARE(rate.yField, QStringLiteral("bandwidth_bytes_per_s"));
        QCOMPARE(rate.x, (QList<double>{0, 75, 150, 225, 300}));
        QCOMPARE(rate.y, (QList<double>{100, 101, 102, 103, 104}));
        QVERIFY(!rate.scatter);
        const CurveSeries &access = curves[1];
        QCOMPARE(access.setKind, CurveSet::AccessTimes);
        QCOMPARE(access.title, QStringLiteral("access time"));
        QCOMPARE(access.yUnit, QStringLiteral("ms"));
        QCOMPARE(access.yLabel, QStringLiteral("latency (ms)"));
        QCOMPARE(access.y, (QList<double>{0.5, 1, 1.5, 2, 2.5}));
        QVERIFY(access.scatter);
    }

    void sweepGivesOneSeriesPerFigureOnABlockSizeAxis()
    {
        WorkloadFigures w;
        w.sweep.emplace();
        for (std::uint32_t size : {4096u, 16384u, 65536u}) {
            SweepPoint p;
            p.blockBytes = size;
            p.byOp[QStringLiteral("read")] = {double(size) * 1000, 1000};
            p.byOp[QStringLiteral("write")] = {double(size) * 500, 500};
            w.sweep->points.push_back(p);
        }
        const std::vector<CurveSeries> curves = testCurves(withExtra(workloadFiguresJson(w)));
        QCOMPARE(curves.size(), std::size_t(4)); // read and write MB/s, read and write IOPS
        for (const CurveSeries &c : curves) {
            QCOMPARE(c.setKind, CurveSet::Sweep);
            QCOMPARE(c.set, QStringLiteral("transfer rate by block size"));
            QVERIFY(c.blockSizeX);
            QCOMPARE(c.xLabel, QStringLiteral("block size (KiB)"));
            QCOMPARE(c.x, (QList<double>{4, 16, 64}));
        }
        QCOMPARE(curves[0].yUnit, QStringLiteral("MB/s"));
        QCOMPARE(curves[1].yUnit, QStringLiteral("MB/s"));
        QCOMPARE(curves[2].yUnit, QStringLiteral("IOPS"));
        QCOMPARE(curves[0].title, QStringLiteral("read (MB/s)"));
        QCOMPARE(curves[0].y, (QList<double>{4.096, 16.384, 65.536}));
    }

    void capacityVerdictsNestedCurves()
    {
        // The capacity check's write and read curves, one level down, in one position unit.
        QJsonArray write, read;
        for (int k = 0; k < 3; ++k) {
            write.append(QJsonObject{{QStringLiteral("offset_bytes"), k * 1073741824.0},
                                     {QStringLiteral("bytes"), 1073741824.0},
                                     {QStringLiteral("bandwidth_bytes_per_s"), 50e6}});
            read.append(QJsonObject{{QStringLiteral("offset_bytes"), k * 1073741824.0},
                                    {QStringLiteral("bytes"), 1073741824.0},
                                    {QStringLiteral("bandwidth_bytes_per_s"), 90e6}});
        }
        const QJsonObject verdict{{QStringLiteral("write_curve"), write}, {QStringLiteral("read_curve"), read},
                                  {QStringLiteral("text"), QStringLiteral("genuine")}};
        const std::vector<CurveSeries> curves = testCurves(withExtra({{QStringLiteral("verdict"), verdict}}));
        QCOMPARE(curves.size(), std::size_t(2));
        QCOMPARE(curves[0].title, QStringLiteral("read rate"));
        QCOMPARE(curves[1].title, QStringLiteral("write rate"));
        QCOMPARE(curves[0].xLabel, QStringLiteral("offset (GiB)"));
        QCOMPARE(curves[1].x, (QList<double>{0, 1, 2}));
        QCOMPARE(curves[1].y, (QList<double>{50, 50, 50}));
    }

    void pairsAndXYObjects()
    {
        QJsonArray pairs;
        for (int k = 0; k < 3; ++k)
            pairs.append(QJsonArray{k * 10.0, 100.0 - k});
        const QJsonObject xy{{QStringLiteral("x"), QJsonArray{1, 2, 3}}, {QStringLiteral("y"), QJsonArray{4, 5, 6}},
                             {QStringLiteral("x_label"), QStringLiteral("queue depth")},
                             {QStringLiteral("y_label"), QStringLiteral("IOPS")}};
        const std::vector<CurveSeries> curves =
            testCurves(withExtra({{QStringLiteral("a_curve"), pairs}, {QStringLiteral("b"), xy}}));
        QCOMPARE(curves.size(), std::size_t(2));
        QCOMPARE(curves[0].title, QStringLiteral("a"));
        QCOMPARE(curves[0].y, (QList<double>{100, 99, 98}));
        QCOMPARE(curves[1].xLabel, QStringLiteral("queue depth"));
        QCOMPARE(curves[1].yUnit, QStringLiteral("IOPS"));
        QCOMPARE(curves[1].x, (QList<double>{1, 2, 3}));
    }

    void malformedExtraGivesNoCurve()
    {
        const QJsonObject cases[] = {
            {},
            {{QStringLiteral("surface"), QStringLiteral("not an array")}},
            {{QStringLiteral("surface"), QJsonArray{}}},
            {{QStringLiteral("surface"), QJsonArray{point("offset_bytes", 0, "bandwidth_bytes_per_s", 1)}}}, // one point
            {{QStringLiteral("surface"), QJsonArray{1, 2, 3}}},                                    // numbers, not points
            {{QStringLiteral("surface"), QJsonArray{QJsonObject{}, QJsonObject{}}}},               // no fields
            {{QStringLiteral("surface"), QJsonArray{point("offset_bytes", 0, "bandwidth_bytes_per_s", 1),
                                                    QStringLiteral("x"), QJsonValue()}}},          // one good point
            {{QStringLiteral("c"), QJsonArray{QJsonArray{1}, QJsonArray{QStringLiteral("a"), 2}}}}, // short, text
            {{QStringLiteral("c"), QJsonObject{{QStringLiteral("x"), QJsonArray{1, 2}}, {QStringLiteral("y"), QJsonArray{1}}}}},
            {{QStringLiteral("c"), QJsonObject{{QStringLiteral("x"), QJsonArray{QStringLiteral("a"), true}},
                                               {QStringLiteral("y"), QJsonArray{1, 2}}}}},
            {{QStringLiteral("c"), QJsonObject{{QStringLiteral("x"), 3}, {QStringLiteral("y"), 4}}}},
            {{QStringLiteral("verdict"), QJsonObject{{QStringLiteral("write_curve"), 7}}}},
            {{QStringLiteral("error_map"), QJsonArray{point("x", 0, "y", 1), point("x", 1, "y", 2)}}}, // not a curve
        };
        for (const QJsonObject &extra : cases)
            QVERIFY2(testCurves(withExtra(extra)).empty(), qPrintable(QString::fromUtf8(QJsonDocument(extra).toJson())));
    }

    void inUnitsOfAnotherRun()
    {
        // A 512 MiB scan's curve in the units of a 2 GiB one's: MiB back to bytes, then GiB.
        const auto scan = [](std::uint64_t span) {
            WorkloadFigures w;
            w.surface.emplace();
            for (std::uint64_t i = 0; i <= 2; ++i) {
                w.surface->surface.push_back({i * span / 2, 200e6});
                w.surface->scatter.push_back({i * span / 2, 80});
            }
            return testCurves(withExtra(workloadFiguresJson(w))).front();
        };
        const CurveSeries small = scan(512ull << 20), big = scan(2ull << 30);
        QCOMPARE(small.xLabel, QStringLiteral("offset (MiB)"));
        const CurveSeries c = inUnitsOf(small, big);
        QCOMPARE(c.xLabel, QStringLiteral("offset (GiB)"));
        QCOMPARE(c.x, (QList<double>{0, 0.25, 0.5}));
        QCOMPARE(c.y, (QList<double>{200, 200, 200}));
    }

    void thermalTyped()
    {
        // As a stored test holds it (resultjson.cpp reads it): a malformed point is left out.
        QJsonObject stored{{QStringLiteral("id"), QStringLiteral("T")}};
        stored.insert(QStringLiteral("temperature_c"),
                      QJsonObject{{QStringLiteral("start"), 40.0}, {QStringLiteral("max"), 55.5},
                                  {QStringLiteral("end"), 50.0},
                                  {QStringLiteral("series"), QJsonArray{QJsonArray{0.0, 40.0}, QJsonArray{1.5, 55.5},
                                                                        QJsonArray{QStringLiteral("bad")}}}});
        stored.insert(QStringLiteral("throttled"), true);
        stored.insert(QStringLiteral("throttle_reasons"), QJsonArray{QStringLiteral("composite over warning")});
        const Result<TestResult> t = testFromJson(stored);
        QVERIFY(t.has_value());
        const TestThermal th = thermalOf(*t);
        QVERIFY(th.temperature);
        QCOMPARE(th.temperature->maxC, 55.5);
        QCOMPARE(th.temperature->series.size(), std::size_t(2));
        QCOMPARE(th.temperature->series[1].first, 1.5);
        QVERIFY(th.throttled);
        QCOMPARE(th.throttleReasons, QStringList{QStringLiteral("composite over warning")});
        QVERIFY(!thermalOf(TestResult{}).temperature);
        QVERIFY(!thermalOf(TestResult{}).throttled);
    }

    void asSsdScoreReadBack()
    {
        WorkloadFigures w;
        w.asSsdScore.emplace();
        w.asSsdScore->rates.seqRead = 500e6;
        w.asSsdScore->rates.write4k64 = 300e6;
        w.asSsdScore->score = {100, 200, 400};
        const WorkloadFigures back = workloadFiguresOf(withExtra(workloadFiguresJson(w)));
        QVERIFY(back.asSsdScore);
        QCOMPARE(back.asSsdScore->score.read, 100.0);
        QCOMPARE(back.asSsdScore->score.write, 200.0);
        QCOMPARE(back.asSsdScore->score.total, 400.0);
        QCOMPARE(back.asSsdScore->rates.seqRead, 500e6);
        QCOMPARE(back.asSsdScore->rates.write4k64, 300e6);
    }
};

QTEST_GUILESS_MAIN(TstTestCurves)
#include "tst_testcurves.moc"
