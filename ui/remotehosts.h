// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The other hosts the window lists (issue 50, docs/remote.md "In the window"): each as the user
// named it (parseHostSpec), and what its probe found there or why it failed.
//
// Rules:
// - A host is probed off the GUI thread (probeHost runs ssh and waits for it: up to ssh's
//   connect timeout on a host that does not answer); the window shows "probing" meanwhile and
//   never waits for it.
// - Removing a host forgets it at once, a probe in progress included: its answer, when it comes,
//   is dropped (the ssh itself runs to its own end; it only reads the host).
// - A host is listed once: the same host named twice ("loopback", "ssh://loopback") is one.
// - Nothing here writes on a host: the probe is core's read-only script.

#include <vector>

#include <QObject>
#include <QString>
#include <QStringList>

#include "core/remote/hostprobe.h"
#include "core/remote/hostspec.h"
#include "core/util/result.h"

class QThread;

namespace drivebench::ui {

struct RemoteHost
{
    enum class State { Probing, Ready, Failed };
    HostSpec spec;
    QString key;          ///< spec.display(): "ssh://pi@nas"; how the host is named and remembered
    State state = State::Probing;
    HostProbe probe;      ///< Ready: what the probe found
    QString error;        ///< Failed: the cause, in core's words (it names the host)
    QString fix;          ///< Failed: the fix
    quint64 ticket = 0;   ///< the probe whose answer counts
};

class RemoteHosts final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RemoteHosts)

public:
    explicit RemoteHosts(QObject *parent = nullptr);
    /// Waits a moment for probes in progress (their ssh ends by its connect timeout).
    ~RemoteHosts() override;

    /// Adds the host named by text and starts its probe; the host's key, or parseHostSpec's
    /// error (the text was not a host), or an error when it is listed already.
    Result<QString> add(const QString &text);
    /// Forgets a host (a probe in progress is dropped); false when none has that key.
    bool remove(const QString &key);
    /// Probes a listed host again (its drives may have changed; a failed probe may work now).
    void reprobe(const QString &key);
    void reprobeAll();

    const std::vector<RemoteHost> &hosts() const { return m_hosts; }
    /// The host with this key, or nullptr.
    const RemoteHost *host(const QString &key) const;
    /// The keys in the order added (what the window remembers).
    QStringList keys() const;
    /// Whether a probe is in progress (tests wait for none).
    bool probing() const;

Q_SIGNALS:
    /// A host was added, removed or changed state.
    void changed();
    /// A probe ended (key's state is Ready or Failed).
    void probed(const QString &key);

private:
    RemoteHost *find(const QString &key);
    void startProbe(RemoteHost &host);
    void onProbed(quint64 ticket, const Result<HostProbe> &outcome);

    std::vector<RemoteHost> m_hosts;
    std::vector<QThread *> m_threads;
    quint64 m_tickets = 0;
};

} // namespace drivebench::ui
