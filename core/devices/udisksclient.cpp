// SPDX-License-Identifier: GPL-3.0-or-later
#include "udisksclient.h"

#include <fcntl.h>
#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <optional>

#include <QDBusArgument>
#include <QDBusMessage>
#include <QDBusObjectPath>
#include <QDBusUnixFileDescriptor>
#include <QDBusVariant>
#include <QFile>
#include <QFileInfo>
#include <QVariantMap>

#include "core/devices/safety.h"

namespace drivebench {

namespace {

// UDisks2's D-Bus API (udisks data/org.freedesktop.UDisks2.xml).
const QString kService = QStringLiteral("org.freedesktop.UDisks2");
const QString kRootPath = QStringLiteral("/org/freedesktop/UDisks2");
const QString kManagerPath = QStringLiteral("/org/freedesktop/UDisks2/Manager");
const QString kManagerInterface = QStringLiteral("org.freedesktop.UDisks2.Manager");
const QString kBlockInterface = QStringLiteral("org.freedesktop.UDisks2.Block");
const QString kObjectManager = QStringLiteral("org.freedesktop.DBus.ObjectManager");
constexpr int kQuickCallMs = 25000; // D-Bus's own default reply timeout

constexpr const char *kRootFix = "or run as root (sudo)";

std::string str(const QString &s) { return s.toStdString(); }

bool isMissingMethod(const QDBusMessage &reply)
{
    return reply.type() == QDBusMessage::ErrorMessage
           && (reply.errorName() == QLatin1String("org.freedesktop.DBus.Error.UnknownMethod")
               || reply.errorName() == QLatin1String("org.freedesktop.DBus.Error.UnknownInterface"));
}

// One D-Bus error reply -> cause and fix. Names: D-Bus's own (dbus-protocol.h) and UDisks2's
// (udisks/udiskserror.c).
Error udisksError(const QDBusMessage &reply, const QString &device, const QString &bus)
{
    const QString name = reply.errorName();
    const QString detail = QStringLiteral("%1: %2").arg(name, reply.errorMessage());
    const auto is = [&](const char *n) { return name == QLatin1String(n); };
    if (is("org.freedesktop.DBus.Error.ServiceUnknown") || is("org.freedesktop.DBus.Error.NameHasNoOwner")
        || name.startsWith(QLatin1String("org.freedesktop.DBus.Error.Spawn."))) {
        return Error::make(std::errc::not_supported,
                           str(QStringLiteral("UDisks2 is not running on %1 (%2)").arg(bus, detail)),
                           std::string("install udisks2 (apt install udisks2) so DriveBench can ask for access, ") + kRootFix);
    }
    if (is("org.freedesktop.UDisks2.Error.NotAuthorizedDismissed")) {
        return Error::make(std::errc::permission_denied,
                           str(QStringLiteral("the password dialog for opening %1 was dismissed (%2)").arg(device, detail)),
                           std::string("try again and enter your password when polkit asks, ") + kRootFix);
    }
    if (is("org.freedesktop.UDisks2.Error.NotAuthorizedCanObtain")) {
        return Error::make(std::errc::permission_denied,
                           str(QStringLiteral("polkit needs your password before UDisks2 opens %1, but could not ask "
                                              "(%2)").arg(device, detail)),
                           std::string("run it in a desktop session, whose polkit agent asks for the password (or "
                                       "start pkttyagent in this terminal), allow prompting, ") + kRootFix);
    }
    if (is("org.freedesktop.UDisks2.Error.NotAuthorized")) {
        return Error::make(std::errc::permission_denied,
                           str(QStringLiteral("polkit refused to let UDisks2 open %1 for you (%2)").arg(device, detail)),
                           std::string("ask the administrator for the polkit action org.freedesktop.udisks2.open-device "
                                       "(open-device-system for system disks), ") + kRootFix);
    }
    if (is("org.freedesktop.DBus.Error.NoReply") || is("org.freedesktop.DBus.Error.Timeout")
        || is("org.freedesktop.DBus.Error.TimedOut")) {
        return Error::make(std::errc::timed_out,
                           str(QStringLiteral("UDisks2 did not answer for %1 (%2)").arg(device, detail)),
                           std::string("if a password dialog was open, answer it sooner; ") + kRootFix);
    }
    if (is("org.freedesktop.DBus.Error.Disconnected")) {
        return Error::make(std::errc::not_connected,
                           str(QStringLiteral("lost the connection to %1 (%2)").arg(bus, detail)),
                           std::string("check that dbus is running, ") + kRootFix);
    }
    if (reply.errorMessage().contains(QLatin1String("Device or resource busy"))) {
        return Error::make(std::errc::device_or_resource_busy,
                           str(QStringLiteral("UDisks2 could not open %1: it is in use (%2)").arg(device, detail)),
                           "unmount it and stop whatever holds it");
    }
    return Error::make(std::errc::io_error,
                       str(QStringLiteral("UDisks2 could not open %1 (%2)").arg(device, detail)),
                       std::string("check the device path (drivebench-cli drives lists them), ") + kRootFix);
}

// Block.Device and Block.Symlinks are NUL-terminated byte strings ("ay").
QString byteString(QByteArray bytes)
{
    while (bytes.endsWith('\0'))
        bytes.chop(1);
    return QFile::decodeName(bytes);
}

} // namespace

UdisksClient::UdisksClient(const QString &busAddress)
    : m_bus(busAddress.isEmpty()
                ? QDBusConnection::systemBus()
                : QDBusConnection::connectToBus(busAddress, QStringLiteral("drivebench-udisks-%1")
                                                                .arg(quintptr(this), 0, 16)))
    , m_busName(busAddress.isEmpty() ? QStringLiteral("the D-Bus system bus")
                                     : QStringLiteral("the D-Bus bus at %1").arg(busAddress))
{
    if (!busAddress.isEmpty())
        m_connectionName = m_bus.name();
}

UdisksClient::~UdisksClient()
{
    if (!m_connectionName.isEmpty())
        QDBusConnection::disconnectFromBus(m_connectionName);
}

Result<void> UdisksClient::usable() const
{
    if (!m_bus.isConnected()) {
        return Error::make(std::errc::not_connected,
                           str(QStringLiteral("cannot connect to %1 (%2)").arg(m_busName, m_bus.lastError().message())),
                           std::string("UDisks2 is reached over the system bus: start dbus and install udisks2, ") + kRootFix);
    }
    if (!(m_bus.connectionCapabilities() & QDBusConnection::UnixFileDescriptorPassing)) {
        return Error::make(std::errc::not_supported,
                           str(QStringLiteral("%1 cannot pass file descriptors").arg(m_busName)),
                           std::string("UDisks2 hands the device over as a descriptor; ") + kRootFix);
    }
    return {};
}

Result<QDBusMessage> UdisksClient::call(const QDBusMessage &message, int timeoutMs, const QString &devicePath) const
{
    const QDBusMessage reply = m_bus.call(message, QDBus::Block, timeoutMs);
    if (reply.type() != QDBusMessage::ReplyMessage)
        return udisksError(reply, devicePath, m_busName);
    return reply;
}

Result<QString> UdisksClient::blockObject(const QString &devicePath) const
{
    if (auto ok = usable(); !ok)
        return ok.error();
    // UDisks2 knows devices by their /dev name; resolve a relative path or a symlink of ours.
    const QString canonical = QFileInfo(devicePath).canonicalFilePath();
    const QString path = canonical.isEmpty() ? devicePath : canonical;
    QDBusMessage resolve = QDBusMessage::createMethodCall(kService, kManagerPath, kManagerInterface,
                                                          QStringLiteral("ResolveDevice"));
    resolve << QVariantMap{{QStringLiteral("path"), path}} << QVariantMap{};
    const QDBusMessage reply = m_bus.call(resolve, QDBus::Block, kQuickCallMs);
    if (isMissingMethod(reply)) // udisks before 2.7.3
        return walkManagedObjects(devicePath);
    if (reply.type() != QDBusMessage::ReplyMessage)
        return udisksError(reply, devicePath, m_busName);
    const QList<QDBusObjectPath> objects = qdbus_cast<QList<QDBusObjectPath>>(reply.arguments().value(0));
    if (objects.isEmpty()) {
        return Error::make(std::errc::no_such_device,
                           str(QStringLiteral("UDisks2 does not know %1").arg(devicePath)),
                           std::string("give a block device node under /dev (drivebench-cli drives lists them), ") + kRootFix);
    }
    return objects.first().path();
}

Result<QString> UdisksClient::walkManagedObjects(const QString &devicePath) const
{
    const QString canonical = QFileInfo(devicePath).canonicalFilePath();
    struct stat st{};
    const bool isNode = ::stat(QFile::encodeName(devicePath).constData(), &st) == 0
                        && (S_ISBLK(st.st_mode) || S_ISCHR(st.st_mode));
    QDBusMessage get = QDBusMessage::createMethodCall(kService, kRootPath, kObjectManager,
                                                      QStringLiteral("GetManagedObjects"));
    auto reply = call(get, kQuickCallMs, devicePath);
    if (!reply)
        return reply.error();
    // a{oa{sa{sv}}}: object -> interface -> property -> value.
    const QDBusArgument objects = reply->arguments().value(0).value<QDBusArgument>();
    QString found;
    objects.beginMap();
    while (!objects.atEnd()) {
        QDBusObjectPath object;
        objects.beginMapEntry();
        objects >> object;
        objects.beginMap();
        while (!objects.atEnd()) {
            QString interface;
            QVariantMap properties;
            objects.beginMapEntry();
            objects >> interface >> properties;
            objects.endMapEntry();
            if (interface != kBlockInterface || !found.isEmpty())
                continue;
            const QString device = byteString(properties.value(QStringLiteral("Device")).toByteArray());
            bool match = device == devicePath || (!canonical.isEmpty() && device == canonical)
                         || (isNode && properties.value(QStringLiteral("DeviceNumber")).toULongLong() == st.st_rdev);
            const auto links = qdbus_cast<QList<QByteArray>>(properties.value(QStringLiteral("Symlinks")));
            for (const QByteArray &link : links)
                match = match || byteString(link) == devicePath;
            if (match)
                found = object.path();
        }
        objects.endMap();
        objects.endMapEntry();
    }
    objects.endMap();
    if (found.isEmpty()) {
        return Error::make(std::errc::no_such_device,
                           str(QStringLiteral("UDisks2 does not know %1").arg(devicePath)),
                           std::string("give a block device node under /dev (drivebench-cli drives lists them), ") + kRootFix);
    }
    return found;
}

namespace {
DestructiveCheck gateFor(const UdisksOpenRequest &request)
{
    DestructiveCheck check;
    check.sysRoot = request.sysRoot;
    check.procRoot = request.procRoot;
    check.uncheckedUse = request.uncheckedUse;
    // The daemon and the bus pass the descriptor to us and then close their copies.
    check.transitCommands = {QStringLiteral("udisksd"), QStringLiteral("dbus-daemon"), QStringLiteral("dbus-broker")};
    return check;
}
} // namespace

Result<UniqueFd> UdisksClient::open(const QString &devicePath, const UdisksOpenRequest &request) const
{
    auto object = blockObject(devicePath);
    if (!object)
        return object.error();
    const bool noPrompt = request.prompt == PolkitPrompt::Forbidden;
    const int timeoutMs = noPrompt ? std::min(request.timeoutMs, kQuickCallMs) : request.timeoutMs;
    const bool writable = request.mode == UdisksOpenMode::ReadWrite;
    if (writable) {
        // One door: a writable descriptor only for the device named for destructive tests, and
        // only when the gate lets writes to it through (before polkit is even asked).
        struct stat named{}, dev{};
        const bool same = !request.destructivePath.isEmpty()
                          && ::stat(QFile::encodeName(request.destructivePath).constData(), &named) == 0
                          && ::stat(QFile::encodeName(devicePath).constData(), &dev) == 0
                          && (S_ISBLK(dev.st_mode) ? named.st_rdev == dev.st_rdev && S_ISBLK(named.st_mode)
                                                   : named.st_ino == dev.st_ino && named.st_dev == dev.st_dev);
        if (!same)
            return Error::make(std::errc::permission_denied,
                               str(QStringLiteral("refusing to open %1 for writing: write tests destroy "
                                                  "its data and it was not named for them").arg(devicePath)),
                               "choose {1} if every byte on it may be lost, or run read tests only",
                               {{Setting::Destructive, devicePath}});
        if (auto ok = checkDestructiveAllowed(devicePath, gateFor(request)); !ok)
            return ok.error();
    }

    // OpenDevice (udisks 2.7.3+) opens with exactly our flags; OpenForBenchmark, deprecated since,
    // always adds O_DIRECT | O_SYNC (O_SYNC turns every write into a FUA write). Both ask polkit
    // for the same action, and a missing method fails before any prompt.
    QDBusMessage openDevice = QDBusMessage::createMethodCall(kService, *object, kBlockInterface,
                                                             QStringLiteral("OpenDevice"));
    openDevice << (writable ? QStringLiteral("rw") : QStringLiteral("r"))
               << QVariantMap{{QStringLiteral("auth.no_user_interaction"), noPrompt},
                              {QStringLiteral("flags"), int(request.flags | O_CLOEXEC)}};
    openDevice.setInteractiveAuthorizationAllowed(!noPrompt);
    QDBusMessage reply = m_bus.call(openDevice, QDBus::Block, timeoutMs);
    bool benchmarkFlags = false;
    if (isMissingMethod(reply)) {
        QDBusMessage legacy = QDBusMessage::createMethodCall(kService, *object, kBlockInterface,
                                                             QStringLiteral("OpenForBenchmark"));
        legacy << QVariantMap{{QStringLiteral("auth.no_user_interaction"), noPrompt},
                              {QStringLiteral("writable"), writable}};
        legacy.setInteractiveAuthorizationAllowed(!noPrompt);
        reply = m_bus.call(legacy, QDBus::Block, timeoutMs);
        benchmarkFlags = true;
    }
    if (reply.type() != QDBusMessage::ReplyMessage)
        return udisksError(reply, devicePath, m_busName);

    const auto handed = reply.arguments().value(0).value<QDBusUnixFileDescriptor>();
    if (!handed.isValid()) {
        return Error::make(std::errc::protocol_error,
                           str(QStringLiteral("UDisks2 answered for %1 without a file descriptor").arg(devicePath)),
                           std::string("the bus did not pass it; ") + kRootFix);
    }
    // QDBusUnixFileDescriptor closes its own copy.
    UniqueFd fd(::fcntl(handed.fileDescriptor(), F_DUPFD_CLOEXEC, 3));
    if (!fd)
        return Error::fromErrno(errno, "dup of the descriptor from UDisks2");
    // A second look once the descriptor is ours: a holder that came between the gate and
    // UDisks2's open is caught before any byte is written.
    if (writable) {
        if (auto ok = checkDestructiveAllowed(devicePath, gateFor(request)); !ok) {
            Error e = ok.error();
            e.message = "after UDisks2 opened it: " + e.message;
            return e;
        }
    }
    if (benchmarkFlags) {
        // Only the flags F_SETFL can change (O_DIRECT, O_NONBLOCK) are brought to the request.
        const int flags = ::fcntl(fd.get(), F_GETFL);
        const int wanted = (flags & ~(O_DIRECT | O_NONBLOCK)) | (request.flags & (O_DIRECT | O_NONBLOCK));
        if (flags >= 0 && wanted != flags)
            ::fcntl(fd.get(), F_SETFL, wanted);
    }
    return fd;
}

} // namespace drivebench

namespace drivebench {

namespace {

const QString kDriveAtaInterface = QStringLiteral("org.freedesktop.UDisks2.Drive.Ata");
const QString kPropertiesInterface = QStringLiteral("org.freedesktop.DBus.Properties");

// A refused SMART refresh, in SMART's words (udisksError speaks of opening the device).
Error smartAuthError(const QDBusMessage &reply, const QString &device)
{
    const QString detail = QStringLiteral("%1: %2").arg(reply.errorName(), reply.errorMessage());
    const QString why = reply.errorName() == QLatin1String("org.freedesktop.UDisks2.Error.NotAuthorizedCanObtain")
                            ? QStringLiteral("polkit needs your password before UDisks2 reads the SMART data of %1, "
                                             "but could not ask (%2)")
                            : QStringLiteral("polkit refused to let UDisks2 read the SMART data of %1 for you (%2)");
    return Error::make(std::errc::permission_denied, str(why.arg(device, detail)),
                       std::string("ask the administrator to allow the polkit action "
                                   "org.freedesktop.udisks2.ata-smart-update (a rule in /etc/polkit-1/rules.d/), "
                                   "run it in a desktop session whose polkit agent can ask for your password, ")
                           + kRootFix);
}

bool isAuthError(const QDBusMessage &reply)
{
    return reply.type() == QDBusMessage::ErrorMessage
           && reply.errorName().startsWith(QLatin1String("org.freedesktop.UDisks2.Error.NotAuthorized"));
}

} // namespace

Result<UdisksAtaSmart> UdisksClient::ataSmart(const QString &devicePath, PolkitPrompt prompt) const
{
    auto block = blockObject(devicePath);
    if (!block)
        return block.error();
    // Block.Drive: the drive object, "/" for a block device without one (a loop device, a partition's
    // parent is asked for instead by the caller).
    QDBusMessage getDrive = QDBusMessage::createMethodCall(kService, *block, kPropertiesInterface, QStringLiteral("Get"));
    getDrive << kBlockInterface << QStringLiteral("Drive");
    auto driveReply = call(getDrive, kQuickCallMs, devicePath);
    if (!driveReply)
        return driveReply.error();
    const QString drive = qdbus_cast<QDBusObjectPath>(driveReply->arguments().value(0).value<QDBusVariant>().variant()).path();
    if (drive.isEmpty() || drive == QLatin1String("/")) {
        return Error::make(std::errc::no_such_device,
                           str(QStringLiteral("UDisks2 knows no drive behind %1").arg(devicePath)),
                           "give the whole disk (/dev/sdX), not a partition or a loop device");
    }

    UdisksAtaSmart smart;
    smart.driveObject = drive;
    const bool noPrompt = prompt == PolkitPrompt::Forbidden;
    QDBusMessage update = QDBusMessage::createMethodCall(kService, drive, kDriveAtaInterface, QStringLiteral("SmartUpdate"));
    update << QVariantMap{{QStringLiteral("auth.no_user_interaction"), noPrompt}};
    update.setInteractiveAuthorizationAllowed(!noPrompt);
    std::optional<Error> refused;
    const QDBusMessage updated = m_bus.call(update, QDBus::Block, noPrompt ? kQuickCallMs : 5 * 60 * 1000);
    if (updated.type() == QDBusMessage::ErrorMessage) {
        if (updated.errorName() == QLatin1String("org.freedesktop.DBus.Error.UnknownInterface")
            || updated.errorName() == QLatin1String("org.freedesktop.DBus.Error.UnknownMethod")) {
            return Error::make(std::errc::not_supported,
                               str(QStringLiteral("UDisks2 offers no ATA SMART for %1 (%2)").arg(devicePath, updated.errorMessage())),
                               std::string("the drive is not an ATA drive UDisks2 can reach (USB bridges often hide it); ") + kRootFix);
        }
        refused = isAuthError(updated) ? smartAuthError(updated, devicePath) : udisksError(updated, devicePath, m_busName);
        // UDisks2 reads SMART every ten minutes by itself: its last reading may still be there.
        smart.staleBecause = QString::fromStdString(refused->text());
    }

    QDBusMessage get = QDBusMessage::createMethodCall(kService, drive, kDriveAtaInterface, QStringLiteral("SmartGetAttributes"));
    get << QVariantMap{};
    auto attrs = call(get, kQuickCallMs, devicePath);
    if (!attrs && refused)
        return *refused; // no earlier reading either: the refusal is the cause
    if (!attrs) {
        Error e = attrs.error();
        e.hint = "UDisks2 has not read this drive's SMART data yet (SMART off, or the drive asleep); " + e.hint;
        return e;
    }
    // a(ysqiiixia{sv})
    const QDBusArgument list = attrs->arguments().value(0).value<QDBusArgument>();
    list.beginArray();
    while (!list.atEnd()) {
        UdisksSmartAttribute a;
        uchar id = 0;
        ushort flags = 0;
        qlonglong pretty = 0;
        QVariantMap expansion;
        list.beginStructure();
        list >> id >> a.name >> flags >> a.value >> a.worst >> a.threshold >> pretty >> a.prettyUnit >> expansion;
        list.endStructure();
        a.id = id;
        a.flags = flags;
        a.pretty = pretty;
        smart.attributes.push_back(a);
    }
    list.endArray();

    QDBusMessage getAll = QDBusMessage::createMethodCall(kService, drive, kPropertiesInterface, QStringLiteral("GetAll"));
    getAll << kDriveAtaInterface;
    auto props = call(getAll, kQuickCallMs, devicePath);
    if (!props)
        return props.error();
    const QVariantMap p = qdbus_cast<QVariantMap>(props->arguments().value(0));
    smart.supported = p.value(QStringLiteral("SmartSupported")).toBool();
    smart.enabled = p.value(QStringLiteral("SmartEnabled")).toBool();
    smart.updated = p.value(QStringLiteral("SmartUpdated")).toULongLong();
    smart.failing = p.value(QStringLiteral("SmartFailing")).toBool();
    smart.powerOnSeconds = p.value(QStringLiteral("SmartPowerOnSeconds")).toULongLong();
    smart.temperatureK = p.value(QStringLiteral("SmartTemperature")).toDouble();
    smart.numAttributesFailing = p.value(QStringLiteral("SmartNumAttributesFailing")).toInt();
    smart.numAttributesFailedInThePast = p.value(QStringLiteral("SmartNumAttributesFailedInThePast")).toInt();
    smart.numBadSectors = p.value(QStringLiteral("SmartNumBadSectors")).toLongLong();
    smart.selftestStatus = p.value(QStringLiteral("SmartSelftestStatus")).toString();
    smart.selftestPercentRemaining = p.value(QStringLiteral("SmartSelftestPercentRemaining"), -1).toInt();
    return smart;
}

} // namespace drivebench
