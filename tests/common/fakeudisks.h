// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A private D-Bus bus (dbus-daemon on a socket in a temp dir) with a fake UDisks2 on it, for
// tests of UdisksClient and of the unprivileged paths without a real udisksd or polkit.
//
// FakeUdisks implements what DriveBench calls: Manager.ResolveDevice, ObjectManager.
// GetManagedObjects, Block.OpenDevice and Block.OpenForBenchmark for one device (any file: it
// opens it and hands the descriptor over the bus, as udisksd does). Each method can be switched
// off (an older udisks answers UnknownMethod) and the open can be refused with a UDisks2 error
// name (NotAuthorized ...). It runs on its own thread, because a client blocks on its call.

#include <fcntl.h>
#include <unistd.h>

#include <mutex>

#include <QDBusArgument>
#include <QDBusConnection>
#include <QDBusMessage>
#include <QDBusMetaType>
#include <QDBusObjectPath>
#include <QDBusUnixFileDescriptor>
#include <QDBusVariant>
#include <QDBusVirtualObject>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThread>
#include <QVariantMap>

namespace drivebench::test {

/// One entry of Drive.Ata.SmartGetAttributes' a(ysqiiixia{sv}).
struct FakeSmartAttribute
{
    uchar id = 0;
    QString name;
    ushort flags = 0;
    int value = 0, worst = 0, threshold = 0;
    qlonglong pretty = 0;
    int prettyUnit = 0;
};

inline QDBusArgument &operator<<(QDBusArgument &arg, const FakeSmartAttribute &a)
{
    arg.beginStructure();
    arg << a.id << a.name << a.flags << a.value << a.worst << a.threshold << a.pretty << a.prettyUnit << QVariantMap{};
    arg.endStructure();
    return arg;
}
inline const QDBusArgument &operator>>(const QDBusArgument &arg, FakeSmartAttribute &a)
{
    QVariantMap expansion;
    arg.beginStructure();
    arg >> a.id >> a.name >> a.flags >> a.value >> a.worst >> a.threshold >> a.pretty >> a.prettyUnit >> expansion;
    arg.endStructure();
    return arg;
}

using UdisksInterfaces = QMap<QString, QVariantMap>;
using UdisksObjects = QMap<QDBusObjectPath, UdisksInterfaces>;

/// What the fake offers and what it was asked.
struct FakeUdisksState
{
    QString device;              ///< the Block.Device it serves ("/dev/sdz" or a file path)
    QString backingFile;         ///< what it opens for that device (default: device)
    QStringList symlinks;        ///< Block.Symlinks
    quint64 deviceNumber = 0;    ///< Block.DeviceNumber
    bool hasResolveDevice = true;
    bool hasOpenDevice = true;
    bool hasOpenForBenchmark = true;
    QString refuseWith;          ///< an error name for the open methods; empty = grant

    // Recorded from the last open call.
    QString method;              ///< "OpenDevice" or "OpenForBenchmark"
    QString mode;                ///< OpenDevice's mode
    int flags = -1;              ///< OpenDevice's "flags" option
    bool writable = false;       ///< OpenForBenchmark's "writable" option
    bool noUserInteraction = false;
    bool interactiveAllowed = false; ///< the message's ALLOW_INTERACTIVE_AUTHORIZATION flag
    int calls = 0;               ///< open calls answered

    // Drive.Ata on the drive object behind the block device (Block.Drive).
    QString drive = QStringLiteral("/org/freedesktop/UDisks2/drives/Fake_Drive"); ///< "/" = none
    bool hasAta = true;
    bool smartCollected = true;  ///< false: SmartGetAttributes answers "SMART data not collected" until an update
    QString refuseSmartUpdateWith; ///< an error name for SmartUpdate; empty = update
    QList<FakeSmartAttribute> smartAttributes;
    QVariantMap ataProperties;   ///< SmartSupported, SmartTemperature, ...
    int smartUpdates = 0;        ///< SmartUpdate calls answered with success
    bool smartNoUserInteraction = false; ///< SmartUpdate's auth.no_user_interaction
};

inline const QString kFakeBlockPath = QStringLiteral("/org/freedesktop/UDisks2/block_devices/fake0");

class FakeUdisks final : public QDBusVirtualObject
{
public:
    FakeUdisks()
    {
        qDBusRegisterMetaType<QList<QByteArray>>();
        qDBusRegisterMetaType<UdisksInterfaces>();
        qDBusRegisterMetaType<UdisksObjects>();
        qDBusRegisterMetaType<FakeSmartAttribute>();
        qDBusRegisterMetaType<QList<FakeSmartAttribute>>();
    }

    FakeUdisksState state() const
    {
        std::lock_guard lock(m_mutex);
        return m_state;
    }
    void setState(const FakeUdisksState &s)
    {
        std::lock_guard lock(m_mutex);
        m_state = s;
    }

    QString introspect(const QString &) const override { return {}; }

    bool handleMessage(const QDBusMessage &message, const QDBusConnection &connection) override
    {
        std::lock_guard lock(m_mutex);
        const QString member = message.member();
        const auto unknown = [&]() {
            connection.send(message.createErrorReply(QStringLiteral("org.freedesktop.DBus.Error.UnknownMethod"),
                                                     QStringLiteral("No such method '%1'").arg(member)));
            return true;
        };
        const QByteArray device = QFile::encodeName(m_state.device) + '\0';
        if (member == QLatin1String("ResolveDevice")) {
            if (!m_state.hasResolveDevice)
                return unknown();
            const QVariantMap spec = qdbus_cast<QVariantMap>(message.arguments().value(0));
            QList<QDBusObjectPath> found;
            const QString path = spec.value(QStringLiteral("path")).toString();
            if (path == m_state.device || m_state.symlinks.contains(path))
                found.append(QDBusObjectPath(kFakeBlockPath));
            connection.send(message.createReply(QVariant::fromValue(found)));
            return true;
        }
        if (member == QLatin1String("GetManagedObjects")) {
            // A decoy first, then the served device.
            UdisksObjects objects;
            objects.insert(QDBusObjectPath(QStringLiteral("/org/freedesktop/UDisks2/block_devices/decoy")),
                           {{QStringLiteral("org.freedesktop.UDisks2.Block"),
                             {{QStringLiteral("Device"), QByteArray("/dev/decoy\0", 11)},
                              {QStringLiteral("DeviceNumber"), QVariant::fromValue(quint64(1))}}}});
            QList<QByteArray> links;
            for (const QString &l : m_state.symlinks)
                links.append(QFile::encodeName(l) + '\0');
            objects.insert(QDBusObjectPath(kFakeBlockPath),
                           {{QStringLiteral("org.freedesktop.UDisks2.Partitionable"), {}},
                            {QStringLiteral("org.freedesktop.UDisks2.Block"),
                             {{QStringLiteral("Device"), device},
                              {QStringLiteral("Symlinks"), QVariant::fromValue(links)},
                              {QStringLiteral("DeviceNumber"), QVariant::fromValue(m_state.deviceNumber)}}}});
            connection.send(message.createReply(QVariant::fromValue(objects)));
            return true;
        }
        const QString ata = QStringLiteral("org.freedesktop.UDisks2.Drive.Ata");
        const bool onDrive = message.path() == m_state.drive;
        if (member == QLatin1String("Get") && message.path() == kFakeBlockPath
            && message.arguments().value(1).toString() == QLatin1String("Drive")) {
            connection.send(message.createReply(QVariant::fromValue(QDBusVariant(QVariant::fromValue(QDBusObjectPath(m_state.drive))))));
            return true;
        }
        if (onDrive && !m_state.hasAta)
            return unknown();
        if (onDrive && member == QLatin1String("SmartUpdate")) {
            m_state.smartNoUserInteraction = qdbus_cast<QVariantMap>(message.arguments().value(0))
                                                 .value(QStringLiteral("auth.no_user_interaction")).toBool();
            if (!m_state.refuseSmartUpdateWith.isEmpty()) {
                connection.send(message.createErrorReply(m_state.refuseSmartUpdateWith, QStringLiteral("Not authorized to perform operation")));
                return true;
            }
            m_state.smartCollected = true;
            ++m_state.smartUpdates;
            connection.send(message.createReply());
            return true;
        }
        if (onDrive && member == QLatin1String("SmartGetAttributes")) {
            if (!m_state.smartCollected) {
                connection.send(message.createErrorReply(QStringLiteral("org.freedesktop.UDisks2.Error.Failed"),
                                                         QStringLiteral("SMART data not collected")));
                return true;
            }
            connection.send(message.createReply(QVariant::fromValue(m_state.smartAttributes)));
            return true;
        }
        if (onDrive && member == QLatin1String("GetAll") && message.arguments().value(0).toString() == ata) {
            connection.send(message.createReply(m_state.ataProperties));
            return true;
        }
        const bool openDevice = member == QLatin1String("OpenDevice");
        if (openDevice || member == QLatin1String("OpenForBenchmark")) {
            if ((openDevice && !m_state.hasOpenDevice) || (!openDevice && !m_state.hasOpenForBenchmark))
                return unknown();
            const QVariantMap options = qdbus_cast<QVariantMap>(message.arguments().value(openDevice ? 1 : 0));
            m_state.method = member;
            m_state.mode = openDevice ? message.arguments().value(0).toString() : QString();
            m_state.flags = options.value(QStringLiteral("flags"), -1).toInt();
            m_state.writable = options.value(QStringLiteral("writable")).toBool();
            m_state.noUserInteraction = options.value(QStringLiteral("auth.no_user_interaction")).toBool();
            m_state.interactiveAllowed = message.isInteractiveAuthorizationAllowed();
            ++m_state.calls;
            if (!m_state.refuseWith.isEmpty()) {
                connection.send(message.createErrorReply(m_state.refuseWith, QStringLiteral("Not authorized to perform operation")));
                return true;
            }
            const bool rw = openDevice ? m_state.mode == QLatin1String("rw") : m_state.writable;
            const QString file = m_state.backingFile.isEmpty() ? m_state.device : m_state.backingFile;
            // O_DIRECT is recorded, not applied: the backing file may sit on tmpfs.
            const int fd = ::open(QFile::encodeName(file).constData(), (rw ? O_RDWR : O_RDONLY) | O_CLOEXEC);
            if (fd < 0) {
                connection.send(message.createErrorReply(QStringLiteral("org.freedesktop.UDisks2.Error.Failed"),
                                                         QStringLiteral("Error opening device %1: %2").arg(file, QString::fromLocal8Bit(strerror(errno)))));
                return true;
            }
            connection.send(message.createReply(QVariant::fromValue(QDBusUnixFileDescriptor(fd))));
            ::close(fd);
            return true;
        }
        return unknown();
    }

private:
    mutable std::mutex m_mutex;
    FakeUdisksState m_state;
};

/// A private dbus-daemon; any user may connect (the unprivileged tests run as nobody).
class PrivateBus
{
public:
    PrivateBus()
    {
        const QString daemon = QStandardPaths::findExecutable(QStringLiteral("dbus-daemon"));
        if (daemon.isEmpty() || !m_dir.isValid())
            return;
        QFile::setPermissions(m_dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner
                                                | QFile::ReadOther | QFile::ExeOther | QFile::ReadGroup | QFile::ExeGroup);
        const QString config = m_dir.filePath(QStringLiteral("bus.conf"));
        QFile f(config);
        if (!f.open(QIODevice::WriteOnly))
            return;
        f.write(QStringLiteral(
                    "<!DOCTYPE busconfig PUBLIC \"-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN\"\n"
                    " \"http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd\">\n"
                    "<busconfig><type>session</type><listen>unix:path=%1/bus</listen><auth>EXTERNAL</auth>\n"
                    "<policy context=\"default\"><allow user=\"*\"/><allow own=\"*\"/>"
                    "<allow send_destination=\"*\" eavesdrop=\"true\"/><allow eavesdrop=\"true\"/></policy>\n"
                    "</busconfig>\n").arg(m_dir.path()).toUtf8());
        f.close();
        m_daemon.start(daemon, {QStringLiteral("--nofork"), QStringLiteral("--print-address=1"),
                                QStringLiteral("--config-file=") + config});
        if (!m_daemon.waitForStarted(10000) || !m_daemon.waitForReadyRead(10000))
            return;
        m_address = QString::fromUtf8(m_daemon.readLine()).trimmed();
    }
    ~PrivateBus()
    {
        m_daemon.terminate();
        m_daemon.waitForFinished(5000);
    }
    QString address() const { return m_address; }

private:
    QTemporaryDir m_dir;
    QProcess m_daemon;
    QString m_address;
};

/// FakeUdisks registered as org.freedesktop.UDisks2 on a bus, answering on its own thread.
class FakeUdisksService
{
public:
    explicit FakeUdisksService(const QString &address, const QString &connectionName = QStringLiteral("fake-udisks"))
        : m_name(connectionName)
    {
        // Registered first (Qt gives the object a child), then moved: calls run on m_thread.
        QDBusConnection bus = QDBusConnection::connectToBus(address, m_name);
        m_ok = bus.isConnected() && bus.registerService(QStringLiteral("org.freedesktop.UDisks2"))
               && bus.registerVirtualObject(QStringLiteral("/org/freedesktop/UDisks2"), &m_fake,
                                            QDBusConnection::SubPath);
        m_fake.moveToThread(&m_thread);
        m_thread.start();
    }
    ~FakeUdisksService()
    {
        QDBusConnection(m_name).unregisterObject(QStringLiteral("/org/freedesktop/UDisks2"), QDBusConnection::UnregisterTree);
        QDBusConnection::disconnectFromBus(m_name);
        m_thread.quit();
        m_thread.wait();
    }
    bool isRegistered() const { return m_ok; }
    FakeUdisks &fake() { return m_fake; }

private:
    QString m_name;
    QThread m_thread;
    FakeUdisks m_fake;
    bool m_ok = false;
};

} // namespace drivebench::test
Q_DECLARE_METATYPE(drivebench::test::FakeSmartAttribute)
