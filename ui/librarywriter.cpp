// SPDX-License-Identifier: GPL-3.0-or-later
#include "librarywriter.h"

#include <QThread>

#include "core/results/resultlibrary.h"
#include "ui/settingwords.h"

namespace drivebench::ui {

/// The writer thread's side: its own connection to the library, opened on first use.
class LibraryWriter::Worker final : public QObject
{
public:
    explicit Worker(QString path) : m_path(std::move(path)) {}

    Result<qint64> store(const RunResult &run)
    {
        if (!m_library) {
            Result<std::unique_ptr<ResultLibrary>> opened = ResultLibrary::open(m_path);
            if (!opened)
                return opened.error();
            m_library = std::move(opened.value());
        }
        return m_library->store(run);
    }

private:
    QString m_path;
    std::unique_ptr<ResultLibrary> m_library; // created and destroyed on the writer thread
};

LibraryWriter::LibraryWriter(const QString &libraryPath, QObject *parent)
    : QObject(parent)
    , m_path(libraryPath)
    , m_thread(new QThread(this))
    , m_worker(new Worker(libraryPath))
{
    m_thread->setObjectName(QStringLiteral("drivebench-library-writer"));
    m_worker->moveToThread(m_thread);
    // The worker (and its SQLite connection) goes away on its own thread as the thread ends.
    connect(m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread->start(QThread::LowPriority);
}

LibraryWriter::~LibraryWriter()
{
    // Quit through the worker's queue, behind the stores already queued: they run to the end
    // (the runs are kept), then the thread ends.
    QThread *thread = m_thread;
    QMetaObject::invokeMethod(m_worker, [thread] { thread->quit(); }, Qt::QueuedConnection);
    m_thread->wait();
}

quint64 LibraryWriter::store(const RunResult &run)
{
    const quint64 ticket = m_nextTicket++;
    ++m_pending;
    Worker *worker = m_worker;
    QMetaObject::invokeMethod(m_worker, [this, worker, run, ticket] {
        const Result<qint64> id = worker->store(run);
        // Back to the owner's thread; dropped if the writer is gone by then.
        QMetaObject::invokeMethod(this, [this, ticket, id] {
            --m_pending;
            if (id)
                Q_EMIT stored(ticket, id.value());
            else
                Q_EMIT failed(ticket, windowMessage(id.error()),
                              windowHint(id.error()));
        }, Qt::QueuedConnection);
    }, Qt::QueuedConnection);
    return ticket;
}

} // namespace drivebench::ui
