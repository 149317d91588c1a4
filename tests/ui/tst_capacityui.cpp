// The window's side of the capacity check: the device-name confirmation (the button stays off
// until the name is typed) and the result view (both curves over the capacity, the verdict in
// words as its title, the write cache cliff marked).
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTest>

#include <qcustomplot.h>

#include "core/results/workloadfiguresjson.h"
#include "core/workloads/capacitysector.h"
#include "ui/capacityconfirm.h"
#include "ui/curveview.h"

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
    t.extra = toJson(f);
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
        auto *plot = view.findChild<QCustomPlot *>();
        QVERIFY(plot);
        QCOMPARE(plot->graphCount(), 2);
        const QStringList names{plot->graph(0)->name(), plot->graph(1)->name()};
        QVERIFY2(names.contains(QStringLiteral("write")) && names.contains(QStringLiteral("read")),
                 qPrintable(names.join(QLatin1Char(','))));
        QCOMPARE(plot->xAxis->label(), QStringLiteral("offset (GB)"));
        bool cliff = false;
        for (int i = 0; i < plot->itemCount(); ++i)
            cliff = cliff || qobject_cast<QCPItemStraightLine *>(plot->item(i));
        QVERIFY2(cliff, "the write cache cliff is marked");
        const QString shot = qEnvironmentVariable("DRIVEBENCH_CAPACITY_SHOT");
        if (!shot.isEmpty()) {
            view.show();
            QVERIFY(QTest::qWaitForWindowExposed(&view));
            view.grab().save(shot);
        }
    }
};

QTEST_MAIN(TstCapacityUi)
#include "tst_capacityui.moc"
