// SPDX-License-Identifier: GPL-3.0-or-later
#include "windowsettings.h"

#include <QDir>
#include <QFileInfo>
#include <QMainWindow>
#include <QSettings>
#include <QSplitter>

#include "ui/drivechoice.h"
#include "ui/drivepanel.h"
#include "ui/remotehosts.h"
#include "ui/resultpanel.h"
#include "ui/runsettingswidget.h"
#include "ui/screenfit.h"

namespace drivebench::ui {

void loadWindowSettings(const WindowParts &parts, const SystemRoots &roots)
{
    QSettings s;
    DrivePanel *drives = parts.drives;
    parts.settings->load(s);
    drives->setShowVirtual(s.value(QStringLiteral("window/showVirtual")).toBool());
    const QString drive = s.value(QStringLiteral("window/drive")).toString();
    // The last drive; at first start the home directory on its drive (drivechoice.h).
    if (drive.isEmpty() || !drives->selectDrive(drive))
        drives->openOn(firstStartChoice(drives->allDrives(), QDir::homePath(), roots.sys, roots.proc), drive.isEmpty());
    const QString target = s.value(QStringLiteral("window/target")).toString();
    if (!target.isEmpty() && QFileInfo::exists(target))
        drives->setCustomTarget(target, s.value(QStringLiteral("window/targetDrive")).toString());
    // The hosts added before, probed again in the background (the window opens at once), with
    // the paths typed on them; the selection stays on this machine's drive. A fio server on a
    // network address comes back only with the user's confirmation of then.
    drives->setRemoteTargets(s.value(QStringLiteral("window/hostTargets")).toMap());
    {
        const QString local = drives->selectedDrive() ? drives->selectedDrive()->name : QString();
        const QStringList confirmed = s.value(QStringLiteral("window/fioNetworkHosts")).toStringList();
        for (const QString &host : s.value(QStringLiteral("window/hosts")).toStringList())
            (void)drives->hosts()->add(host, confirmed.contains(host) ? FioNetwork::Confirmed : FioNetwork::NotConfirmed);
        if (!local.isEmpty())
            drives->selectDrive(local);
    }
    parts.panel->setUnit(ResultUnit(s.value(QStringLiteral("window/unit"), 0).toInt()));
    if (s.contains(QStringLiteral("window/geometry"))) {
        parts.window->restoreGeometry(s.value(QStringLiteral("window/geometry")).toByteArray());
        keepOnScreen(parts.window); // saved on a larger screen, or at another scale
    }
    if (s.contains(QStringLiteral("window/mainSplitter")))
        parts.mainSplitter->restoreState(s.value(QStringLiteral("window/mainSplitter")).toByteArray());
    // The panel then takes the height its run needs (fitPanelArea) until the user drags.
    if (s.contains(QStringLiteral("window/rightSplitter")))
        parts.rightSplitter->restoreState(s.value(QStringLiteral("window/rightSplitter")).toByteArray());
}

void saveWindowSettings(const WindowParts &parts)
{
    QSettings s;
    DrivePanel *drives = parts.drives;
    parts.settings->save(s);
    if (const Drive *d = drives->selectedDrive(); d && drives->selectedHost().isEmpty())
        s.setValue(QStringLiteral("window/drive"), d->name);
    s.setValue(QStringLiteral("window/hosts"), drives->hosts()->keys());
    s.setValue(QStringLiteral("window/fioNetworkHosts"), drives->hosts()->confirmedKeys());
    s.setValue(QStringLiteral("window/hostTargets"), drives->remoteTargets());
    // Only a directory chosen by hand needs remembering; the drive's own targets follow it.
    const std::optional<TestTarget> custom = drives->customTarget();
    const bool remember = custom && custom->kind == TestTarget::Kind::Directory;
    s.setValue(QStringLiteral("window/target"), remember ? custom->path : QString());
    s.setValue(QStringLiteral("window/targetDrive"), remember ? custom->driveName : QString());
    s.setValue(QStringLiteral("window/showVirtual"), drives->showVirtual());
    s.setValue(QStringLiteral("window/unit"), int(parts.panel->unit()));
    s.setValue(QStringLiteral("window/geometry"), parts.window->saveGeometry());
    s.setValue(QStringLiteral("window/mainSplitter"), parts.mainSplitter->saveState());
    s.setValue(QStringLiteral("window/rightSplitter"), parts.rightSplitter->saveState());
}

} // namespace drivebench::ui
