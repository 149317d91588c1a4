// SPDX-License-Identifier: GPL-3.0-or-later
#include "drivelistmodel.h"

#include <algorithm>

#include <QApplication>
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
    endResetModel();
}

const Drive *DriveListModel::drive(int row) const
{
    return row >= 0 && row < int(m_drives.size()) ? &m_drives[std::size_t(row)] : nullptr;
}

int DriveListModel::rowOf(const QString &nameOrPath) const
{
    for (std::size_t i = 0; i < m_drives.size(); ++i) {
        if (m_drives[i].name == nameOrPath || m_drives[i].path == nameOrPath)
            return int(i);
    }
    return -1;
}

bool DriveListModel::anyLink() const
{
    return std::any_of(m_drives.begin(), m_drives.end(), [](const Drive &d) { return !d.link.current.isEmpty(); });
}

void DriveListModel::setLinkShown(bool shown)
{
    if (shown == m_linkShown)
        return;
    m_linkShown = shown;
    if (!m_drives.empty())
        Q_EMIT dataChanged(index(0, ModelColumn), index(rowCount() - 1, ModelColumn), {Qt::DecorationRole});
}

int DriveListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_drives.size());
}

int DriveListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DriveListModel::data(const QModelIndex &index, int role) const
{
    const Drive *d = drive(index.row());
    if (!d)
        return {};
    if (role == NameRole)
        return d->name;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case ModelColumn: return driveListTitle(*d);
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
