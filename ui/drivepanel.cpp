// SPDX-License-Identifier: GPL-3.0-or-later
#include "drivepanel.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QJsonValue>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QScrollBar>
#include <QTextBrowser>
#include <QTreeView>
#include <QVBoxLayout>

#include "core/devices/drivejson.h"
#include "core/devices/identitycheck.h"
#include "ui/drivechoice.h"
#include "ui/drivelistmodel.h"
#include "ui/fionetworkconfirm.h"
#include "ui/remotehosts.h"
#include "ui/settingwords.h"
#include "ui/units.h"

namespace drivebench::ui {

namespace {

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

QString identityHtml(const Drive &d)
{
    // Does the identity add up (core/devices/identitycheck.h)? The reasons come from core in English.
    const auto facts = identityFacts(d);
    if (!facts)
        return {};
    const IdentityCheck c = checkIdentity(*facts);
    switch (c.verdict) {
    case IdentityCheck::Verdict::NoReference:
        return QStringLiteral("<p>%1</p>").arg(esc(DrivePanel::tr("Identity: no reference for this model")));
    case IdentityCheck::Verdict::Consistent:
        if (!c.reasons.isEmpty()) {
            return QStringLiteral("<p>%1</p>").arg(esc(
                DrivePanel::tr("Identity: consistent with %1 (%2 of %3 checks match; one difference alone is no reason for doubt: %4)")
                    .arg(c.family).arg(c.checks - 1).arg(c.checks).arg(c.reasons.front())));
        }
        return QStringLiteral("<p>%1</p>").arg(esc(DrivePanel::tr("Identity: consistent with %1 (%2 checks)").arg(c.family).arg(c.checks)));
    case IdentityCheck::Verdict::Mismatch:
        break;
    }
    return QStringLiteral("<p style='color:#e65100'>%1</p>")
        .arg(esc(DrivePanel::tr("Identity: does not match %1 of %2 checks for %3: %4. Identity data alone does not prove a "
                    "fake; the capacity check does (profile \"Capacity and integrity check\").")
                     .arg(c.reasons.size()).arg(c.checks).arg(c.family, c.reasons.join(QStringLiteral("; ")))));
}

QStringList mountsOf(const Drive &d)
{
    QStringList mounts = d.mountpoints;
    for (const Partition &p : d.partitions)
        mounts << p.mountpoints;
    return mounts;
}

/// The list's heading of a host: its name and what its probe says; its drives as this machine's
/// are listed (virtual devices only while showVirtual).
HostGroup hostGroup(const RemoteHost &h, bool showVirtual)
{
    HostGroup g;
    g.key = h.key;
    g.ticked = h.ticked;
    const bool fioServer = h.spec.transport != HostTransport::Ssh;
    switch (h.state) {
    case RemoteHost::State::Probing:
        g.title = DrivePanel::tr("%1 — probing…").arg(h.key);
        g.toolTip = fioServer ? DrivePanel::tr("Asking the fio server %1 for its release").arg(h.key)
                              : DrivePanel::tr("Asking %1 for its drives over SSH (read-only)").arg(h.key);
        break;
    case RemoteHost::State::Failed:
        g.title = DrivePanel::tr("%1 — not listed").arg(h.key);
        g.toolTip = h.fix.isEmpty() ? h.error : DrivePanel::tr("%1\nFix: %2").arg(h.error, h.fix);
        g.failed = true;
        break;
    case RemoteHost::State::Ready: {
        const QString name = h.probe.hostname.isEmpty() ? h.key : DrivePanel::tr("%1 (%2)").arg(h.probe.hostname, h.key);
        g.title = h.probe.fioVersion.isEmpty() ? DrivePanel::tr("%1 · no fio").arg(name)
                                               : QStringLiteral("%1 · %2").arg(name, h.probe.fioVersion);
        if (fioServer) { // a fio server lists no drives: it reads no /sys for us
            g.title = DrivePanel::tr("%1 · fio server, %2").arg(name, h.probe.fioVersion);
            g.toolTip = DrivePanel::tr("%1: a running fio server (%2). It lists no drives; type a directory there "
                                       "as the test target. It reports each test's figures when the test ends.")
                            .arg(h.key, h.probe.fioVersion);
            break;
        }
        QStringList tip{DrivePanel::tr("%1: %2, %3, user %4").arg(h.key, h.probe.kernel, h.probe.arch, h.probe.user)};
        tip << h.probe.missing;
        g.toolTip = tip.join(QLatin1Char('\n'));
        g.failed = !h.probe.missing.isEmpty();
        g.drives = orderedDrives(h.probe.drives, showVirtual);
        break;
    }
    }
    return g;
}

bool canAccess(const QString &path, int mode)
{
    return ::access(QFile::encodeName(path).constData(), mode) == 0;
}

/// Whether this process may open a device to read it. access() answers for a user; root it
/// always allows, while the kernel's device rules (a container's, lockdown) may still refuse
/// the open, so for root the node is opened (read-only, not waiting for a medium) and closed.
bool canOpenToRead(const QString &path)
{
    if (::geteuid() != 0)
        return canAccess(path, R_OK);
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return errno != EACCES && errno != EPERM; // a missing medium is not a refusal
    ::close(fd);
    return true;
}

} // namespace

DrivePanel::DrivePanel(QWidget *parent)
    : QWidget(parent)
    , m_model(new DriveListModel(this))
    , m_list(new QTreeView(this))
    , m_virtualBox(new QCheckBox(tr("Show virtual devices"), this))
    , m_details(new QTextBrowser(this))
    , m_targets(new QComboBox(this))
    , m_browse(new QPushButton(tr("Browse…"), this))
    , m_hostLabel(new QLabel(this))
    , m_addHost(new QPushButton(tr("Add host…"), this))
    , m_removeHost(new QPushButton(tr("Remove host"), this))
    , m_hosts(new RemoteHosts(this))
    , m_note(new QLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *drivesLabel = new QLabel(tr("Drives"), this);
    QFont bold = drivesLabel->font();
    bold.setBold(true);
    drivesLabel->setFont(bold);
    auto *head = new QHBoxLayout;
    head->addWidget(drivesLabel);
    head->addStretch(1);
    m_virtualBox->setObjectName(QStringLiteral("showVirtualDevices"));
    m_virtualBox->setToolTip(tr("Loop devices with no file system mounted or attached read-only (snaps) and "
                                "zram: listed after the drives while this is on"));
    head->addWidget(m_virtualBox);
    layout->addLayout(head);
    m_list->setObjectName(QStringLiteral("driveList"));
    m_list->setModel(m_model);
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setAllColumnsShowFocus(true);
    // Long names lose their middle, not their end: a loop image's file name leads its title.
    m_list->setTextElideMode(Qt::ElideMiddle);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setSectionResizeMode(DriveListModel::ModelColumn, QHeaderView::Stretch);
    for (int c = 1; c < DriveListModel::ColumnCount; ++c)
        m_list->header()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    m_list->setMinimumHeight(110);
    m_list->viewport()->installEventFilter(this);
    m_list->setToolTip(tr("The drives DriveBench found: model, capacity and link speed, current against "
                          "maximum (a warning when a drive runs below it). Pick one to test."));
    m_list->setAccessibleName(tr("Drives"));
    drivesLabel->setBuddy(m_list);
    layout->addWidget(m_list, 1);
    m_list->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_list, &QWidget::customContextMenuRequested, this, [this](const QPoint &at) {
        const QString host = m_model->hostOf(m_list->indexAt(at).row());
        if (host.isEmpty())
            return;
        QMenu menu(this);
        menu.addAction(tr("Probe %1 again").arg(host), this, [this, host] { m_hosts->reprobe(host); });
        menu.addAction(tr("Remove %1").arg(host), this, [this, host] { removeHost(host); });
        menu.exec(m_list->viewport()->mapToGlobal(at));
    });

    // Other hosts: added by name, probed in the background, listed under their heading.
    auto *hostRow = new QHBoxLayout;
    m_addHost->setObjectName(QStringLiteral("addHostButton"));
    m_addHost->setToolTip(tr("List the drives of another machine over SSH and test there with fio "
                             "(ssh must log in without a password; fio must be installed there), or add a "
                             "running fio server (fio://NAME)"));
    m_removeHost->setObjectName(QStringLiteral("removeHostButton"));
    hostRow->addWidget(m_addHost);
    hostRow->addWidget(m_removeHost);
    hostRow->addStretch(1);
    layout->addLayout(hostRow);
    connect(m_addHost, &QPushButton::clicked, this, &DrivePanel::askHost);
    connect(m_removeHost, &QPushButton::clicked, this, [this] { removeHost(selectedHost()); });
    connect(m_hosts, &RemoteHosts::changed, this, &DrivePanel::fillList);
    connect(m_hosts, &RemoteHosts::probed, this, &DrivePanel::onHostProbed);
    // A host's box ticks it for Start on several hosts at once.
    connect(m_model, &DriveListModel::hostTicked, this, [this](const QString &key, bool on) {
        m_hosts->setTicked(key, on); // changed → fillList → targetChanged
    });

    m_details->setObjectName(QStringLiteral("driveDetails"));
    m_details->setOpenLinks(false);
    m_details->setTabChangesFocus(true);
    m_details->setToolTip(tr("The selected drive's identify data, partitions and what uses them"));
    m_details->setAccessibleName(tr("Drive details"));
    layout->addWidget(m_details, 3);

    auto *targetLabel = new QLabel(tr("Test target"), this);
    targetLabel->setFont(bold);
    layout->addWidget(targetLabel);
    auto *row = new QHBoxLayout;
    m_targets->setObjectName(QStringLiteral("targetBox"));
    m_targets->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_targets->setMinimumContentsLength(20);
    m_targets->setToolTip(tr("Where the run goes: a mounted filesystem of the drive (a test file is made "
                             "there and removed after) or the raw device (read tests only)"));
    m_targets->setAccessibleName(tr("Test target"));
    targetLabel->setBuddy(m_targets);
    row->addWidget(m_targets, 1);
    m_browse->setObjectName(QStringLiteral("browseButton"));
    m_browse->setToolTip(tr("Test in another directory"));
    row->addWidget(m_browse);
    m_hostLabel->setObjectName(QStringLiteral("targetHost"));
    m_hostLabel->setToolTip(tr("The target is on this host: type a directory as it is named there"));
    m_hostLabel->hide();
    row->addWidget(m_hostLabel);
    layout->addLayout(row);
    m_note->setObjectName(QStringLiteral("targetNote"));
    m_note->setWordWrap(true);
    m_note->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_note);

    connect(m_list->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &DrivePanel::onSelectionChanged);
    connect(m_targets, &QComboBox::currentIndexChanged, this, [this] {
        // Only the user's pick reaches here (fillTargets blocks the box's signals): remember it.
        if (m_targets->isEditable())
            return; // a host's target: its text is the target (editTextChanged)
        if (target().kind != TestTarget::Kind::None)
            m_chosen[selectedName()] = target().path;
        updateNote();
        Q_EMIT targetChanged();
    });
    connect(m_targets, &QComboBox::editTextChanged, this, [this](const QString &text) {
        if (!m_targets->isEditable())
            return;
        m_chosen[selectedName()] = text.trimmed();
        m_hostPath[selectedHost()] = text.trimmed();
        updateNote();
        Q_EMIT targetChanged();
    });
    connect(m_browse, &QPushButton::clicked, this, &DrivePanel::browse);
    connect(m_virtualBox, &QCheckBox::toggled, this, &DrivePanel::setShowVirtual);
    fillTargets(nullptr);
}

void DrivePanel::setDrives(std::vector<Drive> drives)
{
    // The target never changes behind the user's back: the drive selected stays selected when
    // the list is read again (a drive plugged in), and its list finds the target chosen on it
    // (m_chosen), a browsed directory included.
    m_all = std::move(drives);
    const auto virtuals = std::count_if(m_all.begin(), m_all.end(), isVirtualDrive);
    m_virtualBox->setEnabled(virtuals > 0);
    m_virtualBox->setText(virtuals > 0 ? tr("Show virtual devices (%1)").arg(virtuals) : tr("Show virtual devices"));
    fillList();
}

void DrivePanel::fillList()
{
    const QString previous = selectedName();
    {
        const QSignalBlocker quiet(this);
        std::vector<HostGroup> groups;
        for (const RemoteHost &h : m_hosts->hosts())
            groups.push_back(hostGroup(h, m_showVirtual));
        m_model->setDrives(orderedDrives(m_all, m_showVirtual));
        m_model->setHosts(std::move(groups));
        for (int row = 0; row < m_model->rowCount(); ++row)
            m_list->setFirstColumnSpanned(row, {}, m_model->isHeading(row));
        fitColumns();
        // (Not selectDrive: a virtual drive the user just hid must not show the list again.)
        const qsizetype cut = previous.indexOf(QLatin1Char('\n'));
        const int row = previous.isEmpty() ? -1
                        : cut >= 0         ? m_model->rowOfRemote(previous.left(cut), previous.mid(cut + 1))
                                           : m_model->rowOf(previous);
        if (row >= 0)
            m_list->setCurrentIndex(m_model->index(row, 0));
        showDetails(selectedDrive());
        fillTargets(selectedDrive());
        updateHostButtons();
    }
    Q_EMIT targetChanged();
}

bool DrivePanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_list->viewport() && event->type() == QEvent::Resize)
        fitColumns(); // the list's own width, once it is known
    return QWidget::eventFilter(watched, event);
}

void DrivePanel::fitColumns()
{
    // The drive column first: the link column goes when the list is too narrow for all, then the
    // bus column (both stay in the tooltip and the details; a degraded link's ⚠ moves to the name).
    const QAbstractItemView *view = m_list; // sizeHintForColumn is public there
    const auto widthOf = [&](int c) { return std::max(view->sizeHintForColumn(c), m_list->header()->sectionSizeHint(c)); };
    const int driveMin = std::min(m_list->fontMetrics().averageCharWidth() * 26, widthOf(DriveListModel::ModelColumn));
    const int capacity = widthOf(DriveListModel::CapacityColumn);
    const int bus = widthOf(DriveListModel::TransportColumn);
    const int link = m_model->anyLink() ? widthOf(DriveListModel::LinkColumn) : 0;
    m_list->setMinimumWidth(driveMin + capacity + 2 * m_list->frameWidth() + m_list->verticalScrollBar()->sizeHint().width());
    const int room = m_list->viewport()->width() - driveMin - capacity;
    const bool showBus = room >= bus;
    const bool showLink = link > 0 && room >= bus + link;
    m_list->setColumnHidden(DriveListModel::TransportColumn, !showBus);
    m_list->setColumnHidden(DriveListModel::LinkColumn, !showLink);
    m_model->setLinkShown(showLink);
}

void DrivePanel::setShowVirtual(bool show)
{
    if (show == m_showVirtual)
        return;
    m_showVirtual = show;
    {
        const QSignalBlocker quiet(m_virtualBox);
        m_virtualBox->setChecked(show);
    }
    fillList();
    if (!selectedDrive() && m_model->rowCount() > 0)
        m_list->setCurrentIndex(m_model->index(0, 0)); // the drive selected was hidden by the user
    Q_EMIT showVirtualChanged(show);
}

void DrivePanel::openOn(const StartChoice &choice, bool withDirectory)
{
    if (!selectDrive(choice.drive) || !withDirectory || choice.directory.isEmpty())
        return;
    const Drive *d = selectedDrive();
    QStringList mounts = d->mountpoints;
    for (const Partition &p : d->partitions)
        mounts << p.mountpoints;
    if (!mounts.contains(choice.directory)) {
        setCustomTarget(choice.directory, choice.drive);
        return;
    }
    m_chosen[choice.drive] = choice.directory;
    fillTargets(d);
}

bool DrivePanel::selectDrive(const QString &nameOrPath)
{
    int row = m_model->rowOf(nameOrPath);
    if (row < 0 && !m_showVirtual
        && std::any_of(m_all.begin(), m_all.end(),
                       [&](const Drive &d) { return d.name == nameOrPath || d.path == nameOrPath; })) {
        setShowVirtual(true); // asked for by name: the user wants it listed
        row = m_model->rowOf(nameOrPath);
    }
    if (row < 0)
        return false;
    m_list->setCurrentIndex(m_model->index(row, 0));
    return true;
}

const Drive *DrivePanel::selectedDrive() const
{
    return m_model->drive(m_list->currentIndex().row());
}

QString DrivePanel::selectedHost() const
{
    return m_model->hostOf(m_list->currentIndex().row());
}

Result<void> DrivePanel::addHost(const QString &text, FioNetwork network)
{
    Result<QString> key = m_hosts->add(text, network);
    if (!key) {
        Q_EMIT hostError(windowMessage(key.error()), windowHint(key.error()));
        return key.error();
    }
    selectRemote(*key);
    return {};
}

void DrivePanel::removeHost(const QString &key)
{
    const bool wasSelected = !key.isEmpty() && selectedHost() == key;
    if (!m_hosts->remove(key))
        return;
    std::erase_if(m_chosen, [&](const auto &c) { return c.first.startsWith(key + QLatin1Char('\n')); });
    if (wasSelected && !selectDrive(m_lastLocal) && m_model->rowCount() > 0)
        m_list->setCurrentIndex(m_model->index(m_model->isHeading(0) ? 1 : 0, 0));
}

bool DrivePanel::selectRemote(const QString &hostKey, const QString &driveName)
{
    const int row = m_model->rowOfRemote(hostKey, driveName);
    if (row < 0)
        return false;
    m_list->setCurrentIndex(m_model->index(row, 0));
    return true;
}

void DrivePanel::setRemoteTarget(const QString &path)
{
    if (m_targets->isEditable())
        m_targets->setEditText(path); // editTextChanged remembers it and says so
}

QVariantMap DrivePanel::remoteTargets() const
{
    QVariantMap out;
    for (const auto &[key, path] : m_chosen) {
        if (key.contains(QLatin1Char('\n')) && !path.isEmpty())
            out.insert(key, path);
    }
    return out;
}

void DrivePanel::setRemoteTargets(const QVariantMap &targets)
{
    for (auto it = targets.begin(); it != targets.end(); ++it) {
        if (it.key().contains(QLatin1Char('\n')))
            m_chosen[it.key()] = it.value().toString();
    }
}

void DrivePanel::askHost()
{
    bool ok = false;
    const QString text = QInputDialog::getText(
        this, tr("Add host"),
        tr("Another machine to test, reached over SSH: [ssh://][USER@]NAME[:PORT], such as pi@nas.\n"
           "ssh must log in there without a password (a key), and fio must be installed there.\n"
           "Or a running fio server: fio://NAME[:PORT] or fio:///path/to/socket (the same fio release as here).\n"
           "DriveBench reads its drive list at once; nothing is written there before you start a run."),
        QLineEdit::Normal, QString(), &ok);
    if (!ok || text.trimmed().isEmpty())
        return;
    // A fio server on a network address runs commands for anyone there: asked before anything is sent.
    FioNetwork network = FioNetwork::NotConfirmed;
    if (RemoteHosts::needsNetworkConfirmation(text)) {
        if (!confirmFioNetwork(this, text.trimmed())) {
            Q_EMIT hostError(tr("%1 was not added: nothing was sent to it.").arg(text.trimmed()),
                             tr("Bind the fio server to a unix socket or 127.0.0.1 and reach it through an SSH tunnel."));
            return;
        }
        network = FioNetwork::Confirmed;
    }
    (void)addHost(text, network); // a refusal is said in the message bar (hostError)
}

void DrivePanel::onHostProbed(const QString &key)
{
    const RemoteHost *h = m_hosts->host(key);
    if (h && h->state == RemoteHost::State::Failed)
        Q_EMIT hostError(h->error, h->fix);
    else if (h && !h->probe.missing.isEmpty())
        Q_EMIT hostError(tr("%1 cannot run tests yet: %2").arg(key, h->probe.missing.join(QStringLiteral("; "))), QString());
}

void DrivePanel::updateHostButtons()
{
    const RemoteHost *h = m_hosts->host(selectedHost());
    m_removeHost->setVisible(h != nullptr);
    const bool probing = h && h->state == RemoteHost::State::Probing;
    m_removeHost->setText(probing ? tr("Cancel") : tr("Remove host"));
    m_removeHost->setToolTip(h ? (probing ? tr("Stop waiting for %1 and remove it from the list").arg(h->key)
                                          : tr("Remove %1 from the list (nothing on it changes)").arg(h->key))
                               : tr("Remove the selected host from the list (nothing on it changes)"));
}

void DrivePanel::onSelectionChanged()
{
    const Drive *d = selectedDrive();
    if (d && selectedHost().isEmpty())
        m_lastLocal = d->name;
    updateHostButtons();
    showDetails(d);
    // The drive's list with the target chosen on it last (fillTargets): nothing is forgotten.
    fillTargets(d);
    Q_EMIT driveChanged(d ? d->name : QString());
}

QString DrivePanel::selectedName() const
{
    // A host's rows are keyed "HOST\nDRIVE" ("HOST\n" for its heading): its sda is not ours.
    const Drive *d = selectedDrive();
    const QString host = selectedHost();
    if (!host.isEmpty())
        return host + QLatin1Char('\n') + (d ? d->name : QString());
    return d ? d->name : QString();
}

void DrivePanel::setDriveLocator(std::function<QString(const QString &)> locate)
{
    m_locate = std::move(locate);
}

void DrivePanel::chooseDirectory(const QString &dir)
{
    setCustomTarget(dir, m_locate ? m_locate(dir) : QString());
}

void DrivePanel::setCustomTarget(const QString &path, const QString &driveName)
{
    QFileInfo info(path);
    TestTarget named;
    named.path = info.absoluteFilePath();
    // A drive not in the list (unplugged, or not a drive): the path joins every drive's list.
    named.driveName = m_model->rowOf(driveName) >= 0 ? driveName : QString();
    if (!info.exists()) {
        // Refused at once, here beside the chooser, not at Start.
        named.kind = TestTarget::Kind::Missing;
        named.readOnly = true;
        named.reason = tr("%1 does not exist. Choose an existing directory with Browse…, or a drive "
                          "from the list.").arg(named.path);
    } else if (info.isDir()) {
        named.kind = TestTarget::Kind::Directory;
        if (!canAccess(named.path, W_OK)) {
            named.readOnly = true;
            named.reason = tr("%1 is not writable: only read tests could run, and a directory "
                              "target needs a test file written first. Choose a writable directory.")
                               .arg(named.path);
        }
    } else {
        named.kind = TestTarget::Kind::Device;
        named.readOnly = true;
        named.reason = tr("A raw device or file runs read tests only: writes would destroy its data "
                          "(only the capacity check writes to a whole device, once you type its name).");
    }
    std::vector<TestTarget> &list = m_named[named.driveName];
    std::erase_if(list, [&](const TestTarget &t) { return t.path == named.path; });
    list.insert(list.begin(), named);
    // Chosen on its own drive, or on the drive selected when it is on none listed.
    m_chosen[named.driveName.isEmpty() ? selectedName() : named.driveName] = named.path;
    if (!named.driveName.isEmpty() && selectedName() != named.driveName && selectDrive(named.driveName))
        return; // onSelectionChanged filled the drive's list with it chosen
    fillTargets(selectedDrive());
}

void DrivePanel::fillRemoteTargets(const QString &hostKey, const Drive *d)
{
    m_targetList.clear();
    const RemoteHost *h = m_hosts->host(hostKey);
    const bool ready = h && h->state == RemoteHost::State::Ready;
    const QStringList mounts = d ? mountsOf(*d) : QStringList();
    {
        const QSignalBlocker block(m_targets);
        m_targets->clear();
        m_targets->setEditable(true);
        m_targets->setInsertPolicy(QComboBox::NoInsert);
        // The drive's mount points (a test file goes there), then the drive itself (reads only).
        m_targets->addItems(mounts);
        if (d)
            m_targets->addItem(d->path);
        m_targets->setCurrentIndex(-1);
        m_targets->lineEdit()->setPlaceholderText(tr("a directory there, such as /srv/bench"));
        // The path typed on this drive last, else its first mount point, else the user types one
        // (the home of the SSH user there is not known here).
        const auto chosen = m_chosen.find(selectedName());
        m_targets->setEditText(chosen != m_chosen.end() ? chosen->second : mounts.value(0));
        m_targets->setEnabled(ready);
        m_hostPath[hostKey] = m_targets->currentText().trimmed(); // what a run on several hosts uses there
    }
    m_hostLabel->setText(tr("on %1").arg(hostKey));
    m_hostLabel->show();
    m_browse->hide();
    updateNote();
    Q_EMIT targetChanged();
}

TestTarget DrivePanel::remoteTarget() const
{
    const Drive *d = selectedDrive();
    return remoteTargetOf(selectedHost(), d ? d->name : QString(), m_targets->currentText().trimmed());
}

TestTarget DrivePanel::targetOn(const QString &hostKey) const
{
    if (!selectedHost().isEmpty() && selectedHost() == hostKey)
        return target();
    // The path shown or typed on the host last; else one remembered from an earlier session.
    QString path = m_hostPath.count(hostKey) ? m_hostPath.at(hostKey) : QString();
    for (auto it = m_chosen.lower_bound(hostKey + QLatin1Char('\n')); path.isEmpty() && it != m_chosen.end()
                                                                       && it->first.startsWith(hostKey + QLatin1Char('\n'));
         ++it)
        path = it->second;
    return remoteTargetOf(hostKey, QString(), path);
}

TestTarget DrivePanel::remoteTargetOf(const QString &hostKey, const QString &driveName, const QString &path) const
{
    TestTarget t;
    t.host = hostKey;
    t.driveName = driveName;
    const RemoteHost *h = m_hosts->host(t.host);
    if (!h || h->state != RemoteHost::State::Ready)
        return t; // the note says why (probing, failed)
    t.path = path;
    if (t.path.isEmpty())
        return t;
    if (!t.path.startsWith(QLatin1Char('/'))) {
        t.kind = TestTarget::Kind::Missing;
        t.readOnly = true;
        t.reason = tr("'%1' is not a path on %2: type an absolute directory as it is named there, such as "
                      "/srv/bench.").arg(t.path, t.host);
        return t;
    }
    // One of the host's drives or partitions: read tests only (core never writes there).
    for (const Drive &drive : h->probe.drives) {
        bool device = drive.path == t.path;
        for (const Partition &p : drive.partitions)
            device = device || QStringLiteral("/dev/") + p.name == t.path;
        if (device) {
            t.kind = TestTarget::Kind::Device;
            t.readOnly = true;
            t.driveName = drive.name;
            t.reason = tr("%1 on %2 is a drive: read tests only; DriveBench never writes to a device of "
                          "another host.").arg(t.path, t.host);
            return t;
        }
    }
    t.kind = TestTarget::Kind::Directory;
    return t;
}

void DrivePanel::fillTargets(const Drive *d)
{
    if (const QString host = selectedHost(); !host.isEmpty()) {
        fillRemoteTargets(host, d);
        return;
    }
    {
        const QSignalBlocker block(m_targets);
        m_targets->setEditable(false);
        m_targets->setEnabled(true);
    }
    m_hostLabel->hide();
    m_browse->show();
    m_targetList.clear();
    const auto has = [this](const QString &path) {
        return std::any_of(m_targetList.begin(), m_targetList.end(),
                           [&](const TestTarget &t) { return t.path == path; });
    };
    const auto addNamed = [&](const QString &driveName) {
        const auto it = m_named.find(driveName);
        if (it == m_named.end())
            return;
        for (const TestTarget &t : it->second) {
            if (!has(t.path))
                m_targetList.push_back(t);
        }
    };
    if (d) {
        // The directories browsed on this drive, then its mounted file systems: a test file goes
        // there.
        addNamed(d->name);
        const auto addMounts = [&](const QStringList &mounts) {
            for (const QString &m : mounts) {
                if (has(m))
                    continue;
                TestTarget t{TestTarget::Kind::Directory, m, d->name, false, {}, false, {}};
                if (!canAccess(m, W_OK)) {
                    t.readOnly = true;
                    t.reason = tr("%1 is mounted read-only or not writable: no test file can be "
                                  "created there.").arg(m);
                }
                m_targetList.push_back(t);
            }
        };
        addMounts(d->mountpoints);
        for (const Partition &p : d->partitions)
            addMounts(p.mountpoints);
    }
    // Directories on no listed drive (tmpfs, a network share) stay in every drive's list.
    addNamed(QString());
    if (d && !has(d->path)) {
        // The raw device: read tests over the whole span, when this process may open it.
        TestTarget raw{TestTarget::Kind::Device, d->path, d->name, true, {}, false, {}};
        const bool readable = canOpenToRead(d->path);
        raw.refused = !readable;
        if (!readable && ::geteuid() == 0)
            raw.reason = tr("The kernel refuses to open %1 even to root here, as a container's device "
                            "rules or lockdown do: test in a directory on the drive instead.").arg(d->path);
        else if (!readable)
            raw.reason = tr("Reading %1 directly needs read permission on it: run DriveBench as root "
                            "or add your user to the 'disk' group.").arg(d->path);
        else
            raw.reason = tr("Raw device: read tests only over the whole drive; writes would destroy its "
                            "data (only the capacity check writes here, once you type the device's name).");
        m_targetList.push_back(raw);
    }

    const QSignalBlocker block(m_targets);
    m_targets->clear();
    for (const TestTarget &t : m_targetList) {
        QString text;
        if (t.kind == TestTarget::Kind::Directory)
            text = tr("Test file in %1").arg(t.path);
        else if (t.kind == TestTarget::Kind::Missing)
            text = tr("⚠ %1 (does not exist)").arg(t.path);
        else
            text = tr("%1 (raw device)").arg(t.path); // what the profile does to it: the note below
        m_targets->addItem(text);
    }
    if (m_targetList.empty())
        m_targets->addItem(tr("Select a drive or browse for a directory"));
    // The target chosen while this drive was selected, else the list's first.
    int current = 0;
    if (const auto chosen = m_chosen.find(d ? d->name : QString()); chosen != m_chosen.end()) {
        for (std::size_t i = 0; i < m_targetList.size(); ++i) {
            if (m_targetList[i].path == chosen->second)
                current = int(i);
        }
    }
    m_targets->setCurrentIndex(current);
    updateNote();
    Q_EMIT targetChanged();
}

TestTarget DrivePanel::target() const
{
    if (m_targets->isEditable())
        return remoteTarget();
    const int i = m_targets->currentIndex();
    if (i < 0 || i >= int(m_targetList.size()))
        return {};
    return m_targetList[std::size_t(i)];
}

std::optional<TestTarget> DrivePanel::customTarget() const
{
    const TestTarget t = target();
    const auto named = m_named.find(t.driveName);
    if (t.kind == TestTarget::Kind::None || !t.host.isEmpty() || named == m_named.end())
        return std::nullopt;
    for (const TestTarget &n : named->second) {
        if (n.path == t.path)
            return n;
    }
    return std::nullopt;
}

QString DrivePanel::targetNote() const
{
    return m_note->text();
}

QString DrivePanel::detailsText() const
{
    return m_details->toPlainText();
}

void DrivePanel::setTargetHint(const QString &hint)
{
    if (hint == m_targetHint)
        return;
    m_targetHint = hint;
    updateNote();
}

void DrivePanel::updateNote()
{
    const TestTarget t = target();
    QString note;
    m_note->setProperty("refused", t.kind == TestTarget::Kind::Missing);
    if (const RemoteHost *h = m_hosts->host(t.host)) {
        // A host's target: typed, checked there when the run starts.
        if (h->state == RemoteHost::State::Probing)
            note = tr("Asking %1 for its drives… You can type a directory there once it answers.").arg(h->key);
        else if (h->state == RemoteHost::State::Failed)
            note = QStringLiteral("⚠ ") + h->error + (h->fix.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(h->fix));
        else if (t.kind == TestTarget::Kind::None)
            note = tr("Type a directory on %1 to test in: it must exist there and be writable. DriveBench makes "
                      "its test file in it and removes it afterwards.").arg(h->key);
        else if (t.kind == TestTarget::Kind::Missing)
            note = QStringLiteral("⚠ ") + t.reason;
        else if (!m_targetHint.isEmpty())
            note = m_targetHint;
        else if (t.kind == TestTarget::Kind::Device)
            note = t.reason;
        else
            note = tr("A test file is created in %1 on the host and removed afterwards; the host checks the "
                      "directory when the run starts.").arg(t.path);
        m_note->setProperty("refused", t.kind == TestTarget::Kind::Missing || h->state == RemoteHost::State::Failed);
        m_note->setText(note);
        return;
    }
    if (t.kind == TestTarget::Kind::Missing) {
        note = QStringLiteral("⚠ ") + t.reason;
    } else if (t.kind == TestTarget::Kind::None) {
        const Drive *d = selectedDrive();
        note = d ? tr("No mounted file system on %1 and no access to the device.").arg(d->name)
                 : tr("Select a drive, or browse for a directory to test in.");
    } else {
        note = t.kind == TestTarget::Kind::Device && !t.refused && !m_targetHint.isEmpty() ? m_targetHint : t.reason;
        if (t.kind == TestTarget::Kind::Directory && !t.readOnly)
            note = !m_targetHint.isEmpty() ? m_targetHint : tr("A test file is created in %1 and removed afterwards.").arg(t.path);
        const Drive *d = selectedDrive();
        if (d && t.kind == TestTarget::Kind::Directory && d->partitions.empty() && d->mountpoints.isEmpty())
            note += QLatin1Char(' ') + tr("No mounted file system on this drive.");
    }
    m_note->setText(note);
}

void DrivePanel::browse()
{
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Test in directory"), target().path);
    if (!dir.isEmpty())
        chooseDirectory(dir);
}

QString DrivePanel::hostDetailsHtml(const QString &hostKey) const
{
    const RemoteHost *h = m_hosts->host(hostKey);
    if (!h)
        return {};
    QString html = QStringLiteral("<p><b>%1</b></p>").arg(esc(h->key));
    if (h->state == RemoteHost::State::Probing)
        return html + QStringLiteral("<p>%1</p>").arg(esc(h->spec.transport == HostTransport::Ssh
                                                              ? tr("Probing: asking the host for its drives over SSH (read-only)…")
                                                              : tr("Probing: asking the fio server for its release…")));
    if (h->state == RemoteHost::State::Failed)
        return html + QStringLiteral("<p style='color:#c62828'>⚠ %1</p><p>%2</p>")
                          .arg(esc(h->error), esc(tr("Fix: %1").arg(h->fix)));
    html += QStringLiteral("<table cellspacing=0 cellpadding=1>");
    const auto row = [&html](const QString &k, const QString &v) {
        if (!v.isEmpty())
            html += QStringLiteral("<tr><td>%1&nbsp;&nbsp;</td><td>%2</td></tr>").arg(esc(k), esc(v));
    };
    row(tr("Host name"), h->probe.hostname);
    if (h->spec.transport != HostTransport::Ssh) {
        row(tr("fio server"), h->probe.fioVersion);
        row(tr("CPUs"), h->server.cpus > 0 ? QString::number(h->server.cpus) : QString());
        html += QStringLiteral("</table><p>%1</p>").arg(esc(tr("A running fio server: it lists no drives and reports "
                                                               "each test's figures when the test ends (no live charts). "
                                                               "Type an existing directory there as the test target.")));
        return html;
    }
    row(tr("Kernel"), h->probe.kernel);
    row(tr("Architecture"), h->probe.arch);
    row(tr("fio"), h->probe.fioVersion.isEmpty() ? tr("not installed") : h->probe.fioVersion);
    row(tr("User"), h->probe.user);
    row(tr("Drives"), QString::number(h->probe.drives.size()));
    html += QStringLiteral("</table>");
    for (const QString &m : h->probe.missing)
        html += QStringLiteral("<p style='color:#c62828'>⚠ %1</p>").arg(esc(m));
    html += QStringLiteral("<p>%1</p>").arg(esc(tr("Runs there are fio's sequential and random tests; type a directory "
                                                   "on the host as the test target, or pick one of its drives for read "
                                                   "tests.")));
    return html;
}

void DrivePanel::showDetails(const Drive *d)
{
    if (const QString host = selectedHost(); !host.isEmpty() && !d) {
        m_details->setHtml(hostDetailsHtml(host));
        return;
    }
    if (!d) {
        m_details->setHtml(tr("<p>Select a drive to see its identify data and partitions.</p>"));
        return;
    }
    QString html;
    html += QStringLiteral("<p><b>%1</b><br>%2</p>").arg(esc(d->model.isEmpty() ? d->name : d->model), esc(d->path));
    if (const QString host = selectedHost(); !host.isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(esc(tr("On %1").arg(host)));
    html += QStringLiteral("<table cellspacing=0 cellpadding=1>");
    const auto row = [&html](const QString &k, const QString &v) {
        if (!v.isEmpty())
            html += QStringLiteral("<tr><td>%1&nbsp;&nbsp;</td><td>%2</td></tr>").arg(esc(k), esc(v));
    };
    row(tr("Serial"), d->serial);
    row(tr("Firmware"), d->firmware);
    row(tr("Capacity"), tr("%1 (%2 bytes)").arg(formatCapacity(d->capacityBytes)).arg(d->capacityBytes));
    row(tr("Sectors"), tr("%1 B logical, %2 B physical").arg(d->logicalBlockSize).arg(d->physicalBlockSize));
    QString transport = transportName(d->transport);
    if (!d->bridge.isEmpty())
        transport += tr(" via %1").arg(d->bridge);
    row(tr("Transport"), transport);
    if (!d->link.current.isEmpty())
        row(tr("Link"), tr("%1 now, %2 supported").arg(d->link.current, d->link.max.isEmpty() ? tr("unknown") : d->link.max));
    row(tr("Kind"), d->rotational ? tr("rotating (HDD)") : tr("solid state"));
    QStringList flags;
    if (d->systemDisk)
        flags << tr("system disk");
    if (d->removable)
        flags << tr("removable");
    if (d->readOnly)
        flags << tr("read-only");
    if (d->discard)
        flags << tr("TRIM");
    if (d->swap)
        flags << tr("swap");
    row(tr("Flags"), flags.join(QStringLiteral(", ")));
    for (const IdentifyField &f : identifyFields(*d)) {
        if (const bool *yes = std::get_if<bool>(&f.value))
            row(f.name, *yes ? tr("yes") : tr("no"));
        else if (const double *n = std::get_if<double>(&f.value))
            row(f.name, QVariant(*n).toString());
        else
            row(f.name, std::get<QString>(f.value));
    }
    html += QStringLiteral("</table>");
    for (const QString &w : d->warnings)
        html += QStringLiteral("<p style='color:#c62828'>⚠ %1</p>").arg(esc(w));
    html += identityHtml(*d);
    if (!d->identifyError.isEmpty())
        html += QStringLiteral("<p><i>%1</i></p>").arg(esc(tr("Identify data not read: %1").arg(d->identifyError)));
    if (!d->partitions.empty()) {
        html += QStringLiteral("<p><b>%1</b></p><table cellspacing=0 cellpadding=1>").arg(esc(tr("Partitions")));
        for (const Partition &p : d->partitions) {
            QStringList use;
            if (!p.filesystem.isEmpty())
                use << p.filesystem;
            use << p.mountpoints;
            if (p.swap)
                use << tr("swap");
            if (!p.holders.isEmpty())
                use << tr("held by %1").arg(p.holders.join(QStringLiteral(", ")));
            html += QStringLiteral("<tr><td>%1&nbsp;&nbsp;</td><td align=right>%2&nbsp;&nbsp;</td><td>%3</td></tr>")
                        .arg(esc(p.name), esc(formatCapacity(p.sizeBytes)), esc(use.join(QStringLiteral(" "))));
        }
        html += QStringLiteral("</table>");
    }
    m_details->setHtml(html);
}

} // namespace drivebench::ui
