// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include "core/workloads/profilecatalogue.h"
#include "core/workloads/workloadtests.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace drivebench::ui {

/// The workload options of the chosen profile (core's ProfileEntry::options), shown only for the
/// profiles that take them: trace scale and idle gaps, surface points, small-file count and size,
/// capacity reserve and quick mode, the sweep's kind. What drivebench-cli takes as --scale,
/// --no-stall, --points, --files, --file-size, --reserve, --quick and --sweep.
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

Q_SIGNALS:
    void changed();

private:
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
    QList<QWidget *> m_rows; // the label and field of each option, in ProfileOption order
};

} // namespace drivebench::ui
