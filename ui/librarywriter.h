// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>

#include <QObject>
#include <QString>

#include "core/results/runresult.h"
#include "core/runner/runner.h" // Q_DECLARE_METATYPE(RunResult)

class QThread;

namespace drivebench {
class ResultLibrary;
}

namespace drivebench::ui {

/// Stores finished runs in the results library on a thread of its own, so the window stays
/// responsive: a long run with 16 threads sampled at 10 Hz is ~100,000 samples, which SQLite
/// takes seconds to write with synchronous=FULL. SQLite connections belong to one thread, so the
/// writer opens its own ResultLibrary there; the window keeps its own for reading. The destructor
/// waits for a store in progress: a run is never dropped by closing the window.
class LibraryWriter final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LibraryWriter)

public:
    explicit LibraryWriter(const QString &libraryPath, QObject *parent = nullptr);
    ~LibraryWriter() override;

    /// Queues run for storing; stored() or failed() follows with the same ticket, on the
    /// thread that owns this object. Returns the ticket (1, 2, ...).
    quint64 store(const RunResult &run);
    /// Stores still queued or running.
    int pending() const { return m_pending; }
    /// The thread the writes run on (for tests: not the caller's).
    QThread *writerThread() const { return m_thread; }

Q_SIGNALS:
    void stored(quint64 ticket, qint64 id);
    /// message and hint as in Error (cause, and what to do).
    void failed(quint64 ticket, const QString &message, const QString &hint);

private:
    class Worker;
    QString m_path;
    QThread *m_thread;
    Worker *m_worker; // lives in m_thread; deleted there when it finishes
    quint64 m_nextTicket = 1;
    int m_pending = 0;
};

} // namespace drivebench::ui
