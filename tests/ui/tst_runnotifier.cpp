// SPDX-License-Identifier: GPL-3.0-or-later
// The desktop notification at the end of a long run, through a fake org.freedesktop.Notifications
// on a private dbus-daemon: a finished run and a failed one notify with what happened, a short
// run and a bus without a notification server notify nothing, and the window notifies when its
// run ends.
#include <QDBusConnection>
#include <QDBusMessage>
#include <QDBusVirtualObject>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "core/util/utctime.h"
#include "tests/common/fakeudisks.h"
#include "tests/common/testdirs.h"
#include "ui/drivepanel.h"
#include "ui/mainwindow.h"
#include "ui/messagebar.h"
#include "ui/runnotifier.h"
#include "ui/runsettingswidget.h"

using namespace drivebench;
using namespace drivebench::ui;

namespace {

struct Notification
{
    QString appName, icon, summary, body;
    uchar urgency = 0;
    int expireTimeout = 0;
};

/// org.freedesktop.Notifications as a desktop's notification daemon offers it: Notify records
/// the call and answers with an id.
class FakeNotifications final : public QDBusVirtualObject
{
public:
    QList<Notification> received;

    QString introspect(const QString &) const override { return {}; }
    bool handleMessage(const QDBusMessage &message, const QDBusConnection &connection) override
    {
        if (message.interface() != QLatin1String("org.freedesktop.Notifications")
            || message.member() != QLatin1String("Notify") || message.arguments().size() != 8) {
            connection.send(message.createErrorReply(QStringLiteral("org.freedesktop.DBus.Error.UnknownMethod"),
                                                     message.member()));
            return true;
        }
        const QList<QVariant> a = message.arguments();
        const QVariantMap hints = qdbus_cast<QVariantMap>(a.at(6));
        received.append({a.at(0).toString(), a.at(2).toString(), a.at(3).toString(), a.at(4).toString(),
                         uchar(hints.value(QStringLiteral("urgency")).toUInt()), a.at(7).toInt()});
        connection.send(message.createReply(QVariant::fromValue(uint(received.size()))));
        return true;
    }
};

RunResult endedRun(double seconds, bool completed)
{
    RunResult run;
    run.target.path = QStringLiteral("/mnt/data");
    run.startedAt = utcDateTime(QDate(2026, 11, 30), QTime(10, 0));
    run.finishedAt = run.startedAt.addMSecs(qint64(seconds * 1000));
    run.tests.resize(3);
    run.completed = completed;
    if (!completed)
        run.errors << QStringLiteral("I/O error at offset 4096 on /dev/sdz (check the drive's health)");
    return run;
}

} // namespace

class TstRunNotifier : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<test::PrivateBus> m_bus;
    FakeNotifications m_fake;

    QDBusConnection client() { return QDBusConnection(QStringLiteral("client")); }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // the window's QSettings go to a test location
        m_bus = std::make_unique<test::PrivateBus>();
        QVERIFY2(!m_bus->address().isEmpty(), "dbus-daemon did not start (apt install dbus-daemon)");
        QVERIFY(QDBusConnection::connectToBus(m_bus->address(), QStringLiteral("client")).isConnected());
    }

    void noServerNoNotification()
    {
        // Nothing owns org.freedesktop.Notifications yet: the call goes out, the bus refuses it,
        // and nothing waits or fails.
        RunNotifier n(nullptr, client());
        QElapsedTimer t;
        t.start();
        QVERIFY(n.runFinished(endedRun(120, true)));
        QVERIFY(t.elapsed() < 1000);
        // A bus that is not there sends nothing.
        RunNotifier none(nullptr, QDBusConnection(QStringLiteral("no such connection")));
        QVERIFY(!none.runFinished(endedRun(120, true)));
    }

    void longRunsNotify()
    {
        QDBusConnection server = QDBusConnection::connectToBus(m_bus->address(), QStringLiteral("server"));
        QVERIFY(server.registerService(QStringLiteral("org.freedesktop.Notifications")));
        QVERIFY(server.registerVirtualObject(QStringLiteral("/org/freedesktop/Notifications"), &m_fake));
        RunNotifier n(nullptr, client());
        QVERIFY(!n.runFinished(endedRun(59.5, true))); // under a minute: the user is watching
        QVERIFY(n.runFinished(endedRun(65, true)));
        QVERIFY(n.runFinished(endedRun(600, false)));
        QTRY_COMPARE(m_fake.received.size(), 2);
        const Notification &done = m_fake.received.at(0);
        QCOMPARE(done.appName, QStringLiteral("DriveBench"));
        QCOMPARE(done.icon, QStringLiteral("io.github.drivebench.DriveBench"));
        QCOMPARE(done.summary, QStringLiteral("DriveBench: the run finished"));
        QVERIFY2(done.body.contains(QLatin1String("3 test(s) on /mnt/data in 1:05")), qPrintable(done.body));
        QCOMPARE(done.urgency, uchar(1));
        QCOMPARE(done.expireTimeout, -1);
        const Notification &failed = m_fake.received.at(1);
        QCOMPARE(failed.summary, QStringLiteral("DriveBench: the run ended early"));
        QVERIFY2(failed.body.contains(QLatin1String("I/O error at offset 4096")), qPrintable(failed.body));
        QCOMPARE(failed.urgency, uchar(2)); // critical
    }

    void windowNotifiesWhenItsRunEnds()
    {
        QTemporaryDir dir;
        MainWindow w(SystemRoots{}, nullptr, dir.filePath(QStringLiteral("lib.sqlite")));
        auto *notifier = w.findChild<RunNotifier *>(QStringLiteral("runNotifier"));
        QVERIFY(notifier);
        notifier->setBus(client());
        notifier->setMinimumDurationS(0); // a quick run stands in for a long one
        w.show();
        auto target = testing::makeTestDir(testing::directIoRoot(), QStringLiteral("tst_runnotifier"));
        QVERIFY2(target, qPrintable(testing::directIoRoot().problem));
        w.drivePanel()->setCustomTarget(target->path(), QString());
        RunSettingsWidget *s = w.runSettings();
        QVERIFY(s->setProfile(QStringLiteral("demo")));
        s->setOps(RunOps::Read);
        s->setPasses(1);
        s->setDurationS(1);
        s->setWarmupS(0);
        s->setIntervalS(0);
        s->setSizeBytes(16ull << 20);
        const qsizetype before = m_fake.received.size();
        QSignalSpy finished(&w, &MainWindow::runFinished);
        QVERIFY2(w.startRun(), qPrintable(w.messageBar()->text()));
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), 120000);
        QTRY_COMPARE(m_fake.received.size(), before + 1);
        QCOMPARE(m_fake.received.back().summary, QStringLiteral("DriveBench: the run finished"));
    }

    void cleanupTestCase()
    {
        QDBusConnection::disconnectFromBus(QStringLiteral("server"));
        QDBusConnection::disconnectFromBus(QStringLiteral("client"));
    }
};

QTEST_MAIN(TstRunNotifier)
#include "tst_runnotifier.moc"
