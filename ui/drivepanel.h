// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <vector>

#include <QWidget>

#include "core/devices/drive.h"
#include "ui/drivechoice.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QTextBrowser;
class QTreeView;

namespace drivebench::ui {

class DriveListModel;

/// Where a run goes: a directory (the engine makes a test file there) or a raw device.
struct TestTarget
{
    /// Missing: a path the user named (--target, a remembered directory) that does not exist;
    /// shown and refused beside the chooser, never run.
    enum class Kind { None, Directory, Device, Missing };
    Kind kind = Kind::None;
    QString path;
    QString driveName;   ///< the drive it lives on, "" when unknown (tmpfs, network)
    bool readOnly = false; ///< only read tests may run (raw device, read-only mount)
    QString reason;      ///< why it is read-only, or why there is no usable target
    bool refused = false; ///< a device this process may not open (reason says why)
};

/// The left side of the window: the drive list, the selected drive's identify data and
/// partitions, and the test target that follows the selection — a mounted file system on the
/// drive (the test directory) or the raw device for read tests when it may be opened, with the
/// reason shown when not.
///
/// The target changes only when the user changes it. Each drive's list keeps the directories
/// browsed on it (a directory on no listed drive, tmpfs say, joins every drive's list), and each
/// drive remembers the target chosen while it was selected: selecting another drive and coming
/// back, or reading the drive list again, finds the same target chosen. Nothing the panel does
/// by itself (a refresh, a drive gone and back) writes that memory; only Browse…, --target, a
/// remembered directory and a pick from the list do.
class DrivePanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DrivePanel)

public:
    explicit DrivePanel(QWidget *parent = nullptr);

    /// Every drive of the machine; the list shows the virtual ones (isVirtualDrive()) only
    /// while showVirtual() is on, after the real ones.
    void setDrives(std::vector<Drive> drives);
    DriveListModel *model() const { return m_model; }
    /// Every drive set, the hidden virtual ones too.
    const std::vector<Drive> &allDrives() const { return m_all; }
    /// Opens on a first-start choice (drivechoice.h): its drive, and its directory as the target
    /// when withDirectory (a mount of the drive is picked from its list; another directory
    /// joins it as Browse… would add it).
    void openOn(const StartChoice &choice, bool withDirectory);
    /// "Show virtual devices": the selection stays when it is on a real drive.
    void setShowVirtual(bool show);
    bool showVirtual() const { return m_showVirtual; }
    /// Selects a drive by kernel name or device path (a virtual one turns showVirtual() on);
    /// false when there is none.
    bool selectDrive(const QString &nameOrPath);
    /// The selected drive, or nullptr.
    const Drive *selectedDrive() const;
    /// Uses a directory or device the user named (--target, Browse); selects its drive if known.
    /// It joins that drive's list (or every list when driveName is "" or not listed) and stays.
    void setCustomTarget(const QString &path, const QString &driveName);
    /// How Browse… finds the drive of a directory picked (the window's mount table and sysfs
    /// roots): the whole disk's kernel name, "" when on none (tmpfs, network).
    void setDriveLocator(std::function<QString(const QString &path)> locate);
    /// What Browse… does with the directory the user picked: locates its drive and uses it.
    void chooseDirectory(const QString &dir);
    TestTarget target() const;
    /// The directory or device the user named (Browse, --target), when it is the target chosen.
    std::optional<TestTarget> customTarget() const;
    /// What the profile chosen does to the target (targethint.h), shown under it in place of
    /// the target's own note: a device that may be opened, a writable directory ("" = the note).
    void setTargetHint(const QString &hint);
    /// The text shown under the target (reason, warnings), for tests.
    QString targetNote() const;
    QString detailsText() const;

Q_SIGNALS:
    void driveChanged(const QString &name);
    void showVirtualChanged(bool shown);
    void targetChanged();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    /// The drive column keeps its widest name, up to 26 characters: the link column, then the bus column (both
    /// also in the tooltip and the details) go when the list is narrower than that needs.
    void fitColumns();
    void onSelectionChanged();
    /// Fills the list from m_all as showVirtual() asks, keeping the drive selected.
    void fillList();
    void fillTargets(const Drive *drive);
    void showDetails(const Drive *drive);
    void updateNote();
    void browse();
    /// The selected drive's name, "" when none: the key of the per-drive memory.
    QString selectedName() const;

    DriveListModel *m_model;
    QTreeView *m_list;
    QCheckBox *m_virtualBox;
    std::vector<Drive> m_all;
    bool m_showVirtual = false;
    QTextBrowser *m_details;
    QComboBox *m_targets;
    QLabel *m_note;
    std::vector<TestTarget> m_targetList;
    /// Directories and devices the user named, most recent first, by the drive holding them
    /// ("" for none listed).
    std::map<QString, std::vector<TestTarget>> m_named;
    /// The path of the target the user chose while each drive was selected ("" = none selected).
    std::map<QString, QString> m_chosen;
    std::function<QString(const QString &)> m_locate;
    QString m_targetHint;
};

} // namespace drivebench::ui
