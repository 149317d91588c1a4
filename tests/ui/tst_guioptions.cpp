// SPDX-License-Identifier: GPL-3.0-or-later
#include <QTest>

#include "ui/guioptions.h"
#include "ui/mainwindow.h"

using namespace drivebench::ui;

class TstGuiOptions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void scriptedRun()
    {
        const GuiOptions o = parseGuiOptions({QStringLiteral("drivebench"), QStringLiteral("--target"),
                                              QStringLiteral("/dev/shm"), QStringLiteral("--start"),
                                              QStringLiteral("--save-screenshot"), QStringLiteral("a.png"),
                                              QStringLiteral("--quit-when-done")});
        QCOMPARE(o.action, GuiOptions::Action::Run);
        QCOMPARE(o.target, QStringLiteral("/dev/shm"));
        QVERIFY(o.start);
        QCOMPARE(o.screenshotFile, QStringLiteral("a.png"));
        QVERIFY(o.quitWhenDone);
    }

    void helpNamesTheProgram()
    {
        const GuiOptions o = parseGuiOptions({QStringLiteral("/usr/bin/drivebench"), QStringLiteral("--help")});
        QCOMPARE(o.action, GuiOptions::Action::ShowHelp);
        QVERIFY2(o.helpText.startsWith(QLatin1String("Usage: drivebench [options]")), qPrintable(o.helpText.left(80)));
    }

    void unknownOption()
    {
        const GuiOptions o = parseGuiOptions({QStringLiteral("drivebench"), QStringLiteral("--nope")});
        QCOMPARE(o.action, GuiOptions::Action::UsageError);
        QVERIFY(o.error.contains(QStringLiteral("nope")));
    }

    void windowOpens()
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.windowTitle().startsWith(QStringLiteral("DriveBench")));
    }
};

QTEST_MAIN(TstGuiOptions)
#include "tst_guioptions.moc"
