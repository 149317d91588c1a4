// SPDX-License-Identifier: GPL-3.0-or-later
// The wake-up latency card (ui/wakeverdictcard.h) on stored figures: one row per idle time with
// its median, p90 and max, the verdict and the APST source as recorded; nothing for another test.
#include <QTest>

#include "core/results/workloadfigures.h"
#include "ui/wakeverdictcard.h"

using namespace drivebench;

class TstWakeVerdict : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void showsTheFigures()
    {
        WorkloadFigures f;
        WakeFigures w;
        w.samplesPerIdle = 4;
        w.points = {{0, 4, 100, 120, 150}, {200, 4, 9100, 9300, 9800}};
        w.baselineUs = 100;
        w.steps = {{200, 0, 9000, 3, 9000}};
        w.apstSource = QStringLiteral("predicted (the kernel's rule)");
        w.verdict = QStringLiteral("after 200 ms idle the first read costs +9.0 ms: the drive's PS3, declared 9.0 ms");
        f.wake = w;
        TestResult t;
        t.id = QStringLiteral("WAKE");
        t.completed = true;
        addWorkloadFigures(t, f);

        ui::WakeVerdictCard card;
        QVERIFY(card.setTest(t));
        QVERIFY(!card.figureText(QStringLiteral("median_0")).isEmpty());
        QVERIFY(card.figureText(QStringLiteral("median_1")).contains(QLatin1String("9")));
        QVERIFY(!card.figureText(QStringLiteral("max_1")).isEmpty());
        QVERIFY(card.figureText(QStringLiteral("median_2")).isEmpty()); // two idle times, two rows
        QCOMPARE(card.figureText(QStringLiteral("verdict")), w.verdict);
        QVERIFY(card.figureText(QStringLiteral("apst")).contains(w.apstSource));

        TestResult other;
        other.id = QStringLiteral("SEQ1M_Q8T1");
        QVERIFY(!card.setTest(other));
        QVERIFY(card.figureText(QStringLiteral("verdict")).isEmpty());
    }
};

QTEST_MAIN(TstWakeVerdict)
#include "tst_wakeverdict.moc"
