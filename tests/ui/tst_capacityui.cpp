// The window's side of the capacity check: the device-name confirmation (the button stays off
// until the name is typed) and the result view (both curves over the capacity, the verdict in
// words as its title, the write cache cliff marked).
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTest>

#include <qcustomplot.h>

#include "core/workloads/capacitysector.h"
#include "ui/capacityconfirm.h"
#include "ui/curveview.h"

using namespace drivebench;
using namespace drivebench::ui;

namespace {

// A verdict as the check writes it: a 512 MiB fake holding 256 MiB, a cliff at 128 MiB.
TestResult fakeCapacityResult()
{
    QJsonArray write, read;
    for (int i = 0; i < 16; ++i) {
        const double offset = double(i) * 32 * 1048576;
        write.append(QJsonObject{{QStringLiteral("offset_bytes"), offset},
                                 {QStringLiteral("bytes"), 32.0 * 1048576},
                                 {QStringLiteral("bandwidth_bytes_per_s"), i < 4 ? 500e6 : 20e6}});
        read.append(QJsonObject{{QStringLiteral("offset_bytes"), offset},
                                {QStringLiteral("bytes"), 32.0 * 1048576},
                                {QStringLiteral("bandwidth_bytes_per_s"), 800e6}});
    }
    QJsonObject v{{QStringLiteral("kind"), QStringLiteral("fake")},
                  {QStringLiteral("span_bytes"), 512.0 * 1048576},
                  {QStringLiteral("usable_bytes"), 256.0 * 1048576},
                  {QStringLiteral("verified_bytes"), 512.0 * 1048576},
                  {QStringLiteral("complete"), true},
                  {QStringLiteral("first_bad_offset_bytes"), 0.0},
                  {QStringLiteral("bad_bytes"), QJsonObject{{QStringLiteral("wrapped"), 256.0 * 1048576}}},
                  {QStringLiteral("write_curve"), write},
                  {QStringLiteral("read_curve"), read},
                  {QStringLiteral("cache_exhausted"),
                   QJsonObject{{QStringLiteral("at_offset_bytes"), 128.0 * 1048576},
                               {QStringLiteral("after_bytes"), 128.0 * 1048576},
                               {QStringLiteral("before_bytes_per_s"), 500e6},
                               {QStringLiteral("after_bytes_per_s"), 20e6}}}};
    v.insert(QStringLiteral("text"), capacityVerdictText(v));
    TestResult t;
    t.id = QStringLiteral("CAPACITY");
    t.op = QStringLiteral("write");
    t.completed = true;
    t.extra = QJsonObject{{QStringLiteral("verdict"), v}, {QStringLiteral("files"), 0}};
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
