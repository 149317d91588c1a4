// SPDX-License-Identifier: GPL-3.0-or-later
// Every control explains itself: each interactive widget of the main window, its tabs and its
// dialogs has an accessible name (what a screen reader says, from Qt's accessibility interface)
// and a tooltip; Tab reaches every control; every menu action has a mnemonic or a shortcut; the
// help names each test, figure and warning; pre-flight warnings show before Start; a trace file
// replays from the window as from the command line.
#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSettings>
#include <QStandardPaths>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

#include "core/devices/linkceiling.h"
#include "core/results/runresult.h"
#include "core/runner/runchecks.h"
#include "synthetic.h"
#include "ui/resultcell.h"
#include "ui/colorscheme.h"
#include "ui/messagebar.h"
#include "ui/resultpanel.h"
#include "ui/drivepanel.h"
#include "ui/helpdialog.h"
#include "ui/mainwindow.h"
#include "ui/runsettingswidget.h"
#include "ui/warningsview.h"
#include "tests/common/fixtures.h"
#include "tests/common/storedfigures.h"

using drivebench::testing::extraOf;

using namespace drivebench;
using namespace drivebench::ui;

namespace {

/// Makes WINDOW the active one, for the keyboard walks. Qt 6.5 deprecates
/// QApplication::setActiveWindow (an error under Qt 6.8 with -Werror) for
/// QWidget::activateWindow, which asks the platform, so the activation arrives as an event.
bool activate(QWidget *window)
{
#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0)
    window->activateWindow();
    return QTest::qWaitForWindowActive(window);
#else
    QApplication::setActiveWindow(window);
    return true;
#endif
}

/// Parts of a composite control (a combo box's list, a spin box's editor, a scroll area's bars, a
/// tab bar's scroll arrows): the composite carries the name.
bool isPart(const QWidget *w)
{
    if (qobject_cast<const QScrollBar *>(w) || qobject_cast<const QHeaderView *>(w))
        return true;
    // A scroll area's viewport and an item view's corner button belong to the view.
    if (const auto *area = qobject_cast<const QAbstractScrollArea *>(w->parentWidget()); area && area->viewport() == w)
        return true;
    if (qobject_cast<const QAbstractItemView *>(w->parentWidget()) && w->inherits("QAbstractButton"))
        return true;
    for (const QObject *p = w->parent(); p; p = p->parent()) {
        if (qobject_cast<const QComboBox *>(p) || qobject_cast<const QAbstractSpinBox *>(p)
            || qobject_cast<const QTabBar *>(p))
            return true;
    }
    return w->objectName().startsWith(QLatin1String("qt_")); // Qt's own helpers (toolbar extension)
}

bool isInteractive(const QWidget *w)
{
    if (isPart(w))
        return false;
    return qobject_cast<const QAbstractButton *>(w) || qobject_cast<const QComboBox *>(w)
           || qobject_cast<const QAbstractSpinBox *>(w) || qobject_cast<const QLineEdit *>(w)
           || qobject_cast<const QAbstractItemView *>(w) || qobject_cast<const QTabBar *>(w)
           || qobject_cast<const QTextBrowser *>(w) || (w->focusPolicy() & Qt::TabFocus);
}

QString describe(const QWidget *w)
{
    QString path;
    for (const QObject *o = w; o; o = o->parent())
        path = QStringLiteral("%1(%2)/").arg(QString::fromLatin1(o->metaObject()->className()), o->objectName()) + path;
    return path;
}

QString accessibleName(QWidget *w)
{
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(w);
    return iface ? iface->text(QAccessible::Name).trimmed() : QString();
}

QStringList unexplained(QWidget *root)
{
    QStringList missing;
    QList<QWidget *> all = root->findChildren<QWidget *>();
    all.prepend(root);
    for (QWidget *w : all) {
        if (!isInteractive(w))
            continue;
        QStringList lacks;
        if (accessibleName(w).isEmpty())
            lacks << QStringLiteral("accessible name");
        if (w->toolTip().trimmed().isEmpty())
            lacks << QStringLiteral("tooltip");
        if (!lacks.isEmpty())
            missing << describe(w) + QStringLiteral(" lacks ") + lacks.join(QStringLiteral(" and "));
    }
    return missing;
}

/// Presses Tab from the first control on and records every widget that takes the focus, until
/// the focus comes back around.
QSet<QWidget *> tabWalk(QWidget *window, int maxSteps)
{
    QSet<QWidget *> seen;
    QWidget *first = nullptr;
    for (int i = 0; i < maxSteps; ++i) {
        QWidget *f = QApplication::focusWidget();
        if (!f)
            break;
        if (f == first)
            break;
        if (!first)
            first = f;
        seen.insert(f);
        QTest::keyClick(f, Qt::Key_Tab);
    }
    Q_UNUSED(window);
    return seen;
}

QStringList unreached(QWidget *root, const QSet<QWidget *> &seen)
{
    QStringList out;
    for (QWidget *w : root->findChildren<QWidget *>()) {
        if (!isInteractive(w) || !w->isVisibleTo(root) || !w->isEnabled() || !(w->focusPolicy() & Qt::TabFocus))
            continue;
        bool reached = seen.contains(w);
        // A control whose focus proxy took the focus was reached.
        for (QWidget *s : seen)
            reached = reached || s->focusProxy() == w || w->focusProxy() == s || w->isAncestorOf(s);
        if (!reached)
            out << describe(w);
    }
    return out;
}

SystemRoots fixtureRoots()
{
    const QString root = drivebench::testing::fixture("/sysfs/desktop");
    return SystemRoots{root + QStringLiteral("/sys"), root + QStringLiteral("/dev"), root + QStringLiteral("/proc")};
}

} // namespace

class TstAccessibility : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void everyControlExplainsItself()
    {
        QTemporaryDir lib;
        MainWindow w(fixtureRoots(), nullptr, lib.filePath(QStringLiteral("lib.sqlite")));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        // The AS SSD and seek profiles build other rows; a trace run's panel likewise.
        for (const QString &profile : {QStringLiteral("default"), QStringLiteral("asssd"), QStringLiteral("seek")}) {
            QVERIFY(w.runSettings()->setProfile(profile));
            const QStringList missing = unexplained(&w);
            for (const QString &m : missing)
                qInfo("%s", qPrintable(m));
            QVERIFY2(missing.isEmpty(), qPrintable(profile + QStringLiteral(":\n") + missing.join(QLatin1Char('\n'))));
        }
        w.showHelp();
        QVERIFY(w.helpDialog());
        const QStringList helpMissing = unexplained(w.helpDialog());
        QVERIFY2(helpMissing.isEmpty(), qPrintable(helpMissing.join(QLatin1Char('\n'))));
        w.helpDialog()->close();
    }

    void tabReachesEveryControl()
    {
        QTemporaryDir lib;
        MainWindow w(fixtureRoots(), nullptr, lib.filePath(QStringLiteral("lib.sqlite")));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(activate(&w));
        w.drivePanel()->setFocus(Qt::TabFocusReason);
        QWidget *start = w.drivePanel()->nextInFocusChain();
        while (start && !(start->focusPolicy() & Qt::TabFocus))
            start = start->nextInFocusChain();
        QVERIFY(start);
        start->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(QApplication::focusWidget());
        const QSet<QWidget *> seen = tabWalk(&w, 400);
        QVERIFY2(seen.size() > 10, qPrintable(QString::number(seen.size())));
        const QStringList missing = unreached(&w, seen);
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1Char('\n'))));

        // The help dialog: from the text to Close and back.
        w.showHelp();
        QVERIFY(QTest::qWaitForWindowExposed(w.helpDialog()));
        QVERIFY(activate(w.helpDialog()));
        w.helpDialog()->browser()->setFocus(Qt::TabFocusReason);
        const QSet<QWidget *> inHelp = tabWalk(w.helpDialog(), 20);
        QVERIFY2(unreached(w.helpDialog(), inHelp).isEmpty(),
                 qPrintable(unreached(w.helpDialog(), inHelp).join(QLatin1Char('\n'))));
    }

    void everyActionFromTheKeyboard()
    {
        QTemporaryDir lib;
        MainWindow w(fixtureRoots(), nullptr, lib.filePath(QStringLiteral("lib.sqlite")));
        QStringList missing;
        for (QAction *menu : w.menuBar()->actions()) {
            if (!menu->text().contains(QLatin1Char('&')))
                missing << QStringLiteral("menu ") + menu->text();
            if (!menu->menu())
                continue;
            for (QAction *a : menu->menu()->actions()) {
                if (a->isSeparator())
                    continue;
                if (!a->text().contains(QLatin1Char('&')) && a->shortcut().isEmpty())
                    missing << menu->text() + QStringLiteral(" > ") + a->text();
            }
        }
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1Char('\n'))));
    }

    void helpExplainsTestsFiguresWarnings()
    {
        const QString html = HelpDialog::html();
        for (const QString &term : {QStringLiteral("SEQ1M Q8T1"), QStringLiteral("RND4K Q1T1"), QStringLiteral("IOPS"),
                                    QStringLiteral("10^6 bytes"), QStringLiteral("p99"), QStringLiteral("µs")})
            QVERIFY2(html.contains(term.toHtmlEscaped()), qPrintable(term));
        for (const QString &code : WarningsView::codes()) {
            QVERIFY2(html.contains(code), qPrintable(code));
            QVERIFY(!WarningsView::explanation(code).isEmpty());
            QVERIFY(WarningsView::title(code) != code);
        }
        for (const QString &anchor : {QStringLiteral("tests"), QStringLiteral("figures"), QStringLiteral("verdicts"),
                                      QStringLiteral("warnings"), QStringLiteral("settings")})
            QVERIFY(html.contains(QStringLiteral("name=\"%1\"").arg(anchor)));
    }

    // Issue 51 #9: the default's deep-queue random test, and what the workloads' views mean,
    // with the figures the code uses (the slow rule's factor and limit, the error limits).
    void helpExplainsTheDefaultAndTheWorkloads()
    {
        const QString html = HelpDialog::html();
        QVERIFY(html.contains(QStringLiteral("name=\"workloads\"")));
        for (const QString &term :
             {QStringLiteral("RND4K Q32T1</b>"), QStringLiteral("Surface scan: sampled"), QStringLiteral("Surface scan: full"),
              QStringLiteral("Amber: slow, more than 10 times"), QStringLiteral("over 1000 ms"), QStringLiteral("16 unreadable points"),
              QStringLiteral("256 failed reads"), QStringLiteral("Block-size sweep"), QStringLiteral("Small files"),
              QStringLiteral("Genuine:"), QStringLiteral("Fake:"), QStringLiteral("Errors:"), QStringLiteral("SLC cache card"),
              QStringLiteral("Cache size:")})
            QVERIFY2(html.contains(term), qPrintable(term));
    }

    // The help renders (a picture of it in DRIVEBENCH_SCREENSHOT_DIR when set, in the scheme of
    // DRIVEBENCH_COLOR_SCHEME: how the help's screenshots at 100 %, 200 % and dark are taken).
    void helpPicture()
    {
        ColorScheme scheme = ColorScheme::System;
        if (parseColorScheme(qEnvironmentVariable("DRIVEBENCH_COLOR_SCHEME"), &scheme))
            applyColorScheme(scheme);
        HelpDialog help;
        help.show();
        QVERIFY(QTest::qWaitForWindowExposed(&help));
        help.showSection(QStringLiteral("tests"));
        const QImage picture = help.grab().toImage();
        QVERIFY(!picture.isNull() && picture.width() >= 400);
        const QString dir = qEnvironmentVariable("DRIVEBENCH_SCREENSHOT_DIR");
        if (!dir.isEmpty()) {
            QVERIFY(picture.save(dir + QStringLiteral("/help.png")));
            help.showSection(QStringLiteral("warnings"));
            QVERIFY(help.grab().toImage().save(dir + QStringLiteral("/help-warnings.png")));
            help.showSection(QStringLiteral("workloads"));
            QVERIFY(help.grab().toImage().save(dir + QStringLiteral("/help-workloads.png")));
        }
    }

    // Results that cannot be the drive's are marked on the panel: a SATA SSD's figures on a
    // 3.0 Gb/s link (300 MB/s) judged by RunChecks, the mark and the message in the cell.
    void panelMarksLinkCeiling()
    {
        RunResult run = test::syntheticDefaultRun();
        const LinkCeiling sata3{linkceiling::sataBytesPerS(3.0), QStringLiteral("sda: SATA 3.0 Gb/s"), false};
        for (const TestResult &t : run.tests)
            if (auto w = RunChecks::linkWarning(t, sata3))
                run.warnings.push_back(*w);
        ResultPanel panel;
        panel.setRun(run);
        panel.resize(ResultPanel::kPictureWidth, 420);
        auto *seqRead = panel.findChild<ResultCell *>(QStringLiteral("cell_SEQ1M_Q8T1_read"));
        auto *rndRead = panel.findChild<ResultCell *>(QStringLiteral("cell_RND4K_Q1T1_read"));
        QVERIFY(seqRead && rndRead);
        QCOMPARE(seqRead->mark(), QStringLiteral("[above link ceiling]")); // 560 MB/s > 300
        QVERIFY(seqRead->toolTip().contains(QStringLiteral("faster than the link can carry")));
        QVERIFY(rndRead->mark().isEmpty()); // 48.6 MB/s
        const QString dir = qEnvironmentVariable("DRIVEBENCH_SCREENSHOT_DIR");
        if (!dir.isEmpty())
            QVERIFY(panel.picture().save(dir + QStringLiteral("/panel-marks.png")));
    }

    // Whole-run warnings are inside the panel, so its saved picture says them; per-test ones are
    // the cells' marks and do not repeat there: one line says what a mark means.
    void panelPictureCarriesRunWarnings()
    {
        RunResult run = test::syntheticDefaultRun();
        run.warnings.push_back({QStringLiteral("btrfs_cow"), QString(), QString(),
                                QStringLiteral("write figures on copy-on-write btrfs are halved")});
        run.warnings.push_back({QStringLiteral("dm_crypt"), QString(), QString(), QStringLiteral("encrypted")});
        run.warnings.push_back({QStringLiteral("above_link_ceiling"), QStringLiteral("SEQ1M_Q8T1"),
                                QStringLiteral("read"), QStringLiteral("faster than the link")});
        ResultPanel panel;
        panel.setRun(run);
        panel.resize(ResultPanel::kPictureWidth, 480);
        auto *line = panel.findChild<QLabel *>(QStringLiteral("warningsLine"));
        QVERIFY(line);
        QVERIFY(!line->isHidden());
        QVERIFY2(line->text().contains(WarningsView::title(QStringLiteral("btrfs_cow"))), qPrintable(line->text()));
        QVERIFY(line->text().contains(WarningsView::title(QStringLiteral("dm_crypt"))));
        QVERIFY2(!line->text().contains(WarningsView::title(QStringLiteral("above_link_ceiling"))), qPrintable(line->text()));
        QVERIFY(line->toolTip().contains(QStringLiteral("halved")));
        QVERIFY(!line->accessibleName().isEmpty());
        // It is part of what the picture shows: the label lies inside the grabbed panel.
        QVERIFY(panel.rect().contains(line->geometry()));
        const QString dir = qEnvironmentVariable("DRIVEBENCH_SCREENSHOT_DIR");
        if (!dir.isEmpty())
            QVERIFY(panel.picture().save(dir + QStringLiteral("/panel-run-warnings.png")));
        run.warnings.erase(run.warnings.begin(), run.warnings.begin() + 2);
        panel.setRun(run);
        // Per-test warnings only: no run warnings, but the ⚠ in the cell is explained (a picture
        // has no tooltip), its warning still not repeated.
        QVERIFY(!line->isHidden());
        QVERIFY2(line->text().contains(QStringLiteral("⚠ in a cell")), qPrintable(line->text()));
        QVERIFY(!line->text().contains(WarningsView::title(QStringLiteral("above_link_ceiling"))));
        run.warnings.clear();
        panel.setRun(run);
        QVERIFY(line->isHidden()); // no warning: no line
    }

    // A buffered run with a small test file: small_test_file is shown before Start, in the window.
    void warningsBeforeStart()
    {
        QTemporaryDir lib;
        QTemporaryDir dir(QDir::currentPath() + QStringLiteral("/warn-XXXXXX"));
        MainWindow w(SystemRoots{}, nullptr, lib.filePath(QStringLiteral("lib.sqlite")));
        w.drivePanel()->setCustomTarget(dir.path(), QString());
        RunSettingsWidget *s = w.runSettings();
        QVERIFY(s->setProfile(QStringLiteral("demo")));
        s->setSizeBytes(16ull << 20);
        s->setDirect(false);
        QTRY_VERIFY(!w.warningsView()->isHidden());
        QVERIFY2(w.warningsView()->lines().join(QLatin1Char('\n')).contains(QStringLiteral("small_test_file")),
                 qPrintable(w.warningsView()->lines().join(QLatin1Char('\n'))));
        s->setDirect(true);
        QVERIFY(!w.warningsView()->lines().join(QLatin1Char('\n')).contains(QStringLiteral("small_test_file")));
    }

    // Benchmark > Replay a trace: an iolog replays on the chosen directory with the trace
    // verdict, exactly its I/Os; a file that is no trace is refused with its name in the message.
    void traceReplayFromTheWindow()
    {
        QTemporaryDir lib;
        QTemporaryDir dir(QDir::currentPath() + QStringLiteral("/trace-XXXXXX"));
        const QString log = dir.filePath(QStringLiteral("small.iolog"));
        QFile f(log);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("fio version 3 iolog\n0 x add\n0 x open\n");
        quint64 reads = 0, writes = 0;
        for (int i = 0; i < 200; ++i) {
            const bool write = i % 4 == 0;
            f.write(QByteArray::number(i * 5) + " x " + (write ? "write " : "read ")
                    + QByteArray::number(quint64(i) * 65536) + " 4096\n");
            (write ? writes : reads) += 1;
        }
        f.write("1000 x close\n");
        f.close();
        MainWindow w(SystemRoots{}, nullptr, lib.filePath(QStringLiteral("lib.sqlite")));
        w.drivePanel()->setCustomTarget(dir.path(), QString());
        RunSettingsWidget *s = w.runSettings();
        s->setSizeBytes(16ull << 20);
        s->setIntervalS(0);
        s->setWarmupS(0);
        QSignalSpy finished(&w, &MainWindow::runFinished);
        QVERIFY2(w.replayTrace(log), qPrintable(w.messageBar()->text()));
        QVERIFY(finished.wait(120000));
        const RunResult &run = w.run();
        QVERIFY2(run.completed, qPrintable(lineTexts(run.errors).join(QLatin1Char('\n'))));
        QCOMPARE(int(run.tests.size()), 1);
        const TestResult &t = run.tests.front();
        QCOMPARE(t.id, QStringLiteral("TRACE_REPLAY"));
        QCOMPARE(t.readIos, reads);
        QCOMPARE(t.writeIos, writes);
        QVERIFY(extraOf(t).value(QStringLiteral("verdict")).toObject().contains(QStringLiteral("avg_data_rate_bytes_per_s")));
        QCOMPARE(run.settings.profile.value_or(QString()), QStringLiteral("trace"));
        QVERIFY(!w.resultPanel()->cellText(QStringLiteral("TRACE_REPLAY"), t.op).isEmpty());

        const QString notATrace = dir.filePath(QStringLiteral("notes.txt"));
        QFile n(notATrace);
        QVERIFY(n.open(QIODevice::WriteOnly));
        n.write("these are not I/O records\n");
        n.close();
        QVERIFY(!w.replayTrace(notATrace));
        QVERIFY2(w.messageBar()->text().contains(QStringLiteral("notes.txt")), qPrintable(w.messageBar()->text()));
    }
};

QTEST_MAIN(TstAccessibility)
#include "tst_accessibility.moc"
