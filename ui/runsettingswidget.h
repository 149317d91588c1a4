// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <vector>

#include <QWidget>

#include "core/runner/runplan.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QSettings;
class QSpinBox;
class QStackedWidget;

namespace drivebench::ui {

class ProfileOptionsWidget;

/// Which directions a run measures.
enum class RunOps { ReadWrite, Read, Write, Mix };

/// The profile picker (every profile the engine offers) and the run settings: test file size,
/// passes, pass duration, warm-up, interval between tests, directions, mix share, data pattern.
class RunSettingsWidget final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunSettingsWidget)

public:
    explicit RunSettingsWidget(QWidget *parent = nullptr);

    /// Selects a profile by name (case-insensitive); false when the engine has none by that name.
    bool setProfile(const QString &name);
    QString profile() const;
    /// Restricts the choice to read tests (raw device or read-only target) or lifts it.
    void setReadOnly(bool readOnly);
    /// What the person chose, for a target path (directory, file or device): planRun
    /// (core/runner/runplan.h) turns it into the tests and settings, as for drivebench-cli.
    RunChoice choice(const QString &targetPath) const;
    /// The choice of a trace's replay on targetPath (`drivebench-cli run --trace FILE`): played
    /// once, its reads only when readsOnly (a raw device, a read-only mount).
    RunChoice traceChoice(const QString &targetPath, const QString &tracePath, bool readsOnly) const;

    void setPasses(int passes);
    /// Timed tests run in rounds until steady (SNIA PTS), at most maxRounds; false: passes apply.
    void setUntilSteady(bool on, int maxRounds = kDefaultSteadyMaxRounds);
    void setDurationS(double seconds);
    void setWarmupS(double seconds);
    void setIntervalS(double seconds);
    void setSizeBytes(std::uint64_t bytes);
    std::uint64_t sizeBytes() const;
    /// The largest test file size the Size list offers that is at most bytes; nullopt when none.
    std::optional<std::uint64_t> largestSizeAtMost(std::uint64_t bytes) const;
    void setOps(RunOps ops);
    /// Direct I/O (O_DIRECT, the default) or through the page cache.
    void setDirect(bool direct);

    void load(const QSettings &settings);
    void save(QSettings &settings) const;

    /// The chosen profile's name for people and its one-line description (core's catalogue).
    QString description() const;
    /// The workload options shown for the profile (trace scale, surface points, ...).
    ProfileOptionsWidget *profileOptions() const { return m_options; }

Q_SIGNALS:
    void changed();

private:
    RunOps ops() const;
    void updateProfile();
    void updateEnabled();

    QComboBox *m_profile;
    QComboBox *m_ops;
    QComboBox *m_mix;
    QComboBox *m_size;
    QSpinBox *m_passes;
    QCheckBox *m_untilSteady;
    QSpinBox *m_steadyRounds;
    QStackedWidget *m_passesOrRounds = nullptr;
    QLabel *m_passesLabel = nullptr;
    QComboBox *m_duration;
    QComboBox *m_warmup;
    QComboBox *m_interval;
    QComboBox *m_data;
    QCheckBox *m_direct;
    ProfileOptionsWidget *m_options;
    bool m_readOnly = false;
};

} // namespace drivebench::ui
