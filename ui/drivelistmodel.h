// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <vector>

#include <QAbstractTableModel>

#include "core/devices/drive.h"

namespace drivebench::ui {

/// The drives of the machine as a table: title (model or a loop device's file, kernel name, main
/// mount point: driveListTitle()), capacity, transport and link speed current/max, with a warning
/// mark and tooltip when the link runs below what it supports.
///
/// With other hosts (ui/remotehosts.h) the rows are grouped: a "This machine" heading and its
/// drives, then each host's heading (its name and state: probing, its kernel and fio, or why its
/// probe failed) and the drives its probe found, in the same columns. Without hosts there are no
/// headings: the rows are this machine's drives alone.
/// One other host as the list shows it.
struct HostGroup
{
    QString key;              ///< the host's key (RemoteHost::key)
    QString title;            ///< the heading's text
    QString toolTip;
    bool failed = false;      ///< the heading carries a warning mark
    bool ticked = false;      ///< the heading's box: the host runs when Start runs several hosts
    std::vector<Drive> drives;
};

class DriveListModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DriveListModel)

public:
    enum Column { ModelColumn, CapacityColumn, TransportColumn, LinkColumn, ColumnCount };
    /// Qt::UserRole on any column: the drive's kernel name ("nvme0n1").
    static constexpr int NameRole = Qt::UserRole;
    /// Qt::UserRole + 1: the host's key on its heading and its drives' rows, "" on this machine's.
    static constexpr int HostRole = Qt::UserRole + 1;

    explicit DriveListModel(QObject *parent = nullptr);

    void setDrives(std::vector<Drive> drives);
    /// This machine's drives.
    const std::vector<Drive> &drives() const { return m_drives; }
    /// The other hosts, listed after this machine's drives under headings.
    void setHosts(std::vector<HostGroup> hosts);
    /// The drive in row (this machine's or a host's), or nullptr (a heading).
    const Drive *drive(int row) const;
    /// The row of this machine's drive with this kernel name or device path, or -1.
    int rowOf(const QString &nameOrPath) const;
    /// The row of a host's heading (driveName "") or of one of its drives, or -1.
    int rowOfRemote(const QString &hostKey, const QString &driveName) const;
    /// The key of the host row belongs to, "" for this machine's rows.
    QString hostOf(int row) const;
    /// Whether row is a heading (this machine's or a host's).
    bool isHeading(int row) const;
    /// Whether any drive listed knows its link (the column is hidden when none does).
    bool anyLink() const;
    /// Whether the view shows the link column; when not, a degraded link's ⚠ marks the name.
    void setLinkShown(bool shown);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    /// A host heading's box (Qt::CheckStateRole): says hostTicked; the panel's hosts decide.
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

Q_SIGNALS:
    /// The user ticked or unticked a host's heading.
    void hostTicked(const QString &hostKey, bool ticked);

private:
    struct Row
    {
        int host = -1;  ///< index in m_hosts; -1: this machine
        int drive = -1; ///< index in its drives; -1: the heading
    };
    void rebuildRows();

    std::vector<Drive> m_drives;
    std::vector<HostGroup> m_hosts;
    std::vector<Row> m_rows;
    bool m_linkShown = true;
};

/// "⚠ PCIe 3.0 x2 / PCIe 4.0 x4" style text of a drive's link ("" when unknown).
QString linkColumnText(const LinkInfo &link);

} // namespace drivebench::ui
