// SPDX-License-Identifier: GPL-3.0-or-later
// One run, one result: the window and drivebench-cli fill the same RunChoice and core plans it.
// For every profile and each target kind (directory, regular file, block device) the plan built
// from the window's settings equals the one built from the CLI's options for the same choice; a
// short real run from each front end on one directory gives results with the same test ids and
// ops, the same settings keys and the same drive object.
#include <algorithm>

#include <sys/stat.h>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "app/cli/runoptions.h"
#include "core/results/resultjson.h"
#include "core/results/runrecordjson.h"
#include "core/runner/runplan.h"
#include "core/workloads/profiles.h"
#include "core/workloads/workloadtests.h"
#include "ui/drivepanel.h"
#include "ui/mainwindow.h"
#include "ui/messagebar.h"
#include "ui/runsettingswidget.h"

using namespace drivebench;
using namespace drivebench::ui;

namespace {

const QString kCli = QStringLiteral(DRIVEBENCH_BIN_DIR "/drivebench-cli");

/// Every profile either front end offers ("trace" needs a file, which only the CLI takes).
QStringList allProfiles()
{
    QStringList names;
    for (const Profile &p : profiles())
        names << p.name;
    for (const QString &w : workloadProfileNames()) {
        if (w != QLatin1String("trace"))
            names << w;
    }
    return names;
}

/// A block device this test may stat and ask the size of (planning only: nothing is opened for
/// I/O, nothing is written): the first one in /sys/block with sectors and a node in /dev.
QString someBlockDevice()
{
    // Loop devices last: other tests (run in parallel) attach and detach them, so one's backing
    // file can change between the window's plan and the command line's.
    QStringList names = QDir(QStringLiteral("/sys/block")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    std::stable_partition(names.begin(), names.end(),
                          [](const QString &n) { return !n.startsWith(QLatin1String("loop")); });
    for (const QString &name : names) {
        const QString node = QStringLiteral("/dev/") + name;
        QFile size(QStringLiteral("/sys/block/%1/size").arg(name));
        struct stat st{};
        if (size.open(QIODevice::ReadOnly) && size.readAll().trimmed().toULongLong() > 0
            && ::stat(QFile::encodeName(node).constData(), &st) == 0 && S_ISBLK(st.st_mode))
            return node;
    }
    return {};
}

/// The plan without the one setting the front ends choose differently on purpose (documented:
/// the window's workers run at nice 10 so that its UI thread keeps the CPU).
QJsonObject comparable(const RunPlan &plan)
{
    QJsonObject j = planJson(plan);
    QJsonObject s = j.value(QStringLiteral("settings")).toObject();
    s.remove(QStringLiteral("worker_nice"));
    j.insert(QStringLiteral("settings"), s);
    return j;
}

QStringList keysOf(const QJsonObject &o)
{
    QStringList k = o.keys();
    k.sort();
    return k;
}

} // namespace

class TstFrontEndParity : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir{QDir::tempPath() + QStringLiteral("/tst_frontendparity-XXXXXX")};

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        QVERIFY(m_dir.isValid());
        QFile f(m_dir.filePath(QStringLiteral("existing.dat")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(qint64(64) << 20)); // sparse: only its size matters to a plan
    }

    void samePlan_data()
    {
        QTest::addColumn<QString>("profile");
        QTest::addColumn<QString>("kind");
        const QString device = someBlockDevice();
        QVERIFY2(!device.isEmpty(), "no block device in /sys/block with a node in /dev");
        for (const QString &p : allProfiles()) {
            for (const char *kind : {"directory", "file", "device"})
                QTest::newRow(qPrintable(p + QLatin1Char('/') + QLatin1String(kind))) << p << QString::fromLatin1(kind);
        }
    }
    void samePlan()
    {
        QFETCH(QString, profile);
        QFETCH(QString, kind);
        const QString path = kind == QLatin1String("directory") ? m_dir.path()
                             : kind == QLatin1String("file")    ? m_dir.filePath(QStringLiteral("existing.dat"))
                                                                : someBlockDevice();
        // The window: the settings widget as a person leaves it (not the defaults, so that every
        // value has to travel); a device or an existing file allows read tests only there.
        RunSettingsWidget w;
        QVERIFY(w.setProfile(profile));
        w.setReadOnly(kind != QLatin1String("directory"));
        w.setPasses(2);
        w.setDurationS(3);
        w.setWarmupS(1);
        w.setIntervalS(0);
        w.setSizeBytes(256ull << 20);
        w.setDirect(false);
        const Result<RunPlan> fromWindow = planRun(w.choice(path));

        // The command line, the same choice in its words.
        QString help;
        const Result<cli::RunOptions> options = cli::parseRunOptions(
            {QStringLiteral("run"), QStringLiteral("--target"), path, QStringLiteral("--profile"), profile,
             QStringLiteral("--passes"), QStringLiteral("2"), QStringLiteral("--duration"), QStringLiteral("3"),
             QStringLiteral("--warmup"), QStringLiteral("1"), QStringLiteral("--interval"), QStringLiteral("0"),
             QStringLiteral("--size"), QStringLiteral("256M"), QStringLiteral("--buffered")},
            &help);
        QVERIFY2(options, options ? "" : options.error().text().c_str());
        const Result<RunPlan> fromCli = planRun(options->choice);

        // Both plan, or both refuse with the same words (a write-only profile on a device).
        QCOMPARE(bool(fromWindow), bool(fromCli));
        if (!fromWindow) {
            QCOMPARE(fromWindow.error().message, fromCli.error().message);
            QVERIFY2(kind != QLatin1String("directory"), fromWindow.error().text().c_str());
            return;
        }
        QVERIFY(!fromWindow->tests.empty());
        const QJsonObject a = comparable(*fromWindow);
        const QJsonObject b = comparable(*fromCli);
        if (a != b) {
            qWarning().noquote() << "window:" << QJsonDocument(a).toJson(QJsonDocument::Compact);
            qWarning().noquote() << "cli:   " << QJsonDocument(b).toJson(QJsonDocument::Compact);
        }
        QCOMPARE(a, b);
        if (kind != QLatin1String("directory")) {
            for (const TestSpec &t : fromWindow->tests)
                QVERIFY2(!t.writes(), qPrintable(t.id)); // read only unless named for writes
        }
    }

    void sameSteadyPlan()
    {
        // Until steady with a round limit: the window's check box and the CLI's options plan alike.
        RunSettingsWidget w;
        QVERIFY(w.setProfile(QStringLiteral("nvme")));
        w.setUntilSteady(true, 7);
        w.setDurationS(3);
        const Result<RunPlan> fromWindow = planRun(w.choice(m_dir.path()));
        QVERIFY2(fromWindow, fromWindow ? "" : fromWindow.error().text().c_str());
        QString help;
        const Result<cli::RunOptions> options = cli::parseRunOptions(
            {QStringLiteral("run"), QStringLiteral("--target"), m_dir.path(), QStringLiteral("--profile"),
             QStringLiteral("nvme"), QStringLiteral("--until-steady"), QStringLiteral("--steady-max-rounds"),
             QStringLiteral("7"), QStringLiteral("--duration"), QStringLiteral("3")},
            &help);
        QVERIFY2(options, options ? "" : options.error().text().c_str());
        const Result<RunPlan> fromCli = planRun(options->choice);
        QVERIFY2(fromCli, fromCli ? "" : fromCli.error().text().c_str());
        QCOMPARE(fromWindow->settings.steadyMaxRounds, 7);
        QCOMPARE(comparable(*fromWindow), comparable(*fromCli));
        // Unticked, the window plans its passes again.
        w.setUntilSteady(false);
        const Result<RunPlan> passes = planRun(w.choice(m_dir.path()));
        QVERIFY(passes);
        QCOMPARE(passes->settings.steadyMaxRounds, 0);
    }

    void phybsOnDeviceReads()
    {
        // The window's read-only device choice keeps phybs: it is a read probe on a device.
        RunSettingsWidget w;
        QVERIFY(w.setProfile(QStringLiteral("phybs")));
        w.setReadOnly(true);
        const Result<RunPlan> plan = planRun(w.choice(someBlockDevice()));
        QVERIFY2(plan, plan ? "" : plan.error().text().c_str());
        QCOMPARE(int(plan->tests.size()), 1);
        QCOMPARE(plan->tests.front().op, IoOp::Read);
    }

    void sameResultFromBothFrontEnds()
    {
        // A short real run of the demo profile from each front end on one directory, through the
        // page cache (so that it runs where the directory has no O_DIRECT too).
        const QString dir = m_dir.filePath(QStringLiteral("run"));
        QVERIFY(QDir().mkpath(dir));
        const QString json = m_dir.filePath(QStringLiteral("cli.json"));
        QProcess p;
        p.start(kCli, {QStringLiteral("run"), QStringLiteral("--target"), dir, QStringLiteral("--profile"),
                       QStringLiteral("demo"), QStringLiteral("--passes"), QStringLiteral("1"),
                       QStringLiteral("--duration"), QStringLiteral("0.2"), QStringLiteral("--warmup"),
                       QStringLiteral("0"), QStringLiteral("--interval"), QStringLiteral("0"),
                       QStringLiteral("--size"), QStringLiteral("16M"), QStringLiteral("--buffered"),
                       QStringLiteral("--no-library"), QStringLiteral("--json"), json});
        QVERIFY(p.waitForFinished(120000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        QFile f(json);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const Result<RunResult> cliRun = runFromJson(QJsonDocument::fromJson(f.readAll()).object());
        QVERIFY2(cliRun, cliRun ? "" : cliRun.error().text().c_str());

        MainWindow w(SystemRoots{}, nullptr, m_dir.filePath(QStringLiteral("window.db")));
        w.drivePanel()->setCustomTarget(dir, QString());
        RunSettingsWidget *s = w.runSettings();
        QVERIFY(s->setProfile(QStringLiteral("demo")));
        s->setOps(RunOps::ReadWrite);
        s->setPasses(1);
        s->setDurationS(0.2);
        s->setWarmupS(0);
        s->setIntervalS(0);
        s->setSizeBytes(16ull << 20);
        s->setDirect(false);
        QSignalSpy finished(&w, &MainWindow::runFinished);
        QVERIFY2(w.startRun(), qPrintable(w.messageBar()->text()));
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), 120000);
        const RunResult winRun = finished.first().first().value<RunResult>();
        QVERIFY2(winRun.completed, qPrintable(lineTexts(winRun.errors).join(QLatin1Char('\n'))));

        QCOMPARE(winRun.tests.size(), cliRun->tests.size());
        for (std::size_t i = 0; i < winRun.tests.size(); ++i) {
            QCOMPARE(winRun.tests[i].id, cliRun->tests[i].id);
            QCOMPARE(winRun.tests[i].op, cliRun->tests[i].op);
            QCOMPARE(winRun.tests[i].reading, cliRun->tests[i].reading);
        }
        QCOMPARE(keysOf(toJson(winRun.settings)), keysOf(toJson(cliRun->settings)));
        // The same drive object (volatile readings such as a temperature aside).
        const QJsonObject winDrive = toJson(winRun.drive), cliDrive = toJson(cliRun->drive);
        QCOMPARE(keysOf(winDrive), keysOf(cliDrive));
        for (const char *k : {"name", "path", "model", "serial", "firmware", "transport", "link", "capacity_bytes"})
            QCOMPARE(winDrive.value(QLatin1String(k)), cliDrive.value(QLatin1String(k)));
        // ... and it is the one `drives --json` lists for the disk under the directory.
        QProcess d;
        d.start(kCli, {QStringLiteral("drives"), QStringLiteral("--json")});
        QVERIFY(d.waitForFinished(60000));
        QCOMPARE(d.exitCode(), 0);
        const QJsonArray drives = QJsonDocument::fromJson(d.readAllStandardOutput()).object()
                                      .value(QStringLiteral("drives")).toArray();
        if (cliRun->drive.isEmpty()) {
            // tmpfs and the like: no drive behind the directory, and the result says which filesystem.
            QVERIFY(!cliRun->target.filesystem.isEmpty());
        } else {
            bool found = false;
            for (const QJsonValue &v : drives) {
                const QJsonObject o = v.toObject();
                if (o.value(QStringLiteral("path")) != cliDrive.value(QStringLiteral("path")))
                    continue;
                found = true;
                QCOMPARE(cliDrive.value(QStringLiteral("model")), o.value(QStringLiteral("model")));
                QCOMPARE(cliDrive.value(QStringLiteral("transport")), o.value(QStringLiteral("transport")));
            }
            QVERIFY2(found, qPrintable(cliRun->drive.path.value_or(QString())));
        }
        QCOMPARE(winRun.target.kind, cliRun->target.kind);
        QCOMPARE(winRun.target.filesystem, cliRun->target.filesystem);
        QCOMPARE(winRun.target.device, cliRun->target.device);
        QCOMPARE(winRun.schemaVersion, kResultSchemaVersion);
        QCOMPARE(cliRun->schemaVersion, kResultSchemaVersion);
    }
};

QTEST_MAIN(TstFrontEndParity)
#include "tst_frontendparity.moc"
