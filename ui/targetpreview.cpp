// SPDX-License-Identifier: GPL-3.0-or-later
#include "targetpreview.h"

#include <QFileInfo>

#include "core/devices/drivejson.h"
#include "core/devices/drivelocator.h"
#include "core/devices/mounttable.h"
#include "core/results/runrecordjson.h"
#include "ui/drivelistmodel.h"
#include "ui/drivepanel.h"
#include "ui/mainwindow.h"
#include "ui/settingwords.h"
#include "ui/targethint.h"

namespace drivebench::ui {

QString targetHintFor(const TestTarget &t, const Result<RunPlan> &plan, const QString &profile)
{
    if (t.host.isEmpty())
        return t.kind == TestTarget::Kind::Device ? deviceTargetHint(t.path, profile, bool(plan))
                                                  : directoryTargetHint(t.path, profile);
    // What core refuses there (a profile fio cannot run alike, writes on a device) is said under
    // the target at once, and again at Start.
    if (t.kind == TestTarget::Kind::None || t.kind == TestTarget::Kind::Missing)
        return {};
    if (!plan)
        return drivebench::ui::MainWindow::tr("⚠ Not on %1: %2 (%3)")
            .arg(t.host, windowMessage(plan.error()), windowHint(plan.error()));
    return t.kind == TestTarget::Kind::Device ? remoteDeviceTargetHint(t.path, t.host, profile) : QString();
}

void describeLocalTarget(const TestTarget &target, RunResult &header, const DriveListModel &drives,
                         const SystemRoots &roots)
{
    header.drive = {};
    header.target.device.clear();
    header.target.filesystem.clear();
    if (target.kind == TestTarget::Kind::None)
        return;
    // The drive the target names; else ask the mount table and sysfs where the path lives.
    QString driveName = target.driveName;
    const Result<DriveLocation> where = locateDrive(target.path, roots.sys, roots.proc);
    if (where) {
        header.target.filesystem = where->filesystem;
        if (driveName.isEmpty())
            driveName = where->drive;
    } else if (target.kind == TestTarget::Kind::Directory) {
        // tmpfs, NFS, FUSE...: no drive; the panel names the file system instead.
        const QString path = QFileInfo(target.path).canonicalFilePath();
        const MountTable mounts = MountTable::read(roots.proc);
        if (const MountEntry *m = mounts.mountHolding(path.isEmpty() ? target.path : path))
            header.target.filesystem = m->fsType;
    }
    if (driveName.isEmpty())
        return;
    if (const Drive *d = drives.drive(drives.rowOf(driveName))) {
        header.drive = driveRecordOf(*d);
        header.target.device = d->path;
    } else {
        header.target.device = QStringLiteral("/dev/") + driveName;
    }
}

} // namespace drivebench::ui
