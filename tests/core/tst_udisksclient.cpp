// SPDX-License-Identifier: GPL-3.0-or-later
// UdisksClient against a fake UDisks2 on a private dbus-daemon: resolving the device (ResolveDevice,
// or GetManagedObjects on an old udisks), opening it (OpenDevice, or OpenForBenchmark), the
// descriptor reading the right bytes, and each refusal mapped to a cause and a fix. As root it
// also re-runs itself as nobody to check the unprivileged path end to end: open() refused, the
// descriptor from UDisks2 used instead.

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <QJsonArray>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "../common/fakeudisks.h"
#include "core/devices/atasmartlog.h"
#include "core/devices/rawaccess.h"
#include "core/devices/udisksclient.h"
#include "tests/common/settingfixcheck.h"

using namespace drivebench;
using namespace drivebench::test;

namespace {

const QByteArray kContent = "DriveBench through UDisks2: the bytes of the fake device.\n";
constexpr char kChildBusVar[] = "DRIVEBENCH_TEST_UDISKS_BUS";   // set in the unprivileged re-run
constexpr char kChildDeviceVar[] = "DRIVEBENCH_TEST_UDISKS_DEVICE";

QByteArray readAll(int fd)
{
    QByteArray bytes(4096, '\0');
    const ssize_t n = ::pread(fd, bytes.data(), bytes.size(), 0);
    bytes.resize(n < 0 ? 0 : qsizetype(n));
    return bytes;
}

QString text(const Error &e) { return QString::fromStdString(e.message + " | " + e.hint); }

} // namespace

class TestUdisksClient : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<PrivateBus> m_bus;
    std::unique_ptr<FakeUdisksService> m_service;
    QTemporaryDir m_dir;
    QString m_device; // the file the fake serves as its device

    FakeUdisksState baseState() const
    {
        FakeUdisksState s;
        s.device = m_device;
        return s;
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (qEnvironmentVariableIsSet(kChildBusVar))
            return; // the unprivileged re-run uses its parent's bus
        m_bus = std::make_unique<PrivateBus>();
        if (m_bus->address().isEmpty())
            QSKIP("dbus-daemon is not installed (apt install dbus-daemon)");
        m_service = std::make_unique<FakeUdisksService>(m_bus->address());
        QVERIFY(m_service->isRegistered());
        QVERIFY(m_dir.isValid());
        m_device = m_dir.filePath(QStringLiteral("fakedisk"));
        QFile f(m_device);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(kContent);
    }

    void init()
    {
        // The unprivileged re-run (as nobody, started by unprivilegedUserGetsDeviceFromUdisks)
        // has no fake service of its own: it runs asUnprivilegedUser only.
        if (!m_service) {
            if (qstrcmp(QTest::currentTestFunction(), "asUnprivilegedUser") != 0)
                QSKIP("unprivileged re-run");
            return;
        }
        m_service->fake().setState(baseState());
    }

    void opensThroughOpenDevice()
    {
        const UdisksClient client(m_bus->address());
        auto object = client.blockObject(m_device);
        QVERIFY2(object, qPrintable(object ? QString() : text(object.error())));
        QCOMPARE(*object, kFakeBlockPath);

        UdisksOpenRequest request;
        request.flags = O_DIRECT;
        auto fd = client.open(m_device, request);
        QVERIFY2(fd, qPrintable(fd ? QString() : text(fd.error())));
        QCOMPARE(readAll(fd->get()), kContent);
        QVERIFY(::fcntl(fd->get(), F_GETFD) & FD_CLOEXEC);
        const FakeUdisksState s = m_service->fake().state();
        QCOMPARE(s.method, QStringLiteral("OpenDevice"));
        QCOMPARE(s.mode, QStringLiteral("r"));
        QCOMPARE(s.flags, O_DIRECT | O_CLOEXEC); // never O_RDONLY/O_RDWR: udisks refuses those
        QCOMPARE(s.noUserInteraction, false);    // polkit may ask for the password
        QCOMPARE(s.interactiveAllowed, true);
    }

    // One door: a read-write descriptor only for the device named for destructive tests, and only
    // when checkDestructiveAllowed lets it through; refused before UDisks2 is even asked.
    void readWriteNeedsTheDestructiveGate()
    {
        const UdisksClient client(m_bus->address());
        UdisksOpenRequest request;
        request.mode = UdisksOpenMode::ReadWrite;
        auto unnamed = client.open(m_device, request);
        QVERIFY(!unnamed);
        QVERIFY2(namesSetting(unnamed.error(), Setting::Destructive, m_device), qPrintable(text(unnamed.error())));
        request.destructivePath = m_device; // named, but a regular file is no device to destroy
        auto notDevice = client.open(m_device, request);
        QVERIFY(!notDevice);
        QVERIFY2(text(notDevice.error()).contains(QLatin1String("not a block device")), qPrintable(text(notDevice.error())));
        QCOMPARE(m_service->fake().state().calls, 0); // UDisks2 was never asked
        QFile f(m_device);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), kContent);
    }

    // As root: an unmounted loop device named for destructive tests gets its read-write descriptor.
    void readWriteDescriptorWritesAnAllowedDevice()
    {
        if (::geteuid() != 0)
            QSKIP("needs root for a loop device");
        const QString image = m_dir.filePath(QStringLiteral("loop.img"));
        {
            QFile img(image);
            QVERIFY(img.open(QIODevice::WriteOnly));
            QVERIFY(img.write(QByteArray(1 << 20, 'L')) == (1 << 20));
        }
        QProcess losetup;
        losetup.start(QStringLiteral("losetup"), {QStringLiteral("--find"), QStringLiteral("--show"), image});
        if (!losetup.waitForFinished(30'000) || losetup.exitCode() != 0)
            QSKIP("losetup failed (no loop devices here?)");
        const QString loop = QString::fromUtf8(losetup.readAllStandardOutput()).trimmed();
        FakeUdisksState st = baseState();
        st.device = loop;
        m_service->fake().setState(st);
        const UdisksClient client(m_bus->address());
        UdisksOpenRequest request;
        request.mode = UdisksOpenMode::ReadWrite;
        request.destructivePath = loop;
        auto fd = client.open(loop, request);
        const QString why = fd ? QString() : text(fd.error());
        const bool wrote = fd && ::pwrite(fd->get(), "X", 1, 0) == 1 && ::fsync(fd->get()) == 0;
        fd = Error::make(std::errc::invalid_argument, "closed");
        QProcess::execute(QStringLiteral("losetup"), {QStringLiteral("-d"), loop});
        QVERIFY2(why.isEmpty(), qPrintable(why));
        QCOMPARE(m_service->fake().state().mode, QStringLiteral("rw"));
        QVERIFY(wrote);
        QFile img(image);
        QVERIFY(img.open(QIODevice::ReadOnly));
        QCOMPARE(img.read(2), QByteArray("XL"));
    }

    void promptForbiddenIsForwarded()
    {
        const UdisksClient client(m_bus->address());
        UdisksOpenRequest request;
        request.prompt = PolkitPrompt::Forbidden;
        auto fd = client.open(m_device, request);
        QVERIFY(fd);
        QCOMPARE(m_service->fake().state().noUserInteraction, true);
        QCOMPARE(m_service->fake().state().interactiveAllowed, false);
    }

    void oldUdisksWalksObjectsAndOpensForBenchmark_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("viaLink");
        QTest::newRow("Device") << QString() << false;
        QTest::newRow("a symlink of ours") << QStringLiteral("link") << false;
        QTest::newRow("Block.Symlinks") << QStringLiteral("/dev/disk/by-id/fake-serial") << true;
    }
    void oldUdisksWalksObjectsAndOpensForBenchmark()
    {
        QFETCH(QString, path);
        QFETCH(bool, viaLink);
        FakeUdisksState s = baseState();
        s.hasResolveDevice = false; // udisks before 2.7.3
        s.hasOpenDevice = false;
        s.symlinks = {QStringLiteral("/dev/disk/by-id/fake-serial")};
        m_service->fake().setState(s);
        QString asked = m_device;
        if (path == QLatin1String("link")) {
            asked = m_dir.filePath(QStringLiteral("link-to-disk"));
            QFile::remove(asked);
            QVERIFY(QFile::link(m_device, asked));
        } else if (viaLink) {
            asked = path;
        }
        const UdisksClient client(m_bus->address());
        auto object = client.blockObject(asked);
        QVERIFY2(object, qPrintable(object ? QString() : text(object.error())));
        QCOMPARE(*object, kFakeBlockPath);
        auto fd = client.open(asked, {});
        QVERIFY2(fd, qPrintable(fd ? QString() : text(fd.error())));
        QCOMPARE(readAll(fd->get()), kContent);
        QCOMPARE(m_service->fake().state().method, QStringLiteral("OpenForBenchmark"));
        QCOMPARE(m_service->fake().state().writable, false);
    }

    void refusalsNameCauseAndFix_data()
    {
        QTest::addColumn<QString>("errorName"); // empty: udisksd's own open() fails (ENOENT)
        QTest::addColumn<QString>("cause");
        QTest::addColumn<QString>("fix");
        QTest::newRow("NotAuthorized") << QStringLiteral("org.freedesktop.UDisks2.Error.NotAuthorized")
                                       << QStringLiteral("polkit refused") << QStringLiteral("org.freedesktop.udisks2.open-device");
        QTest::newRow("NotAuthorizedCanObtain") << QStringLiteral("org.freedesktop.UDisks2.Error.NotAuthorizedCanObtain")
                                                << QStringLiteral("could not ask") << QStringLiteral("polkit agent");
        QTest::newRow("NotAuthorizedDismissed") << QStringLiteral("org.freedesktop.UDisks2.Error.NotAuthorizedDismissed")
                                                << QStringLiteral("dismissed") << QStringLiteral("enter your password");
        QTest::newRow("open fails") << QString() << QStringLiteral("UDisks2 could not open")
                                    << QStringLiteral("check the device path");
    }
    void refusalsNameCauseAndFix()
    {
        QFETCH(QString, errorName);
        QFETCH(QString, cause);
        QFETCH(QString, fix);
        FakeUdisksState s = baseState();
        s.refuseWith = errorName;
        if (errorName.isEmpty())
            s.backingFile = m_dir.filePath(QStringLiteral("missing"));
        m_service->fake().setState(s);
        const UdisksClient client(m_bus->address());
        auto fd = client.open(m_device, {});
        QVERIFY(!fd);
        const QString t = text(fd.error());
        QVERIFY2(t.contains(cause), qPrintable(t));
        QVERIFY2(t.contains(fix), qPrintable(t));
        QVERIFY2(t.contains(QLatin1String("run as root")), qPrintable(t));
        if (errorName.isEmpty())
            QVERIFY2(t.contains(QLatin1String("No such file")), qPrintable(t)); // UDisks2's own words kept
        else
            QVERIFY(fd.error().code == std::errc::permission_denied);
        QCOMPARE(m_service->fake().state().calls, 1); // refused once: no second method, no second prompt
    }

    void unknownDevice()
    {
        const UdisksClient client(m_bus->address());
        for (bool old : {false, true}) {
            FakeUdisksState s = baseState();
            s.hasResolveDevice = !old;
            m_service->fake().setState(s);
            auto fd = client.open(QStringLiteral("/dev/not-a-disk"), {});
            QVERIFY(!fd);
            QVERIFY2(text(fd.error()).contains(QLatin1String("UDisks2 does not know /dev/not-a-disk")), qPrintable(text(fd.error())));
            QVERIFY(fd.error().code == std::errc::no_such_device);
            QCOMPARE(m_service->fake().state().calls, 0);
        }
    }

    void noUdisksOnTheBus()
    {
        PrivateBus empty; // a bus where nobody owns org.freedesktop.UDisks2
        QVERIFY(!empty.address().isEmpty());
        const UdisksClient client(empty.address());
        auto fd = client.open(m_device, {});
        QVERIFY(!fd);
        QVERIFY2(text(fd.error()).contains(QLatin1String("UDisks2 is not running")), qPrintable(text(fd.error())));
        QVERIFY(text(fd.error()).contains(QLatin1String("install udisks2")));
        QVERIFY(text(fd.error()).contains(QLatin1String("run as root")));
    }

    void noBus()
    {
        const UdisksClient client(QStringLiteral("unix:path=") + m_dir.filePath(QStringLiteral("no-such-socket")));
        auto fd = client.open(m_device, {});
        QVERIFY(!fd);
        QVERIFY2(text(fd.error()).contains(QLatin1String("cannot connect to the D-Bus bus at unix:path=")), qPrintable(text(fd.error())));
        QVERIFY(text(fd.error()).contains(QLatin1String("run as root")));
        QVERIFY(fd.error().code == std::errc::not_connected);
    }

    // ATA SMART for an unprivileged caller: SmartUpdate, then SmartGetAttributes and the Drive.Ata
    // properties, turned into the same AtaSmart the root path decodes (libatasmart's names and
    // pretty figures; raw bytes unknown).
    FakeUdisksState smartState() const
    {
        FakeUdisksState s = baseState();
        s.smartAttributes = {
            {1, QStringLiteral("raw-read-error-rate"), 0x0B, 100, 100, 6, 0, 1},
            {5, QStringLiteral("reallocated-sector-count"), 0x33, 99, 99, 36, 8, 3},
            {9, QStringLiteral("power-on-hours"), 0x32, 98, 98, 0, 1234LL * 3600 * 1000, 2},
            {194, QStringLiteral("temperature-celsius-2"), 0x22, 36, 50, 0, 309150, 4},
            {197, QStringLiteral("current-pending-sector"), 0x12, 100, 100, 0, 0, 3},
            {241, QStringLiteral("total-lbas-written"), 0x32, 100, 100, 0, 123456, 7},
        };
        s.ataProperties = {{QStringLiteral("SmartSupported"), true},
                           {QStringLiteral("SmartEnabled"), true},
                           {QStringLiteral("SmartUpdated"), QVariant::fromValue(quint64(1764590400))},
                           {QStringLiteral("SmartFailing"), false},
                           {QStringLiteral("SmartPowerOnSeconds"), QVariant::fromValue(quint64(1234ull * 3600))},
                           {QStringLiteral("SmartTemperature"), 309.15},
                           {QStringLiteral("SmartNumAttributesFailing"), 0},
                           {QStringLiteral("SmartNumAttributesFailedInThePast"), 0},
                           {QStringLiteral("SmartNumBadSectors"), QVariant::fromValue(qlonglong(8))},
                           {QStringLiteral("SmartSelftestStatus"), QStringLiteral("success")},
                           {QStringLiteral("SmartSelftestPercentRemaining"), 0}};
        return s;
    }

    void ataSmartThroughDriveAta()
    {
        m_service->fake().setState(smartState());
        const UdisksClient client(m_bus->address());
        auto smart = client.ataSmart(m_device, PolkitPrompt::Forbidden);
        QVERIFY2(smart, qPrintable(smart ? QString() : text(smart.error())));
        QCOMPARE(m_service->fake().state().smartUpdates, 1); // refreshed, not UDisks2's old reading
        QVERIFY(m_service->fake().state().smartNoUserInteraction);
        QVERIFY(smart->staleBecause.isEmpty());
        QCOMPARE(smart->driveObject, QStringLiteral("/org/freedesktop/UDisks2/drives/Fake_Drive"));
        QCOMPARE(int(smart->attributes.size()), 6);
        QCOMPARE(smart->attributes[3].id, 194);
        QCOMPARE(smart->attributes[3].name, QStringLiteral("temperature-celsius-2"));
        QCOMPARE(smart->attributes[3].pretty, 309150);
        QCOMPARE(smart->attributes[3].prettyUnit, 4);
        QCOMPARE(smart->attributes[1].threshold, 36);
        QCOMPARE(smart->powerOnSeconds, 1234ull * 3600);
        QCOMPARE(smart->temperatureK, 309.15);
        QCOMPARE(smart->numBadSectors, 8);
        QCOMPARE(smart->updated, 1764590400ull);

        const AtaSmart ata = ataSmartFromUdisks(*smart);
        QCOMPARE(ata.temperatureC, std::optional<int>(36));
        QVERIFY(ata.powerOnHours && qFuzzyCompare(*ata.powerOnHours, 1234.0));
        QCOMPARE(ata.reallocatedSectors, std::optional<std::uint64_t>(8));
        QCOMPARE(ata.pendingSectors, std::optional<std::uint64_t>(0));
        QCOMPARE(ata.smartStatusGood, std::optional<bool>(true));
        QCOMPARE(ata.status(), QStringLiteral("ok"));
        QCOMPARE(ata.attributes[1].prefailure, true);
        QCOMPARE(ata.attributes[1].online, true);
        QCOMPARE(ata.attributes[3].unit, QStringLiteral("celsius"));
        QCOMPARE(*ata.attributes[3].decoded, 36.0);
        QCOMPARE(ata.attributes[2].unit, QStringLiteral("hours"));
        QCOMPARE(ata.attributes[0].threshold, std::optional<int>(6));
        QVERIFY(!ata.attributes[5].decoded); // 241 without its raw count is not guessed
        const QJsonObject json = toJson(ata);
        const QJsonObject attr = json.value(QStringLiteral("attributes")).toArray().at(3).toObject();
        QVERIFY(attr.value(QStringLiteral("raw")).isNull()); // UDisks2 does not pass the raw bytes on
        QCOMPARE(attr.value(QStringLiteral("decoded")).toDouble(), 36.0);
        // 8 reallocated sectors: a warning, as from the root path.
        QCOMPARE(judgeAtaSmart(ata).overall(), QStringLiteral("warning"));
    }

    void ataSmartRefusedUpdateNamesPolkitAction()
    {
        FakeUdisksState s = smartState();
        s.refuseSmartUpdateWith = QStringLiteral("org.freedesktop.UDisks2.Error.NotAuthorized");
        s.smartCollected = false; // and no earlier reading: nothing to show
        m_service->fake().setState(s);
        const UdisksClient client(m_bus->address());
        auto smart = client.ataSmart(m_device, PolkitPrompt::Forbidden);
        QVERIFY(!smart);
        const QString t = text(smart.error());
        QVERIFY2(t.contains(QLatin1String("polkit refused to let UDisks2 read the SMART data of")), qPrintable(t));
        QVERIFY2(t.contains(QLatin1String("org.freedesktop.udisks2.ata-smart-update")), qPrintable(t));
        QVERIFY2(t.contains(QLatin1String("run as root")), qPrintable(t));
        QVERIFY(smart.error().code == std::errc::permission_denied);

        // With UDisks2's own earlier reading there, that reading is given, marked as such.
        s.smartCollected = true;
        m_service->fake().setState(s);
        auto stale = client.ataSmart(m_device, PolkitPrompt::Forbidden);
        QVERIFY2(stale, qPrintable(stale ? QString() : text(stale.error())));
        QVERIFY2(stale->staleBecause.contains(QLatin1String("polkit refused")), qPrintable(stale->staleBecause));
        QCOMPARE(int(stale->attributes.size()), 6);
        QCOMPARE(m_service->fake().state().smartUpdates, 0);
    }

    void ataSmartWithoutAtaDrive()
    {
        const UdisksClient client(m_bus->address());
        FakeUdisksState s = smartState();
        s.drive = QStringLiteral("/");
        m_service->fake().setState(s);
        auto none = client.ataSmart(m_device);
        QVERIFY(!none);
        QVERIFY2(text(none.error()).contains(QLatin1String("UDisks2 knows no drive behind")), qPrintable(text(none.error())));
        s = smartState();
        s.hasAta = false; // an NVMe or USB drive: no Drive.Ata interface
        m_service->fake().setState(s);
        auto notAta = client.ataSmart(m_device);
        QVERIFY(!notAta);
        QVERIFY2(text(notAta.error()).contains(QLatin1String("UDisks2 offers no ATA SMART for")), qPrintable(text(notAta.error())));
        QVERIFY(notAta.error().code == std::errc::not_supported);
    }

    // As root: re-run the next function as nobody against this process's fake UDisks2 (which,
    // being root, can open what nobody cannot), serving a root-only block device if there is one.
    void unprivilegedUserGetsDeviceFromUdisks()
    {
        if (::geteuid() != 0)
            QSKIP("needs root to re-run itself as an unprivileged user");
        const QString setpriv = QStandardPaths::findExecutable(QStringLiteral("setpriv"));
        if (setpriv.isEmpty())
            QSKIP("setpriv (util-linux) is not installed");
        // A root-only block device (loop devices are brw------- root), else a root-only file.
        QString device;
        for (int i = 0; i < 8 && device.isEmpty(); ++i) {
            const QString loop = QStringLiteral("/dev/loop%1").arg(i);
            struct stat st{};
            if (::stat(QFile::encodeName(loop).constData(), &st) == 0 && S_ISBLK(st.st_mode) && !(st.st_mode & S_IROTH))
                device = loop;
        }
        QString file = m_dir.filePath(QStringLiteral("rootonly"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(kContent);
        f.close();
        QVERIFY(QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner));
        QFile::setPermissions(m_dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ExeOther);

        for (const QString &served : {file, device}) {
            if (served.isEmpty())
                continue;
            FakeUdisksState s = baseState();
            s.device = served;
            m_service->fake().setState(s);
            QProcess child;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QString::fromLatin1(kChildBusVar), m_bus->address());
            env.insert(QString::fromLatin1(kChildDeviceVar), served);
            child.setProcessEnvironment(env);
            child.setProcessChannelMode(QProcess::MergedChannels);
            child.start(setpriv, {QStringLiteral("--reuid=65534"), QStringLiteral("--regid=65534"), QStringLiteral("--clear-groups"),
                                  QCoreApplication::applicationFilePath(), QStringLiteral("asUnprivilegedUser")});
            QVERIFY(child.waitForFinished(60000));
            const QString out = QString::fromUtf8(child.readAll());
            if (out.contains(QLatin1String("Permission denied")) && child.exitCode() == 126)
                QSKIP("nobody cannot run the test binary here (a directory above it is not world-searchable)");
            QVERIFY2(child.exitCode() == 0, qPrintable(out));
            QVERIFY2(out.contains(QLatin1String("PASS   : TestUdisksClient::asUnprivilegedUser")), qPrintable(out));
            QCOMPARE(m_service->fake().state().calls, 1);
        }
    }

    void asUnprivilegedUser()
    {
        const QString bus = qEnvironmentVariable(kChildBusVar);
        const QString device = qEnvironmentVariable(kChildDeviceVar);
        if (bus.isEmpty())
            QSKIP("run by unprivilegedUserGetsDeviceFromUdisks as nobody");
        QVERIFY(::geteuid() != 0);
        const int direct = ::open(QFile::encodeName(device).constData(), O_RDONLY);
        const int err = errno;
        QCOMPARE(direct, -1);
        QCOMPARE(err, EACCES);

        // Without UDisks2: the refusal, and what to do.
        auto never = openRawDevice(device, 0, RawAccess{});
        QVERIFY(!never);
        QVERIFY2(text(never.error()).contains(QLatin1String("needs root or UDisks2")), qPrintable(text(never.error())));

        RawAccess access{UdisksUse::WithPrompt, bus};
        struct stat st{};
        QVERIFY(::stat(QFile::encodeName(device).constData(), &st) == 0);
        if (S_ISBLK(st.st_mode)) {
            // The run's path: a block device open() refuses comes from UDisks2.
            auto fd = deviceFdThroughUdisks(device, 0, access);
            QVERIFY2(fd, qPrintable(fd ? QString() : text(fd.error())));
            QVERIFY(fd->get() >= 0);
            QVERIFY(::fstat(fd->get(), &st) == 0 && S_ISBLK(st.st_mode));
        } else {
            auto opened = openRawDevice(device, 0, access);
            QVERIFY2(opened, qPrintable(opened ? QString() : text(opened.error())));
            QVERIFY(opened->throughUdisks);
            QCOMPARE(readAll(opened->fd.get()), kContent);
            // Not a block device: a run opens it itself.
            auto none = deviceFdThroughUdisks(device, 0, access);
            QVERIFY(none && !*none);
        }
    }

    void cleanupTestCase()
    {
        m_service.reset();
        m_bus.reset();
    }
};

QTEST_GUILESS_MAIN(TestUdisksClient)
#include "tst_udisksclient.moc"
