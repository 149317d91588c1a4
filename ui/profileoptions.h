// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include "core/workloads/profilecatalogue.h"
#include "core/workloads/workloadtests.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace drivebench::ui {

/// The workload options of the chosen profile (core's ProfileEntry::options), shown only for the
/// profiles that take them: trace scale and idle gaps, surface points, small-file count and size,
/// capacity reserve and quick mode, the sweep's kind, the wake test's idle list (default, quick or
/// typed, checked as it is typed by core's wakeSettingsFrom). What drivebench-cli takes as --scale,
/// --no-stall, --points, --files, --file-size, --reserve, --quick, --sweep and --idle.
class ProfileOptionsWidget final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ProfileOptionsWidget)

public:
    explicit ProfileOptionsWidget(QWidget *parent = nullptr);

    /// Shows the options of this profile (none: the widget hides).
    void setProfile(const QString &name);
    /// Writes the options shown into a choice's workload options.
    void apply(WorkloadOptions &options) const;
    /// Whether an option is shown now (for tests).
    bool isShown(ProfileOption option) const;

    QDoubleSpinBox *traceScale() const { return m_scale; }
    QSpinBox *surfacePoints() const { return m_points; }
    QSpinBox *fileCount() const { return m_files; }
    QComboBox *sweepKind() const { return m_sweep; }
    QComboBox *cacheIdle() const { return m_cacheIdle; }
    QComboBox *surfaceScan() const { return m_scan; }
    QComboBox *wakeIdleList() const { return m_wakeList; }
    QLineEdit *wakeIdleText() const { return m_wakeText; }
    /// Why the typed idle list is refused (empty when it is not, or not shown).
    QString wakeIdleProblem() const;

Q_SIGNALS:
    void changed();

private:
    QWidget *makeWakeIdleRow();
    /// The wake settings of the list shown; an unparsable typed list gives its error.
    Result<WakeSettings> wakeSettings() const;
    void checkWakeIdle();

    std::vector<ProfileOption> m_shown;
    QDoubleSpinBox *m_scale;
    QCheckBox *m_idle;
    QSpinBox *m_points;
    QSpinBox *m_files;
    QComboBox *m_fileSize;
    QComboBox *m_reserve;
    QCheckBox *m_quick;
    QComboBox *m_sweep;
    QComboBox *m_cacheIdle;
    QComboBox *m_scan;
    QComboBox *m_wakeList;
    QLineEdit *m_wakeText;
    QLabel *m_wakeMessage;
    QList<QWidget *> m_rows; // the label and field of each option, in ProfileOption order
};

} // namespace drivebench::ui
