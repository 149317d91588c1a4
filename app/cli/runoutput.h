// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What `drivebench-cli run` does with a run, here or on other hosts: the table, the errors and
// warnings, the result file, the library, and Ctrl-C.

#include <functional>
#include <memory>

#include <QByteArray>
#include <QObject>
#include <QSocketNotifier>
#include <QString>
#include <QTextStream>

#include <signal.h>
#include <sys/signalfd.h>
#include <unistd.h>

#include "app/cli/runoptions.h"
#include "core/results/runresult.h"
#include "core/util/uniquefd.h"

namespace drivebench::cli {

/// The result table: the run's line, one line per test, the per-thread fairness lines.
QString tableText(const RunResult &run);
/// Writes bytes to path ("-": standard output) through the output module; false (said on err) on failure.
bool writeRunFile(const QString &option, const QString &path, const QByteArray &bytes, QTextStream &err);
/// Keeps a finished or partial run in the results library and says under which id.
void storeInLibrary(const RunOptions &options, const RunResult &run, QTextStream &out);
void printWarning(QTextStream &err, const RunWarning &w);
/// After the run: the table and the workload lines (on stderr when stdout carries JSON), the
/// errors, the per-test warnings and notes.
void printResult(const RunResult &run, bool jsonToStdout, QTextStream &err);

/// `run --host HOST ...`: the run on every named host at once (hostruncommand.cpp).
int runOnHosts(const RunOptions &options);

/// Ctrl-C and SIGTERM cancel the run cleanly (the test file is removed): blocked in every thread
/// while this lives (workers inherit the mask) and read from a signalfd in the event loop.
class CancelOnSignals
{
public:
    /// cancel: what a signal does (once per signal); context: the object the notifier lives by.
    CancelOnSignals(QObject *context, QTextStream &err, std::function<void()> cancel)
        : m_cancel(std::move(cancel))
    {
        sigset_t mask;
        sigemptyset(&mask);
        sigaddset(&mask, SIGINT);
        sigaddset(&mask, SIGTERM);
        pthread_sigmask(SIG_BLOCK, &mask, &m_oldMask);
        m_fd = UniqueFd(::signalfd(-1, &mask, SFD_CLOEXEC | SFD_NONBLOCK));
        if (!m_fd)
            return;
        m_notifier = std::make_unique<QSocketNotifier>(m_fd.get(), QSocketNotifier::Read);
        QObject::connect(m_notifier.get(), &QSocketNotifier::activated, context, [this, &err]() {
            signalfd_siginfo info{};
            while (::read(m_fd.get(), &info, sizeof info) == ssize_t(sizeof info)) {
            }
            if (++m_count == 1)
                err << "\ndrivebench-cli: cancelling (waiting for the I/O in flight)...\n";
            err.flush();
            m_cancel();
        });
    }
    ~CancelOnSignals()
    {
        m_notifier.reset();
        pthread_sigmask(SIG_SETMASK, &m_oldMask, nullptr);
    }
    CancelOnSignals(const CancelOnSignals &) = delete;
    CancelOnSignals &operator=(const CancelOnSignals &) = delete;

private:
    sigset_t m_oldMask{};
    UniqueFd m_fd;
    std::unique_ptr<QSocketNotifier> m_notifier;
    int m_count = 0;
    std::function<void()> m_cancel;
};


} // namespace drivebench::cli
