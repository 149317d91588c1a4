// SPDX-License-Identifier: GPL-3.0-or-later
#include "remotehosts.h"

#include <algorithm>
#include <memory>
#include <optional>
#include <utility>

#include <QDeadlineTimer>
#include <QThread>

#include "core/runner/fioserverrun.h"
#include "core/runner/runplan.h"
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

bool RemoteHosts::needsNetworkConfirmation(const QString &text)
{
    const Result<HostSpec> spec = parseHostSpec(text.trimmed());
    return spec && spec->transport == HostTransport::FioTcp && !isLoopbackHost(*spec);
}

Result<QString> RemoteHosts::add(const QString &text, FioNetwork network)
{
    Result<HostSpec> spec = parseHostSpec(text.trimmed());
    if (!spec)
        return spec.error();
    if (needsNetworkConfirmation(text) && network != FioNetwork::Confirmed)
        return Error::make(std::errc::permission_denied,
                           tr("%1 is a fio server on a network address: anyone on that network can run "
                              "commands there as the server's user, and nothing was sent to it")
                               .arg(spec->display()).toStdString(),
                           tr("add it again and confirm, or bind the server to a unix socket or 127.0.0.1 and "
                              "reach it through an SSH tunnel").toStdString());
    const QString key = spec->display();
    if (find(key))
        return Error::make(std::errc::file_exists, tr("%1 is listed already").arg(key).toStdString(),
                           tr("pick its drives in the list, or remove it first").toStdString());
    RemoteHost host;
    host.spec = *spec;
    host.key = key;
    host.network = network;
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

QStringList RemoteHosts::confirmedKeys() const
{
    QStringList out;
    for (const RemoteHost &h : m_hosts)
        if (h.network == FioNetwork::Confirmed)
            out << h.key;
    return out;
}

bool RemoteHosts::setTicked(const QString &key, bool ticked)
{
    RemoteHost *h = find(key);
    if (!h)
        return false;
    if (h->ticked != ticked) {
        h->ticked = ticked;
        Q_EMIT changed();
    }
    return true;
}

QStringList RemoteHosts::tickedKeys() const
{
    QStringList out;
    for (const RemoteHost &h : m_hosts)
        if (h.ticked)
            out << h.key;
    return out;
}

Result<RunPlan> RemoteHosts::plan(const QString &key, const RunChoice &choice) const
{
    const RemoteHost *h = host(key);
    if (!h || h->state != RemoteHost::State::Ready)
        return Error::make(std::errc::resource_unavailable_try_again,
                           tr("%1 has not answered its probe").arg(key).toStdString(),
                           tr("wait until it is listed, or remove it and add it again").toStdString());
    if (h->spec.transport == HostTransport::Ssh)
        return planRemoteRun(choice, h->spec, h->probe);
    return planFioServerRun(choice, h->spec, h->server, h->network == FioNetwork::Confirmed);
}

void RemoteHosts::startProbe(RemoteHost &host)
{
    host.state = RemoteHost::State::Probing;
    host.ticket = ++m_tickets;
    const quint64 ticket = host.ticket;
    const HostSpec spec = host.spec;
    const bool confirmed = host.network == FioNetwork::Confirmed;
    // probeHost blocks (ssh, then the script's answer), and so does a fio server's PROBE: on a
    // thread of its own, its answer handed back to this thread by the queued finished() connection.
    auto outcome = std::make_shared<std::optional<Result<HostProbe>>>();
    auto server = std::make_shared<FioServerInfo>();
    QThread *thread = QThread::create([spec, confirmed, outcome, server] {
        if (spec.transport == HostTransport::Ssh) {
            outcome->emplace(probeHost(spec));
            return;
        }
        // fio's client and server must be the same release: this machine's fio names it.
        Result<FioServerInfo> info = probeFioServer(spec, localFioVersion(), confirmed);
        if (!info) {
            outcome->emplace(info.error());
            return;
        }
        *server = *info;
        HostProbe probe; // what the list shows: a fio server reads no /sys for us, so no drives
        probe.hostname = info->hostname;
        probe.fioVersion = info->fioVersion;
        outcome->emplace(std::move(probe));
    });
    m_threads.push_back(thread);
    connect(thread, &QThread::finished, this, [this, thread, ticket, outcome, server] {
        std::erase(m_threads, thread);
        thread->deleteLater();
        if (*outcome)
            onProbed(ticket, **outcome, *server);
    });
    thread->start();
}

void RemoteHosts::onProbed(quint64 ticket, const Result<HostProbe> &outcome, const FioServerInfo &server)
{
    const auto it = std::find_if(m_hosts.begin(), m_hosts.end(), [&](const RemoteHost &h) { return h.ticket == ticket; });
    if (it == m_hosts.end())
        return; // removed, or probed again since
    if (outcome) {
        it->state = RemoteHost::State::Ready;
        it->probe = *outcome;
        it->server = server;
        it->error.clear();
        it->fix.clear();
    } else {
        it->state = RemoteHost::State::Failed;
        it->probe = {};
        it->server = {};
        it->error = windowMessage(outcome.error());
        it->fix = windowHint(outcome.error());
    }
    const QString key = it->key;
    Q_EMIT changed();
    Q_EMIT probed(key);
}

} // namespace drivebench::ui
