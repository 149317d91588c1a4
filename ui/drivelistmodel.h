// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <vector>

#include <QAbstractTableModel>

#include "core/devices/drive.h"

namespace drivebench::ui {

/// The drives of the machine as a table: title (model or a loop device's file, kernel name, main
/// mount point: driveListTitle()), capacity, transport and link speed current/max, with a warning
/// mark and tooltip when the link runs below what it supports.
class DriveListModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DriveListModel)

public:
    enum Column { ModelColumn, CapacityColumn, TransportColumn, LinkColumn, ColumnCount };
    /// Qt::UserRole on any column: the drive's kernel name ("nvme0n1").
    static constexpr int NameRole = Qt::UserRole;

    explicit DriveListModel(QObject *parent = nullptr);

    void setDrives(std::vector<Drive> drives);
    const std::vector<Drive> &drives() const { return m_drives; }
    /// The drive in row, or nullptr.
    const Drive *drive(int row) const;
    /// The row of the drive with this kernel name or device path, or -1.
    int rowOf(const QString &nameOrPath) const;
    /// Whether any drive listed knows its link (the column is hidden when none does).
    bool anyLink() const;
    /// Whether the view shows the link column; when not, a degraded link's ⚠ marks the name.
    void setLinkShown(bool shown);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<Drive> m_drives;
    bool m_linkShown = true;
};

/// "⚠ PCIe 3.0 x2 / PCIe 4.0 x4" style text of a drive's link ("" when unknown).
QString linkColumnText(const LinkInfo &link);

} // namespace drivebench::ui
