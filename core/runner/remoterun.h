// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The run backend for another host (docs/remote.md): fio runs the plan's tests there, started
// through one SSH connection that also checks the target first and cleans up after.
//
// The connection runs `env LC_ALL=C sh -s` and sends it remoteRunScript(): a POSIX sh script
// that checks fio and the target, removes a leftover of an earlier run only where it proves it
// DriveBench's own, makes a new directory of its own (mktemp -d, with an owner record naming the
// directory's own device and inode, the boot and the script's process), runs `fio
// --output-format=json+ --status-interval=1 -` with the job on standard input (in that
// directory; a device target is read through fio's --readonly), then removes its test file, the
// record and the directory. Its notes ("@drivebench ...") go to standard error, fio's documents
// to standard output: each is cumulative, and the differences of two successive ones are the
// live per-thread samples (fiostream.h). Closing the connection's standard input stops the run:
// the script's watcher sees end of input and interrupts fio, which writes its final document;
// a dropped connection ends it the same way on the host's side, which then cleans up.
// The result is the plan's header with fio's final figures (resultimport.h) as its tests, their
// live samples, the remote host's kernel and drive, and `remote` (how it was reached).

#include <memory>
#include <vector>

#include <QByteArray>
#include <QElapsedTimer>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTimer>

#include "core/results/fiostream.h"
#include "core/runner/runbackend.h"
#include "core/runner/runplan.h"

namespace drivebench {

/// The script a run of plan sends to its host (token: the run's random owner token, hex).
QByteArray remoteRunScript(const RunPlan &plan, const QString &token);

/// The fio job name of test index i of plan (its id and direction: "SEQ1M_Q8T1-read").
QString remoteJobName(const TestSpec &test);

class RemoteRun final : public RunBackend
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RemoteRun)

public:
    explicit RemoteRun(QObject *parent = nullptr);
    /// Stops a run in progress (the host cleans up on its own once the connection closes).
    ~RemoteRun() override;

    /// plan: from planRemoteRun (plan.remote set). Starts ssh; returns at once.
    Result<void> start(const RunPlan &plan) override;
    void cancel() override;
    bool isRunning() const override { return m_running; }
    const RunResult &result() const { return m_result; }

private:
    void onStdout();
    void onStderr();
    void onNote(const QString &note);
    void onDocument(const QJsonObject &doc);
    void onProcessDone();
    void emitProgress();
    /// This interval's samples of test index's threads: kept with the test and emitted.
    void addSamples(int index, const std::vector<FioThreadSample> &samples);
    /// Figures of plan test index from fio document doc (empty id: none there yet).
    TestResult testFrom(const QJsonObject &doc, int index) const;
    void finishTest(int index, const QJsonObject &doc);
    QString hostName() const;

    RunPlan m_plan;
    std::unique_ptr<QProcess> m_ssh;
    FioDocumentSplitter m_splitter;
    QByteArray m_stderrLine;   ///< a note line not yet complete
    QStringList m_stderrText;  ///< what the host printed besides notes (fio's and ssh's messages)
    QJsonObject m_previous;    ///< the last fio document
    int m_current = -1;        ///< the test running (index into m_plan.tests)
    int m_finishedUpTo = -1;   ///< tests before and at this index have had testFinished
    std::vector<std::vector<LiveSample>> m_samples;
    QSet<std::pair<int, int>> m_threadsMeasuring; ///< (test, thread) that have done I/O
    std::vector<TestResult> m_done; ///< the figures each finished test was reported with
    ResultLines m_errors;
    QString m_fioEngine;
    QString m_runDirectory;    ///< the directory the script made there (its name)
    int m_fioExit = -1;        ///< fio's exit status there; -1: not known
    bool m_fioStarted = false;
    bool m_cleaned = false;    ///< the script removed its file and directory
    bool m_cancelled = false;
    bool m_running = false;
    QElapsedTimer m_clock;
    QTimer m_progressTimer;
    QTimer m_killTimer;        ///< after a cancel: ssh is ended if the host does not finish
    double m_plannedS = 0;
    double m_lastFraction = 0;
    RunResult m_header;
    RunResult m_result;
};

} // namespace drivebench
