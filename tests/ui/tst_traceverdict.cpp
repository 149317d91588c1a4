// SPDX-License-Identifier: GPL-3.0-or-later
// A trace run in the window, as a user makes one: the light profile at a small scale on a
// directory. The panel shows its verdict card with exactly the stored figures (AnandTech's: data
// rate, average and 99th percentile latency of reads, writes and all I/Os, the share of I/Os
// above 10 ms and 100 ms), heads the trace's column by what it is, the progress bar grows from
// 0 to 100 % as the runner reports it, and the saved panel picture carries the card.
#include <QDoubleSpinBox>
#include <QImage>
#include <QLabel>
#include <QProgressBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "core/results/resultlibrary.h"
#include "core/results/testreading.h"
#include "core/results/workloadfigures.h"
#include "tests/common/testdirs.h"
#include "ui/drivepanel.h"
#include "ui/mainwindow.h"
#include "ui/messagebar.h"
#include "ui/profileoptions.h"
#include "ui/resultpanel.h"
#include "ui/runcontroller.h"
#include "ui/runsettingswidget.h"
#include "ui/traceverdictcard.h"

using namespace drivebench;
using namespace drivebench::ui;

class TstTraceVerdict : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<QTemporaryDir> m_target;
    std::unique_ptr<MainWindow> m_window;
    RunResult m_stored;
    std::vector<double> m_fractions; // as the runner reported them
    std::vector<int> m_bar;          // the progress bar's value after each report

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        m_target = testing::makeTestDir(testing::directIoRoot(), QStringLiteral("tst_traceverdict"));
        QVERIFY2(m_target, qPrintable(testing::directIoRoot().problem));
        m_window = std::make_unique<MainWindow>(SystemRoots{}, nullptr, m_dir.filePath(QStringLiteral("lib.sqlite")));
        MainWindow &w = *m_window;
        w.show();
        w.drivePanel()->setCustomTarget(m_target->path(), QString());
        RunSettingsWidget *s = w.runSettings();
        QVERIFY(s->setProfile(QStringLiteral("light")));
        // About 40 000 I/Os with the idle gaps kept: half a second or more however fast the
        // target, so the runner reports progress on the way.
        s->profileOptions()->traceScale()->setValue(0.05);
        s->setPasses(1);
        s->setWarmupS(0);
        s->setIntervalS(0);
        s->setSizeBytes(16ull << 20);
        auto *bar = w.findChild<QProgressBar *>(QStringLiteral("progressBar"));
        QVERIFY(bar);
        // After the window's own slot (connected first), so the bar shows this report.
        connect(w.runController()->session(), &RunSession::progress, this, [this, bar](double f) {
            m_fractions.push_back(f);
            m_bar.push_back(bar->value());
        });
        QSignalSpy stored(&w, &MainWindow::runStored);
        QVERIFY2(w.startRun(), qPrintable(w.messageBar()->text()));
        QTRY_COMPARE_WITH_TIMEOUT(stored.size(), 1, 300000);
        auto lib = ResultLibrary::open(m_dir.filePath(QStringLiteral("lib.sqlite")));
        QVERIFY(lib);
        auto run = (*lib)->load(stored.first().first().toLongLong());
        QVERIFY(run);
        QCOMPARE(int(run->tests.size()), 1);
        QVERIFY2(run->tests.front().completed, qPrintable(lineTexts(run->errors).join(QLatin1Char('\n'))));
        m_stored = *run;
    }

    void cardShowsTheStoredFigures()
    {
        ResultPanel *panel = m_window->resultPanel();
        const TestResult &t = m_stored.tests.front();
        const WorkloadFigures figures = workloadFiguresOf(t);
        QVERIFY(figures.trace);
        const TraceVerdict &v = figures.trace->verdict;
        QVERIFY(v.avgDataRateBytesPerS > 0);
        QVERIFY(v.allP99Us > 0);

        const QList<TraceVerdictCard *> cards = panel->verdictCards();
        QCOMPARE(cards.size(), 1);
        TraceVerdictCard *card = cards.front();
        QVERIFY(card->isVisibleTo(m_window.get()));
        QLocale rate;
        rate.setNumberOptions(QLocale::OmitGroupSeparator);
        const QLocale l;
        const auto us = [&](double x) { return l.toString(x, 'f', 1) + QStringLiteral(" µs"); };
        const auto pct = [&](double x) { return l.toString(x, 'f', 3) + QStringLiteral(" %"); };
        QCOMPARE(card->figureText(QStringLiteral("data_rate")),
                 rate.toString(v.avgDataRateBytesPerS / 1e6, 'f', 2) + QStringLiteral(" MB/s"));
        QCOMPARE(card->figureText(QStringLiteral("read_mean")), us(v.readMeanUs));
        QCOMPARE(card->figureText(QStringLiteral("read_p99")), us(v.readP99Us));
        QCOMPARE(card->figureText(QStringLiteral("write_mean")), us(v.writeMeanUs));
        QCOMPARE(card->figureText(QStringLiteral("write_p99")), us(v.writeP99Us));
        QCOMPARE(card->figureText(QStringLiteral("all_mean")), us(v.allMeanUs));
        QCOMPARE(card->figureText(QStringLiteral("all_p99")), us(v.allP99Us));
        QCOMPARE(card->figureText(QStringLiteral("over_10ms")), pct(v.iosOver10msPct));
        QCOMPARE(card->figureText(QStringLiteral("over_100ms")), pct(v.iosOver100msPct));
        // Each figure is on the card, under its label.
        for (const QString &name : TraceVerdictCard::figureNames()) {
            auto *value = card->findChild<QLabel *>(QStringLiteral("verdict_") + name);
            QVERIFY2(value && value->isVisibleTo(card) && !value->text().isEmpty(), qPrintable(name));
        }
        QVERIFY(card->findChild<QLabel *>(QStringLiteral("verdictTitle"))->text().contains(testLabel(t)));
    }

    void rowHeadedByWhatItIs()
    {
        ResultPanel *panel = m_window->resultPanel();
        const TestResult &t = m_stored.tests.front();
        auto *header = panel->findChild<QLabel *>(QStringLiteral("header_%1").arg(t.op));
        QVERIFY(header);
        QVERIFY2(header->text().startsWith(QStringLiteral("Trace playback")), qPrintable(header->text()));
        QVERIFY2(!header->text().contains(QStringLiteral("Mix")), qPrintable(header->text()));
        QVERIFY(!panel->cellText(t.id, t.op).isEmpty());
        // The same run without its trace figures is a plain mixed test: no card, a Mix column.
        RunResult plain = m_stored;
        plain.tests.front().figures = {};
        ResultPanel other;
        other.setRun(plain);
        QVERIFY(other.verdictCards().isEmpty());
        QVERIFY(other.findChild<QLabel *>(QStringLiteral("header_%1").arg(t.op))->text().startsWith(QStringLiteral("Mix")));
    }

    void progressGrowsFromZeroToOne()
    {
        QVERIFY(!m_fractions.empty());
        QString trail;
        int between = 0;
        for (std::size_t i = 0; i < m_fractions.size(); ++i) {
            trail += QStringLiteral(" %1/%2").arg(m_fractions[i], 0, 'f', 3).arg(m_bar[i]);
            if (i > 0) {
                QVERIFY2(m_fractions[i] >= m_fractions[i - 1], qPrintable(trail));
                QVERIFY2(m_bar[i] >= m_bar[i - 1], qPrintable(trail));
            }
            between += m_fractions[i] > 0 && m_fractions[i] < 1;
        }
        QVERIFY2(between >= 1, qPrintable(QStringLiteral("no report on the way:") + trail));
        QCOMPARE(m_fractions.back(), 1.0);
        auto *bar = m_window->findChild<QProgressBar *>(QStringLiteral("progressBar"));
        QCOMPARE(bar->value(), bar->maximum());
    }

    void savedPictureCarriesTheCard()
    {
        MainWindow &w = *m_window;
        const QString file = m_dir.filePath(QStringLiteral("panel.png"));
        auto saved = w.saveScreenshot(file);
        QVERIFY2(saved, saved ? "" : saved.error().text().c_str());
        QImage withCard(file);
        QVERIFY(!withCard.isNull());
        QCOMPARE(withCard.width(), int(ResultPanel::kPictureWidth * w.resultPanel()->devicePixelRatioF()));
        // The same run's picture without the trace figures: the card's height shorter (its
        // title, data rate, three latency rows, two share headers and rows, the note).
        RunResult plain = w.resultPanel()->run();
        plain.tests.front().figures = {};
        ResultPanel other;
        other.setRun(plain);
        const QImage without = other.picture();
        QCOMPARE(without.width(), withCard.width());
        const int rows = 8 * w.resultPanel()->fontMetrics().height();
        QVERIFY2(withCard.height() - without.height() >= rows * withCard.devicePixelRatio(),
                 qPrintable(QStringLiteral("%1 vs %2 px").arg(withCard.height()).arg(without.height())));
    }

    void cleanupTestCase()
    {
        m_window.reset();
    }
};

QTEST_MAIN(TstTraceVerdict)
#include "tst_traceverdict.moc"
