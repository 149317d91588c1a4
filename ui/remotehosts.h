// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The other hosts the window lists (issue 50, docs/remote.md "In the window"): each as the user
// named it (parseHostSpec), and what its probe found there or why it failed. An SSH host is
// probed by core's read-only script (its drives); a fio server (fio://NAME[:PORT], fio:///socket)
// by fio's own PROBE (its release against this machine's fio: a mismatch names both). The hosts
// the user ticked run at once when Start is pressed (hostruns.h).
//
// Rules:
// - A host is probed off the GUI thread (probeHost runs ssh and waits for it: up to ssh's
//   connect timeout on a host that does not answer); the window shows "probing" meanwhile and
//   never waits for it.
// - Removing a host forgets it at once, a probe in progress included: its answer, when it comes,
//   is dropped (the ssh itself runs to its own end; it only reads the host).
// - A host is listed once: the same host named twice ("loopback", "ssh://loopback") is one.
// - Nothing here writes on a host: the probe is core's read-only script, or fio's PROBE.
// - A fio server on a network address (not a unix socket, 127.0.0.0/8, ::1 or localhost) runs
//   commands for anyone who reaches it: it is added only with FioNetwork::Confirmed (the window
//   asks first, as drivebench-cli's --allow-fio-network), and nothing is sent to it otherwise.

#include <vector>

#include <QObject>
#include <QString>
#include <QStringList>

#include "core/remote/fioserver.h"
#include "core/remote/hostprobe.h"
#include "core/remote/hostspec.h"
#include "core/util/result.h"

class QThread;

namespace drivebench {
struct RunChoice;
struct RunPlan;
}

namespace drivebench::ui {

/// Whether the user confirmed that anyone on the network of a fio server may run commands there.
enum class FioNetwork { NotConfirmed, Confirmed };

struct RemoteHost
{
    enum class State { Probing, Ready, Failed };
    HostSpec spec;
    QString key;          ///< spec.display(): "ssh://pi@nas"; how the host is named and remembered
    State state = State::Probing;
    HostProbe probe;      ///< Ready: what the probe found (a fio server: its name and release only)
    FioServerInfo server; ///< Ready, a fio server: what its PROBE answered
    FioNetwork network = FioNetwork::NotConfirmed; ///< a fio server on a network address: confirmed
    bool ticked = false;  ///< runs when Start is pressed with several hosts (hostruns.h)
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
    /// error (the text was not a host), or an error when it is listed already, or a fio server on
    /// a network address without network Confirmed (nothing is sent to it).
    Result<QString> add(const QString &text, FioNetwork network = FioNetwork::NotConfirmed);
    /// Whether text names a fio server on a network address (the window asks before adding it).
    static bool needsNetworkConfirmation(const QString &text);
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
    /// The fio servers on a network address the user confirmed (remembered with the hosts).
    QStringList confirmedKeys() const;
    /// Ticks a host for a run on several hosts at once; false when none has that key.
    bool setTicked(const QString &key, bool ticked);
    /// The ticked hosts' keys, in the order added.
    QStringList tickedKeys() const;
    /// Core's plan of choice on a host: planRemoteRun with what its probe found (SSH), or
    /// planFioServerRun with its server's answer (fio); an error while it has not answered.
    Result<RunPlan> plan(const QString &key, const RunChoice &choice) const;

Q_SIGNALS:
    /// A host was added, removed or changed state.
    void changed();
    /// A probe ended (key's state is Ready or Failed).
    void probed(const QString &key);

private:
    RemoteHost *find(const QString &key);
    void startProbe(RemoteHost &host);
    void onProbed(quint64 ticket, const Result<HostProbe> &outcome, const FioServerInfo &server);

    std::vector<RemoteHost> m_hosts;
    std::vector<QThread *> m_threads;
    quint64 m_tickets = 0;
};

} // namespace drivebench::ui
