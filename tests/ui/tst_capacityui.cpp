// SPDX-License-Identifier: GPL-3.0-or-later
// The window's side of the capacity check: the device-name confirmation (the button stays off
// until the name is typed) and the result view (both curves over the capacity, the verdict in
// words as its title, the write cache cliff marked), and the surface scan's view in its units.
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QTest>

#include <qcustomplot.h>

#include "core/results/workloadfigures.h"
#include "core/results/workloadfiguresjson.h"
#include "core/workloads/capacitysector.h"
#include "ui/capacityconfirm.h"
#include "ui/curveview.h"
#include "ui/units.h"
#include "tests/common/storedfigures.h"

using drivebench::testing::setExtra;

using namespace drivebench;
using namespace drivebench::ui;

namespace {

// A verdict as the check writes it (typed, through the result serialiser): a 512 MiB fake
// holding 256 MiB, a cliff at 128 MiB.
TestResult fakeCapacityResult()
{
    constexpr std::uint64_t kMiB = 1048576;
    CapacityFigures f;
    CapacityVerdict &v = f.verdict;
    for (std::uint64_t i = 0; i < 16; ++i) {
        v.writeCurve.push_back({i * 32 * kMiB, 32 * kMiB, i < 4 ? 500e6 : 20e6});
        v.readCurve.push_back({i * 32 * kMiB, 32 * kMiB, 800e6});
    }
    v.kind = QStringLiteral("fake");
    v.spanBytes = 512 * kMiB;
    v.usableBytes = 256 * kMiB;
    v.verifiedBytes = 512 * kMiB;
    v.complete = true;
    v.firstBadOffsetBytes = 0;
    v.wrappedBytes = 256 * kMiB;
    v.badTotalBytes = 256 * kMiB;
    v.cliffSearched = true;
    v.cacheExhausted = CapacityCliff{128 * kMiB, 500e6, 20e6};
    v.text = capacityVerdictText(v);
    TestResult t;
    t.id = QStringLiteral("CAPACITY");
    t.op = QStringLiteral("write");
    t.completed = true;
    setExtra(t, toJson(f));
    return t;
}

} // namespace

class TstCapacityUi : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void namesDevice()
    {
        QVERIFY(CapacityConfirmDialog::namesDevice(QStringLiteral("sdb"), QStringLiteral("/dev/sdb")));
        QVERIFY(CapacityConfirmDialog::namesDevice(QStringLiteral(" /dev/sdb "), QStringLiteral("/dev/sdb")));
        QVERIFY(!CapacityConfirmDialog::namesDevice(QStringLiteral("sd"), QStringLiteral("/dev/sdb")));
        QVERIFY(!CapacityConfirmDialog::namesDevice(QStringLiteral("sdc"), QStringLiteral("/dev/sdb")));
        QVERIFY(!CapacityConfirmDialog::namesDevice(QString(), QStringLiteral("/dev/sdb")));
        QVERIFY(!CapacityConfirmDialog::namesDevice(QStringLiteral("yes"), QStringLiteral("/dev/sdb")));
    }

    void buttonNeedsTheName()
    {
        CapacityConfirmDialog d(QStringLiteral("/dev/loop7"), QStringLiteral("Fake Stick 512 MB"));
        d.show();
        auto *name = d.findChild<QLineEdit *>(QStringLiteral("capacityConfirmName"));
        auto *ok = d.findChild<QPushButton *>(QStringLiteral("capacityConfirmButton"));
        QVERIFY(name && ok);
        QVERIFY(!ok->isEnabled());
        QTest::keyClicks(name, QStringLiteral("loop"));
        QVERIFY(!ok->isEnabled());
        QTest::keyClicks(name, QStringLiteral("7"));
        QVERIFY(ok->isEnabled());
        // Enter does not confirm: Cancel is the default button.
        QVERIFY(!ok->isDefault());
        const QString shot = qEnvironmentVariable("DRIVEBENCH_CAPACITY_DIALOG_SHOT");
        if (!shot.isEmpty()) {
            QVERIFY(QTest::qWaitForWindowExposed(&d));
            d.grab().save(shot);
        }
        ok->click();
        QCOMPARE(d.result(), int(QDialog::Accepted));
    }

    void fillQuestionSaysHowMuchAndHowLong()
    {
        // 100 GB written and read back: 200 GB at 100 MB/s is 2000 s, at 500 MB/s 400 s.
        CapacityFillPlan plan;
        plan.freeBytes = 101'000'000'000ull;
        plan.reserveBytes = 1'000'000'000ull;
        plan.spanBytes = plan.writeBytes = 100'000'000'000ull;
        const QString text = fileSystemFillText(QStringLiteral("/mnt/stick"), plan);
        for (const QString &part : {QStringLiteral("/mnt/stick"), formatCapacity(plan.writeBytes), formatCapacity(plan.freeBytes),
                                    formatCapacity(plan.reserveBytes), formatDuration(2000), formatDuration(400)})
            QVERIFY2(text.contains(part), qPrintable(part + QStringLiteral(" missing in: ") + text));
        QCOMPARE(formatDuration(2000), QStringLiteral("33:20"));
        QVERIFY2(!text.contains(QLatin1String("--")), qPrintable(text)); // the window's words, no flags
        // Quick mode: the regions' bytes, over the span.
        plan.writeBytes = 12'500'000'000ull;
        const QString quick = fileSystemFillText(QStringLiteral("/mnt/stick"), plan);
        QVERIFY2(quick.contains(QStringLiteral("quick")) && quick.contains(formatCapacity(plan.writeBytes))
                     && quick.contains(formatDuration(250)),
                 qPrintable(quick));
    }

    void resultViewShowsCurvesAndVerdict()
    {
        CurveView view;
        view.resize(900, 300);
        QVERIFY(view.setTest(fakeCapacityResult()));
        QCOMPARE(view.curveCount(), 2); // write and read, over the position
        const QLabel *title = view.findChild<QLabel *>();
        QVERIFY(title);
        QVERIFY2(title->text().contains(QStringLiteral("Fake capacity: 256 MiB real of 512 MiB claimed")),
                 qPrintable(title->text()));
        // The one write and one read figure every front end gives (capacityRates).
        const TestResult t = fakeCapacityResult();
        const CapacityRates rates = capacityRates(workloadFiguresOf(t).capacity->verdict);
        QVERIFY(rates.writeBytesPerS > 0 && rates.readBytesPerS > 0);
        const auto mbps = [](double bytesPerS) {
            return formatFigure(bytesPerS / 1e6, ResultUnit::MegabytesPerSecond);
        };
        QVERIFY2(title->text().contains(QStringLiteral("write %1 MB/s, read %2 MB/s").arg(mbps(rates.writeBytesPerS), mbps(rates.readBytesPerS))),
                 qPrintable(title->text()));
        auto *plot = view.findChild<QCustomPlot *>();
        QVERIFY(plot);
        QCOMPARE(plot->graphCount(), 2);
        const QStringList names{plot->graph(0)->name(), plot->graph(1)->name()};
        QVERIFY2(names.contains(QStringLiteral("write rate")) && names.contains(QStringLiteral("read rate")),
                 qPrintable(names.join(QLatin1Char(','))));
        QCOMPARE(plot->xAxis->label(), QStringLiteral("offset (MiB)")); // a 512 MiB span, in MiB
        QCOMPARE(plot->graph(0)->data()->at(plot->graph(0)->data()->size() - 1)->key, 480.0); // 15 × 32 MiB
        bool cliff = false;
        for (int i = 0; i < plot->itemCount(); ++i)
            cliff = cliff || qobject_cast<QCPItemStraightLine *>(plot->item(i));
        QVERIFY2(cliff, "the write cache cliff is marked");
        for (int i = 0; i < plot->itemCount(); ++i) {
            if (auto *line = qobject_cast<QCPItemStraightLine *>(plot->item(i)))
                QCOMPARE(line->point1->coords().x(), 128.0); // at 128 MiB, on the MiB axis
        }
        const QString shot = qEnvironmentVariable("DRIVEBENCH_CAPACITY_SHOT");
        if (!shot.isEmpty()) {
            view.show();
            QVERIFY(QTest::qWaitForWindowExposed(&view));
            view.grab().save(shot);
        }
    }

    void surfaceScanInItsUnits()
    {
        // A surface scan of a 300 MiB file: transfer rate over the position on the left axis in
        // MB/s, access times on the right axis in ms, offsets in MiB, names for people, the
        // legend above the plot (tests/ui: issue 28's "access_scatter" title, MB/s on the
        // latency axis, offsets as "0.00093952 GB").
        constexpr std::uint64_t kMiB = 1048576;
        SurfaceScanFigures f;
        for (std::uint64_t i = 0; i < 31; ++i) {
            f.surface.push_back({i * 10 * kMiB, 150e6 - double(i) * 1e6});
            f.scatter.push_back({i * 10 * kMiB + 4096, 8000 + double(i) * 200});
        }
        f.minBytesPerS = 120e6;
        f.maxBytesPerS = 150e6;
        f.meanBytesPerS = 135e6;
        f.accessTimeMs = 11;
        TestResult t;
        t.id = QStringLiteral("SURFACE");
        t.op = QStringLiteral("read");
        t.completed = true;
        setExtra(t, toJson(f));
        CurveView view;
        view.resize(900, 300);
        QVERIFY(view.setTest(t));
        QCOMPARE(view.curveCount(), 2);
        const QString title = view.findChild<QLabel *>()->text();
        QVERIFY2(title.contains(QStringLiteral("transfer rate, access time")) && !title.contains(QLatin1Char('_')),
                 qPrintable(title));
        auto *plot = view.findChild<QCustomPlot *>();
        QCOMPARE(plot->xAxis->label(), QStringLiteral("offset (MiB)"));
        QCOMPARE(plot->graph(0)->name(), QStringLiteral("transfer rate (MB/s)"));
        QCOMPARE(plot->graph(0)->valueAxis(), plot->yAxis);
        QCOMPARE(plot->yAxis->label(), QStringLiteral("transfer rate (MB/s)"));
        QCOMPARE(plot->graph(1)->name(), QStringLiteral("access time (ms)"));
        QCOMPARE(plot->graph(1)->valueAxis(), plot->yAxis2);
        QVERIFY(plot->yAxis2->visible());
        QCOMPARE(plot->yAxis2->label(), QStringLiteral("access time (ms)"));
        const auto *rate = plot->graph(0)->data().data();
        QCOMPARE(rate->at(0)->value, 150.0);                   // MB/s
        QCOMPARE(rate->at(rate->size() - 1)->key, 300.0);      // 30 × 10 MiB
        const auto *access = plot->graph(1)->data().data();
        QCOMPARE(access->at(access->size() - 1)->value, 14.0); // 14 000 µs in ms
        // The legend sits in the plot's own layout above the axis rectangle, never on the data.
        QVERIFY(plot->legend->visible());
        QCOMPARE(plot->axisRect()->insetLayout()->elementCount(), 0);
        QVERIFY(plot->plotLayout()->hasElement(0, 0) && plot->plotLayout()->element(0, 0) == plot->legend);
        // The table: positions in MiB to a tenth, the two figures named.
        auto *table = view.findChild<QTableWidget *>();
        QCOMPARE(table->horizontalHeaderItem(0)->text(), QStringLiteral("offset (MiB)"));
        QCOMPARE(table->horizontalHeaderItem(1)->text(), QStringLiteral("transfer rate (MB/s)"));
        QCOMPARE(table->horizontalHeaderItem(2)->text(), QStringLiteral("access time (ms)"));
        QCOMPARE(table->item(30, 0)->text(), QLocale().toString(300.0, 'f', 1));
    }
};

QTEST_MAIN(TstCapacityUi)
#include "tst_capacityui.moc"
