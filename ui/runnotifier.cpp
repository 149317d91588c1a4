// SPDX-License-Identifier: GPL-3.0-or-later
#include "runnotifier.h"

#include <QDBusMessage>
#include <QVariantMap>

#include "ui/settingwords.h"
#include "ui/units.h"

namespace drivebench::ui {

RunNotifier::RunNotifier(QObject *parent, QDBusConnection bus)
    : QObject(parent)
    , m_bus(std::move(bus))
{
}

RunNotifier::~RunNotifier() = default;

std::pair<QString, QString> RunNotifier::message(const RunResult &run)
{
    const QString where = run.target.path;
    const QString took = formatDuration(double(run.startedAt.secsTo(run.finishedAt)));
    if (run.completed)
        return {tr("DriveBench: the run finished"),
                tr("%n test(s) on %1 in %2.", nullptr, int(run.tests.size())).arg(where, took)};
    const QString why = run.errors.isEmpty() ? tr("It was stopped.") : windowText(run.errors.first());
    return {tr("DriveBench: the run ended early"),
            tr("%1 after %2 on %3; %n completed test(s) are kept.", nullptr, int(run.tests.size()))
                .arg(why, took, where)};
}

bool RunNotifier::runFinished(const RunResult &run)
{
    if (!run.startedAt.isValid() || !run.finishedAt.isValid()
        || double(run.startedAt.msecsTo(run.finishedAt)) / 1000.0 < m_minimumS || !m_bus.isConnected())
        return false;
    const auto [summary, body] = message(run);
    QDBusMessage call = QDBusMessage::createMethodCall(QStringLiteral("org.freedesktop.Notifications"),
                                                       QStringLiteral("/org/freedesktop/Notifications"),
                                                       QStringLiteral("org.freedesktop.Notifications"),
                                                       QStringLiteral("Notify"));
    // Notify(app_name, replaces_id, app_icon, summary, body, actions, hints, expire_timeout)
    const QVariantMap hints{{QStringLiteral("desktop-entry"), QStringLiteral("io.github.drivebench.DriveBench")},
                            {QStringLiteral("urgency"), QVariant::fromValue(uchar(run.completed ? 1 : 2))}};
    call << QStringLiteral("DriveBench") << uint(0) << QStringLiteral("io.github.drivebench.DriveBench") << summary << body
         << QStringList() << hints << int(-1);
    // No answer is awaited: without a notification server the bus answers with an error nobody reads.
    call.setAutoStartService(true);
    return m_bus.send(call);
}

} // namespace drivebench::ui
