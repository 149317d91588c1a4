// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Raw device access for an unprivileged user through UDisks2 over D-Bus, as GNOME Disks'
// benchmark does: UDisks2 (running as root) opens the device node after polkit has authorised
// the caller (org.freedesktop.udisks2.open-device, "auth_admin_keep" for an active session: one
// password prompt, then kept for a few minutes) and hands the descriptor over the bus. The
// descriptor stays valid for as long as we hold it, so a run never loses its access midway.
//
// The bus is a constructor argument (empty = the system bus) so tests talk to a fake UDisks2 on
// a private dbus-daemon.

#include <cstdint>
#include <vector>

#include <QDBusConnection>
#include <QString>

#include "core/devices/safety.h"
#include "core/util/result.h"
#include "core/util/uniquefd.h"

class QDBusMessage;

namespace drivebench {

/// Read-only or read-write descriptor.
enum class UdisksOpenMode { Read, ReadWrite };
/// Whether polkit may ask the user for a password (auth.no_user_interaction = false).
enum class PolkitPrompt { Allowed, Forbidden };

struct UdisksOpenRequest
{
    UdisksOpenMode mode = UdisksOpenMode::Read;
    int flags = 0;                 ///< extra open(2) flags (O_DIRECT, O_NONBLOCK, O_EXCL); not O_RDONLY/O_RDWR
    PolkitPrompt prompt = PolkitPrompt::Allowed;
    int timeoutMs = 5 * 60 * 1000; ///< a password prompt waits for the user; 25 s when it may not prompt
    /// ReadWrite only: the device the user named for destructive tests (--destructive). It must
    /// be the device opened, and that device must pass checkDestructiveAllowed (safety.h) with
    /// these roots: the same door as every other path to a writable device.
    QString destructivePath;
    QString sysRoot = QStringLiteral("/sys");
    QString procRoot = QStringLiteral("/proc");
    /// ReadWrite only: whether the user accepted that other processes' open files cannot be seen.
    UncheckedUse uncheckedUse = UncheckedUse::Refuse;
};

/// One attribute of Drive.Ata.SmartGetAttributes (a(ysqiiixia{sv})): UDisks2 passes
/// libatasmart's parse through, so name, pretty value and unit are libatasmart's. The raw bytes
/// are not part of the interface.
struct UdisksSmartAttribute
{
    int id = 0;
    QString name;       ///< libatasmart's name ("temperature-celsius-2")
    int flags = 0;      ///< bit 0 pre-failure, bit 1 online
    int value = -1;     ///< normalised; -1 = not valid
    int worst = -1;
    int threshold = -1;
    std::int64_t pretty = 0;
    int prettyUnit = 0; ///< SkSmartAttributeUnit: 0 unknown, 1 none, 2 ms, 3 sectors, 4 mK, 5 %, 6 m%, 7 MB
};

/// What UDisks2 knows of an ATA drive's SMART (Drive.Ata properties and attributes).
struct UdisksAtaSmart
{
    QString driveObject;
    bool supported = false;
    bool enabled = false;
    std::uint64_t updated = 0;      ///< SmartUpdated: when UDisks2 last read the drive (s since the epoch; 0 = never)
    bool failing = false;           ///< SmartFailing: the drive's own SMART RETURN STATUS
    std::uint64_t powerOnSeconds = 0;
    double temperatureK = 0;        ///< 0 = unknown
    int numAttributesFailing = 0;
    int numAttributesFailedInThePast = 0;
    std::int64_t numBadSectors = 0;
    QString selftestStatus;         ///< "success", "aborted", ..., "inprogress"
    int selftestPercentRemaining = -1;
    std::vector<UdisksSmartAttribute> attributes;
    /// Set when SmartUpdate was refused or failed and the attributes are UDisks2's last reading.
    QString staleBecause;
};

class UdisksClient
{
public:
    /// Connects to the bus at busAddress ("unix:path=..."), or to the system bus when empty.
    explicit UdisksClient(const QString &busAddress = {});
    ~UdisksClient();
    UdisksClient(const UdisksClient &) = delete;
    UdisksClient &operator=(const UdisksClient &) = delete;

    /// The UDisks2 object path of the block device at devicePath (ResolveDevice, or a walk of
    /// GetManagedObjects on udisks before 2.7.3 matching Device, Symlinks or DeviceNumber).
    Result<QString> blockObject(const QString &devicePath) const;

    /// Opens devicePath through UDisks2: Block.OpenDevice, or Block.OpenForBenchmark on udisks
    /// before 2.7.3 (which adds O_DIRECT | O_SYNC itself). The descriptor is close-on-exec.
    Result<UniqueFd> open(const QString &devicePath, const UdisksOpenRequest &request) const;

    /// The SMART data of the ATA drive behind devicePath: Drive.Ata.SmartUpdate (polkit action
    /// org.freedesktop.udisks2.ata-smart-update) so the data is fresh, then SmartGetAttributes and
    /// the Drive.Ata properties. A refused update still gives UDisks2's last reading, marked stale.
    Result<UdisksAtaSmart> ataSmart(const QString &devicePath, PolkitPrompt prompt = PolkitPrompt::Allowed) const;

private:
    Result<void> usable() const;
    Result<QDBusMessage> call(const QDBusMessage &message, int timeoutMs, const QString &devicePath) const;
    Result<QString> walkManagedObjects(const QString &devicePath) const;

    QDBusConnection m_bus;
    QString m_connectionName; // set when this client opened a private connection
    QString m_busName;        // "the D-Bus system bus" or the address, for messages
};

} // namespace drivebench
