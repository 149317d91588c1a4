// SPDX-License-Identifier: GPL-3.0-or-later
#include "drivelistmodel.h"

#include <algorithm>

#include <QApplication>
#include <QFont>
#include <QStyle>

#include "ui/drivechoice.h"
#include "ui/units.h"

namespace drivebench::ui {

QString linkColumnText(const LinkInfo &link)
{
    if (link.current.isEmpty())
        return {};
    QString text = link.current;
    if (!link.max.isEmpty())
        text += QStringLiteral(" / ") + link.max;
    return link.degraded ? QStringLiteral("⚠ ") + text : text;
}

DriveListModel::DriveListModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void DriveListModel::setDrives(std::vector<Drive> drives)
{
    beginResetModel();
    m_drives = std::move(drives);
    rebuildRows();
    endResetModel();
}

void DriveListModel::setHosts(std::vector<HostGroup> hosts)
{
    beginResetModel();
    m_hosts = std::move(hosts);
    rebuildRows();
    endResetModel();
}

void DriveListModel::rebuildRows()
{
    m_rows.clear();
    if (!m_hosts.empty())
        m_rows.push_back({-1, -1}); // "This machine" only when there are others
    for (std::size_t i = 0; i < m_drives.size(); ++i)
        m_rows.push_back({-1, int(i)});
    for (std::size_t h = 0; h < m_hosts.size(); ++h) {
        m_rows.push_back({int(h), -1});
        for (std::size_t i = 0; i < m_hosts[h].drives.size(); ++i)
            m_rows.push_back({int(h), int(i)});
    }
}

const Drive *DriveListModel::drive(int row) const
{
    if (row < 0 || row >= int(m_rows.size()))
        return nullptr;
    const Row r = m_rows[std::size_t(row)];
    if (r.drive < 0)
        return nullptr;
    return r.host < 0 ? &m_drives[std::size_t(r.drive)] : &m_hosts[std::size_t(r.host)].drives[std::size_t(r.drive)];
}

int DriveListModel::rowOf(const QString &nameOrPath) const
{
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        const Row r = m_rows[i];
        if (r.host >= 0 || r.drive < 0)
            continue;
        const Drive &d = m_drives[std::size_t(r.drive)];
        if (d.name == nameOrPath || d.path == nameOrPath)
            return int(i);
    }
    return -1;
}

int DriveListModel::rowOfRemote(const QString &hostKey, const QString &driveName) const
{
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        const Row r = m_rows[i];
        if (r.host < 0 || m_hosts[std::size_t(r.host)].key != hostKey)
            continue;
        if (driveName.isEmpty() ? r.drive < 0 : r.drive >= 0 && drive(int(i))->name == driveName)
            return int(i);
    }
    return -1;
}

QString DriveListModel::hostOf(int row) const
{
    if (row < 0 || row >= int(m_rows.size()) || m_rows[std::size_t(row)].host < 0)
        return {};
    return m_hosts[std::size_t(m_rows[std::size_t(row)].host)].key;
}

bool DriveListModel::isHeading(int row) const
{
    return row >= 0 && row < int(m_rows.size()) && m_rows[std::size_t(row)].drive < 0;
}

bool DriveListModel::anyLink() const
{
    const auto linked = [](const Drive &d) { return !d.link.current.isEmpty(); };
    return std::any_of(m_drives.begin(), m_drives.end(), linked)
        || std::any_of(m_hosts.begin(), m_hosts.end(),
                       [&](const HostGroup &h) { return std::any_of(h.drives.begin(), h.drives.end(), linked); });
}

void DriveListModel::setLinkShown(bool shown)
{
    if (shown == m_linkShown)
        return;
    m_linkShown = shown;
    if (!m_rows.empty())
        Q_EMIT dataChanged(index(0, ModelColumn), index(rowCount() - 1, ModelColumn), {Qt::DecorationRole});
}

int DriveListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int DriveListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DriveListModel::data(const QModelIndex &index, int role) const
{
    if (index.row() < 0 || index.row() >= int(m_rows.size()))
        return {};
    const Row r = m_rows[std::size_t(index.row())];
    if (role == HostRole)
        return r.host < 0 ? QString() : m_hosts[std::size_t(r.host)].key;
    if (r.drive < 0) {
        // A heading: this machine, or a host with its state.
        const HostGroup *h = r.host < 0 ? nullptr : &m_hosts[std::size_t(r.host)];
        if (index.column() != ModelColumn)
            return {};
        switch (role) {
        case Qt::DisplayRole: return h ? h->title : tr("This machine");
        case Qt::ToolTipRole: return h ? h->toolTip : tr("The drives of the machine DriveBench runs on");
        case Qt::FontRole: {
            QFont bold = QApplication::font();
            bold.setBold(true);
            return bold;
        }
        case Qt::DecorationRole:
            if (h && h->failed)
                return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
            break;
        case Qt::CheckStateRole:
            if (h)
                return h->ticked ? Qt::Checked : Qt::Unchecked;
            break;
        default: break;
        }
        return {};
    }
    const Drive *d = drive(index.row());
    if (role == NameRole)
        return d->name;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        // Under headings (other hosts listed) a drive is indented below its machine's.
        case ModelColumn: return m_hosts.empty() ? driveListTitle(*d) : QStringLiteral("    ") + driveListTitle(*d);
        case CapacityColumn: return formatCapacity(d->capacityBytes);
        case TransportColumn: {
            QString t = transportName(d->transport).toUpper();
            if (t == QLatin1String("NVME"))
                t = QStringLiteral("NVMe");
            return d->rotational ? tr("%1 HDD").arg(t) : t;
        }
        case LinkColumn: return linkColumnText(d->link);
        }
        break;
    case Qt::DecorationRole:
        if (index.column() == (m_linkShown ? LinkColumn : ModelColumn) && d->link.degraded)
            return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
        break;
    case Qt::ToolTipRole: {
        QStringList lines;
        lines << QStringLiteral("%1 — %2").arg(d->path, d->model);
        if (r.host >= 0)
            lines << tr("On %1").arg(m_hosts[std::size_t(r.host)].key);
        lines << tr("Capacity: %1, bus: %2").arg(formatCapacity(d->capacityBytes), transportName(d->transport));
        if (isVirtualDrive(*d))
            lines << tr("Virtual device: listed while \"Show virtual devices\" is on.");
        if (!d->link.current.isEmpty())
            lines << tr("Link: %1, supported: %2").arg(d->link.current, d->link.max.isEmpty() ? tr("unknown") : d->link.max);
        lines << d->warnings;
        return lines.join(QLatin1Char('\n'));
    }
    case Qt::TextAlignmentRole:
        if (index.column() == CapacityColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        break;
    default: break;
    }
    return {};
}

Qt::ItemFlags DriveListModel::flags(const QModelIndex &index) const
{
    // This machine's heading is a label; a host's is picked to type a directory there or remove it.
    if (isHeading(index.row()) && hostOf(index.row()).isEmpty())
        return Qt::ItemIsEnabled;
    // A host's box ticks it for a run on several hosts at once.
    if (isHeading(index.row()) && index.column() == ModelColumn)
        return QAbstractTableModel::flags(index) | Qt::ItemIsUserCheckable;
    return QAbstractTableModel::flags(index);
}

bool DriveListModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    const QString host = hostOf(index.row());
    if (role != Qt::CheckStateRole || host.isEmpty() || !isHeading(index.row()))
        return false;
    Q_EMIT hostTicked(host, value.toInt() == Qt::Checked);
    return true;
}

QVariant DriveListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case ModelColumn: return tr("Drive");
    case CapacityColumn: return tr("Capacity");
    case TransportColumn: return tr("Bus");
    case LinkColumn: return tr("Link now / max");
    }
    return {};
}

} // namespace drivebench::ui
