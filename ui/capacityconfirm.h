// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The window's confirmation before the capacity check overwrites a whole device: the user types
// the device's name (as GNOME Disks asks before formatting). In a directory it writes files of its
// own only, but fills the file system: the window says how much and for how long first.

#include <optional>

#include <QDialog>

#include "core/devices/safety.h"
#include "core/workloads/capacitycheck.h"

namespace drivebench {
struct RunChoice;
}

class QLabel;
class QLineEdit;
class QPushButton;

namespace drivebench::ui {

class CapacityConfirmDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CapacityConfirmDialog)

public:
    /// device: "/dev/sdb"; description: the drive's model and size, for people.
    CapacityConfirmDialog(const QString &device, const QString &description, QWidget *parent = nullptr);
    /// True when the typed text names the device: its path or its kernel name ("/dev/sdb", "sdb").
    static bool namesDevice(const QString &typed, const QString &device);

private:
    QString m_device;
    QLineEdit *m_name;
    QPushButton *m_ok;
};

/// Asks whether to write to device although other users' processes could not be checked for
/// holding it open (why: the gate's message); true only when the user chose to go on.
bool confirmUncheckedUse(QWidget *parent, const QString &device, const QString &why);

/// The question before the capacity check fills a file system: how much it writes and reads
/// back, the reserve it leaves free, about how long that takes at a hard disk's and a SATA SSD's
/// speed, and what other programs may meet meanwhile.
QString fileSystemFillText(const QString &directory, const CapacityFillPlan &plan);

/// Asks that question; true when the user chose to fill and check.
bool confirmFileSystemFill(QWidget *parent, const QString &directory, const CapacityFillPlan &plan);

/// Asks; true when the user typed the device's name and pressed the button.
bool confirmWholeDeviceWrite(QWidget *parent, const QString &device, const QString &description);

/// Why a write was not started: the cause and the fix; an error (the gate refused) or the
/// user's own no (information).
struct WriteRefusal
{
    bool error = false;
    QString cause;
    QString fix;
};

/// Before a run of choice in directory fills its file system (the capacity check): the question
/// of confirmFileSystemFill; why not when the user said no. A fill that cannot be planned (no
/// room left) asks nothing: the run's own error says it when it starts.
std::optional<WriteRefusal> confirmFill(QWidget *parent, const QString &directory, const RunChoice &choice);

/// Before the capacity check overwrites device (description: its model): the name typed, then
/// the write gate (a device in use is refused; other users' processes unseen is asked about).
/// On yes, choice allows the write (destructivePath, uncheckedUse); else why not.
std::optional<WriteRefusal> confirmDeviceOverwrite(QWidget *parent, const QString &device, const QString &description,
                                                   const DestructiveCheck &gate, RunChoice &choice);

} // namespace drivebench::ui
