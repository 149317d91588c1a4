#include <QTest>

#include "core/workloads/surfacescan.h"

using namespace drivebench;

class TstSurface : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void evenlySpaced()
    {
        SurfaceScanSettings s;  // 200 points of 8 MiB
        const quint64 span = quint64(1'000'204'886'016);
        auto points = surfacePoints(span, s, 4096);
        QVERIFY(points);
        QCOMPARE(points->size(), std::size_t(200));
        QCOMPARE(points->front(), quint64(0));
        QCOMPARE(points->back(), (span - s.readBytesPerPoint) / 4096 * 4096);
        const double gap = double(span - s.readBytesPerPoint) / 199;
        for (std::size_t i = 0; i < points->size(); ++i) {
            QCOMPARE((*points)[i] % 4096, quint64(0));
            QVERIFY(std::abs(double((*points)[i]) - gap * double(i)) < 4096);
            QVERIFY((*points)[i] + s.readBytesPerPoint <= span);
        }
    }

    void customAndErrors()
    {
        SurfaceScanSettings s;
        s.points = 3;
        s.readBytesPerPoint = 1 << 20;
        auto p = surfacePoints(quint64(5) << 20, s, 512);
        QVERIFY(p);
        const std::vector<std::uint64_t> want = {0, 2 << 20, 4 << 20};
        QCOMPARE(*p, want);
        s.points = 1;
        QVERIFY(!surfacePoints(quint64(1) << 30, s, 512));
        s.points = 200;
        s.readBytesPerPoint = quint64(2) << 30;
        auto tooBig = surfacePoints(quint64(1) << 30, s, 512);
        QVERIFY(!tooBig);
        QVERIFY(QString::fromStdString(tooBig.error().hint).contains(QLatin1String("--size")));
        s.readBytesPerPoint = 100000;  // not a multiple of the 64 KiB block
        QVERIFY(!surfacePoints(quint64(1) << 30, s, 512));
    }
};

QTEST_GUILESS_MAIN(TstSurface)
#include "tst_surface.moc"
