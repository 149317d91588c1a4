// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <vector>

#include <QFrame>

#include "core/results/runresult.h"

class QLabel;
class QPushButton;
class QVBoxLayout;

namespace drivebench::ui {

/// The run's warnings (RunChecks, core/runner/runchecks.h) in the window: before Start, what the
/// pre-flight checks found for the chosen target and settings; after a run, what the run raised
/// (per-test ones too). A warning never stops a run. For a copy-on-write btrfs directory it
/// offers a no-CoW test directory, which is made only when the user presses the button.
class WarningsView final : public QFrame
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WarningsView)

public:
    explicit WarningsView(QWidget *parent = nullptr);

    /// Shows warnings under heading; hidden when there are none. offerNoCow shows the no-CoW button.
    void setWarnings(const std::vector<RunWarning> &warnings, const QString &heading, bool offerNoCow);
    /// True while the user has the no-CoW directory switched on (and it is offered).
    bool noCowChosen() const;
    /// The lines shown, for tests: "code: message" each.
    QStringList lines() const;

    /// A warning code's short title for people, translated ("Copy-on-write btrfs").
    static QString title(const QString &code);
    /// What a code means and what to do, translated (the help page lists every one).
    static QString explanation(const QString &code);
    /// Every code RunChecks raises, in the order the help explains them.
    static QStringList codes();
    /// A test's warnings for a tooltip: title and message of each; empty without any.
    static QString testTip(const RunResult &run, const TestResult &test);

Q_SIGNALS:
    /// The user switched the no-CoW directory on or off.
    void noCowToggled(bool on);

private:
    QLabel *m_heading;
    QVBoxLayout *m_list;
    QPushButton *m_noCow;
    QPushButton *m_details; ///< shows the warnings' lines (hidden: the heading names them)
    QWidget *m_lines;
    std::vector<RunWarning> m_warnings;
};

} // namespace drivebench::ui
