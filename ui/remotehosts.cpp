// SPDX-License-Identifier: GPL-3.0-or-later
#include "remotehosts.h"

#include <algorithm>
#include <memory>
#include <optional>
#include <utility>

#include <QDeadlineTimer>
#include <QThread>

#include "ui/settingwords.h"

namespace drivebench::ui {

RemoteHosts::RemoteHosts(QObject *parent)
    : QObject(parent)
{
}

RemoteHosts::~RemoteHosts()
{
    // A probe's ssh ends by its connect timeout (15 s) when the host does not answer; one that
    // still runs after that is left to end on its own (its thread is not deleted while it runs).
    const QDeadlineTimer deadline(20000);
    for (QThread *t : m_threads) {
        disconnect(t, nullptr, this, nullptr);
        if (t->wait(deadline))
            delete t;
    }
}

Result<QString> RemoteHosts::add(const QString &text)
{
    Result<HostSpec> spec = parseHostSpec(text.trimmed());
    if (!spec)
        return spec.error();
    if (spec->transport != HostTransport::Ssh)
        return Error::make(std::errc::invalid_argument,
                           tr("%1 is a fio server: the window adds SSH hosts").arg(spec->display()).toStdString(),
                           tr("name the host for SSH (USER@HOST), or run on the fio server with "
                              "drivebench-cli run --host %1").arg(spec->display()).toStdString());
    const QString key = spec->display();
    if (find(key))
        return Error::make(std::errc::file_exists, tr("%1 is listed already").arg(key).toStdString(),
                           tr("pick its drives in the list, or remove it first").toStdString());
    RemoteHost host;
    host.spec = *spec;
    host.key = key;
    m_hosts.push_back(std::move(host));
    startProbe(m_hosts.back());
    Q_EMIT changed();
    return key;
}

bool RemoteHosts::remove(const QString &key)
{
    const auto it = std::find_if(m_hosts.begin(), m_hosts.end(), [&](const RemoteHost &h) { return h.key == key; });
    if (it == m_hosts.end())
        return false;
    m_hosts.erase(it); // a probe in progress answers a ticket no host holds: dropped
    Q_EMIT changed();
    return true;
}

void RemoteHosts::reprobe(const QString &key)
{
    if (RemoteHost *h = find(key)) {
        startProbe(*h);
        Q_EMIT changed();
    }
}

void RemoteHosts::reprobeAll()
{
    for (RemoteHost &h : m_hosts)
        startProbe(h);
    if (!m_hosts.empty())
        Q_EMIT changed();
}

const RemoteHost *RemoteHosts::host(const QString &key) const
{
    const auto it = std::find_if(m_hosts.begin(), m_hosts.end(), [&](const RemoteHost &h) { return h.key == key; });
    return it == m_hosts.end() ? nullptr : &*it;
}

RemoteHost *RemoteHosts::find(const QString &key)
{
    return const_cast<RemoteHost *>(std::as_const(*this).host(key));
}

QStringList RemoteHosts::keys() const
{
    QStringList out;
    for (const RemoteHost &h : m_hosts)
        out << h.key;
    return out;
}

bool RemoteHosts::probing() const
{
    return std::any_of(m_hosts.begin(), m_hosts.end(), [](const RemoteHost &h) { return h.state == RemoteHost::State::Probing; });
}

void RemoteHosts::startProbe(RemoteHost &host)
{
    host.state = RemoteHost::State::Probing;
    host.ticket = ++m_tickets;
    const quint64 ticket = host.ticket;
    const HostSpec spec = host.spec;
    // probeHost blocks (ssh, then the script's answer): on a thread of its own, its answer
    // handed back to this thread by the queued finished() connection.
    auto outcome = std::make_shared<std::optional<Result<HostProbe>>>();
    QThread *thread = QThread::create([spec, outcome] { outcome->emplace(probeHost(spec)); });
    m_threads.push_back(thread);
    connect(thread, &QThread::finished, this, [this, thread, ticket, outcome] {
        std::erase(m_threads, thread);
        thread->deleteLater();
        if (*outcome)
            onProbed(ticket, **outcome);
    });
    thread->start();
}

void RemoteHosts::onProbed(quint64 ticket, const Result<HostProbe> &outcome)
{
    const auto it = std::find_if(m_hosts.begin(), m_hosts.end(), [&](const RemoteHost &h) { return h.ticket == ticket; });
    if (it == m_hosts.end())
        return; // removed, or probed again since
    if (outcome) {
        it->state = RemoteHost::State::Ready;
        it->probe = *outcome;
        it->error.clear();
        it->fix.clear();
    } else {
        it->state = RemoteHost::State::Failed;
        it->probe = {};
        it->error = windowMessage(outcome.error());
        it->fix = windowHint(outcome.error());
    }
    const QString key = it->key;
    Q_EMIT changed();
    Q_EMIT probed(key);
}

} // namespace drivebench::ui
