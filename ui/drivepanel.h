// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <vector>

#include <QVariantMap>
#include <QWidget>

#include "core/devices/drive.h"
#include "core/util/result.h"
#include "ui/drivechoice.h"
#include "ui/remotehosts.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
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
    /// The other host the target is on (RemoteHost::key: "ssh://pi@nas"); "" for this machine.
    /// A target there is a path as the host names it, typed, never looked up here: a directory
    /// (checked there when the run starts) or one of the host's drives (read tests only).
    QString host;
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
///
/// Other hosts (issue 50): "Add host…" lists a host by name (probed in the background, listed
/// under its heading with its drives); on a host's drive or heading the target is typed (the
/// box becomes editable, "on HOST" beside it, Browse… gone: this machine's file dialog cannot
/// see the host), offering the drive's mount points and the drive itself (read tests only).
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
    /// The selected drive (this machine's or a host's), or nullptr.
    const Drive *selectedDrive() const;
    /// The key of the host whose drive or heading is selected; "" for this machine.
    QString selectedHost() const;

    /// The other hosts listed.
    RemoteHosts *hosts() const { return m_hosts; }
    /// Lists the host named by text and probes it in the background; its heading is selected.
    /// The error (also sent as hostError): the text is not a host (parseHostSpec's words), or it
    /// is listed already.
    /// network: the user confirmed a fio server on a network address (askHost asks).
    Result<void> addHost(const QString &text, FioNetwork network = FioNetwork::NotConfirmed);
    /// Forgets a host (a probe in progress is dropped); this machine's drive is selected again
    /// when the host's was.
    void removeHost(const QString &key);
    /// Selects a host's drive, or its heading when driveName is ""; false when not listed.
    bool selectRemote(const QString &hostKey, const QString &driveName = {});
    /// Types a target on the selected host (what the user does in the editable box).
    void setRemoteTarget(const QString &path);
    /// The paths typed on the hosts' drives and headings ("HOST\nDRIVE" → path), to remember.
    QVariantMap remoteTargets() const;
    void setRemoteTargets(const QVariantMap &targets);
    /// Uses a directory or device the user named (--target, Browse); selects its drive if known.
    /// It joins that drive's list (or every list when driveName is "" or not listed) and stays.
    void setCustomTarget(const QString &path, const QString &driveName);
    /// How Browse… finds the drive of a directory picked (the window's mount table and sysfs
    /// roots): the whole disk's kernel name, "" when on none (tmpfs, network).
    void setDriveLocator(std::function<QString(const QString &path)> locate);
    /// What Browse… does with the directory the user picked: locates its drive and uses it.
    void chooseDirectory(const QString &dir);
    TestTarget target() const;
    /// The target on a host for a run on several hosts at once: the path shown or typed there
    /// last (when the host is selected, target()); kind None when there is none.
    TestTarget targetOn(const QString &hostKey) const;
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
    /// A host could not be added, or its probe failed: the cause and the fix, for the message bar.
    void hostError(const QString &cause, const QString &fix);

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
    /// "Add host…": asks for the host's name and adds it.
    void askHost();
    void onHostProbed(const QString &key);
    /// The selected host's targets: the box is editable, "on HOST" beside it.
    void fillRemoteTargets(const QString &hostKey, const Drive *drive);
    TestTarget remoteTarget() const;
    TestTarget remoteTargetOf(const QString &hostKey, const QString &driveName, const QString &path) const;
    QString hostDetailsHtml(const QString &hostKey) const;
    void updateHostButtons();
    /// The selected drive's name, "" when none: the key of the per-drive memory.
    QString selectedName() const;

    DriveListModel *m_model;
    QTreeView *m_list;
    QCheckBox *m_virtualBox;
    std::vector<Drive> m_all;
    bool m_showVirtual = false;
    QTextBrowser *m_details;
    QComboBox *m_targets;
    QPushButton *m_browse;
    QLabel *m_hostLabel;   ///< "on ssh://pi@nas" beside a host's target
    QPushButton *m_addHost;
    QPushButton *m_removeHost;
    RemoteHosts *m_hosts;
    QString m_lastLocal;   ///< this machine's drive selected last (selected again when a host goes)
    QLabel *m_note;
    std::vector<TestTarget> m_targetList;
    /// Directories and devices the user named, most recent first, by the drive holding them
    /// ("" for none listed).
    std::map<QString, std::vector<TestTarget>> m_named;
    /// The path of the target the user chose while each drive was selected ("" = none selected).
    std::map<QString, QString> m_chosen;
    /// The target path shown or typed on each host last, by host key.
    std::map<QString, QString> m_hostPath;
    std::function<QString(const QString &)> m_locate;
    QString m_targetHint;
};

} // namespace drivebench::ui
