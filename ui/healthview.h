// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A drive's health in the manner of CrystalDiskInfo: a status box (OK / Warning / Failing, in
// colour), the temperature box, the drive's counters, the attribute (ATA) or health-log (NVMe)
// table, and the warnings in words. Fed with what core read (DriveHealth) or, when the health
// log could not be read (no root), with the drive's hwmon temperature and what is missing.

#include <optional>

#include <QDialog>

#include "core/devices/drive.h"
#include "core/devices/drivehealth.h"

class QLabel;
class QTableWidget;
class QListWidget;

namespace drivebench::ui {

class HealthView final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HealthView)

public:
    explicit HealthView(QWidget *parent = nullptr);

    /// Reads drive's health and shows it in a new dialog (deleted when closed). Root reads the
    /// SMART / NVMe health log; anyone else gets ATA SMART through UDisks2 (polkit may ask for the
    /// password), or sees the hwmon temperature and why.
    static HealthView *open(const Drive &drive, QWidget *parent);

    /// Shows the drive; health is the decoded log, or nullopt with why it could not be read.
    void setDrive(const Drive &drive, const std::optional<DriveHealth> &health, const QString &error);

    /// For tests: the status text ("OK", "Warning", "Failing", "Unknown") and the table's rows.
    QString statusText() const;
    int tableRows() const;
    QString cellText(int row, int column) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyStatusColours();
    /// The NVMe table: one row per field of the log (and the controller's WCTEMP, CCTEMP).
    void showNvmeLog(const NvmeSmartLog &log, const NvmeControllerIdentify *ctrl);

    QLabel *m_title;
    QLabel *m_status;
    QLabel *m_temperature;
    QLabel *m_facts;
    QTableWidget *m_table;
    QListWidget *m_warnings;
    HealthLevel m_level = HealthLevel::Ok;
    bool m_known = false;
};

} // namespace drivebench::ui
