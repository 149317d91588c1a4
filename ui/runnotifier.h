// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A desktop notification when a long run ends (Desktop Notifications Specification 1.2:
// org.freedesktop.Notifications.Notify on the session bus): the user who left the window for
// another one learns that the run finished, or failed and why. Runs shorter than a minute, which
// the user is likely still watching, notify nothing; without a notification server nothing
// happens (the call is sent without waiting for, or needing, an answer).

#include <QDBusConnection>
#include <QObject>

#include "core/results/runresult.h"

namespace drivebench::ui {

class RunNotifier final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunNotifier)

public:
    /// Notifies on bus (the session bus unless a test gives another).
    explicit RunNotifier(QObject *parent = nullptr, QDBusConnection bus = QDBusConnection::sessionBus());
    ~RunNotifier() override;

    void setBus(const QDBusConnection &bus) { m_bus = bus; }
    /// Runs at least this long notify (default 60 s).
    void setMinimumDurationS(double seconds) { m_minimumS = seconds; }

    /// The summary and body for a run that ended (translated).
    static std::pair<QString, QString> message(const RunResult &run);

public Q_SLOTS:
    /// Sends the notification when the run lasted long enough; true when one was sent.
    bool runFinished(const drivebench::RunResult &run);

private:
    QDBusConnection m_bus;
    double m_minimumS = 60;
};

} // namespace drivebench::ui
