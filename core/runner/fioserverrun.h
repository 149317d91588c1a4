// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The run backend for a running `fio --server` (fio://NAME[:PORT], fio:///socket; docs/remote.md).
// This machine's fio is the client: per test, in order, `fio --output-format=json
// --status-interval=1 --client=HOST JOBFILE`, the job of that one test written from the plan
// (fiojob.h) into a private 0700 temporary directory here. The server runs it there, as its
// own user.
//
// What it gives: fio's final figures per test (resultimport.h reads the client's JSON), progress
// by planned time, no live per-thread samples. fio 3.33's client holds back ALL of its output
// (JSON, terse, normal, ETA) until its run ends, even under a pty; the server does send its
// interim reports live, but only as fio's binary thread_stat, whose layout changes with every
// release. So each test's testFinished comes when its client ends, with fio's final figures.
//
// Safety: DriveBench has no shell there and cannot make or prove a directory of its own. So the
// target is a directory, named by directory= (fio refuses one that is not an existing directory;
// a full filename= would make the missing ones), the job's one file is a new name
// `drivebench-<128 random bits>.tmp` in it (unique_filename=0: no client address before it), and
// the job sets unlink=1: fio removes the file when the job ends, a stopped one included.
// One client per test, because fio lays out every job's file before the first job starts (one
// file per job would hold N test files at once) and a job with unlink=1 removes a file the
// next job of the same file then cannot open (measured with fio 3.33: "No such file or
// directory"); unlink=1 on the last job only leaves the file behind. Devices there are refused
// (planFioServerRun). A server killed mid-run may leave that one file: the result's errors then
// name it. Nothing else is written there. cancel() sends SIGINT to the local client: fio then
// stops the server's job, which removes its file, and prints what it has.

#include <memory>
#include <vector>

#include <QByteArray>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QTimer>

#include "core/remote/fioserver.h"
#include "core/runner/runbackend.h"
#include "core/runner/runplan.h"

namespace drivebench {

/// The fio program run here as the client: $DRIVEBENCH_FIO when set (tests wrap fio with it),
/// else "fio" from PATH.
QString localFioProgram();

/// `fio --version` of localFioProgram() ("fio-3.33"); "" when it cannot be run.
QString localFioVersion();

/// fio's --client= argument for host: "sock:/path", "ip6:::1,8765", "nas,8765".
QString fioClientArgument(const HostSpec &host);

/// The job test index of plan sends to its fio server; testFile: the file it names (a new name
/// in the target directory). No fixedbufs (the server's RLIMIT_MEMLOCK is unknown); unlink=1.
QString fioServerJobText(const RunPlan &plan, int index, const QString &testFile);

/// A new test file name for a run in directory dir: dir/drivebench-<32 hex digits>.tmp.
QString newFioServerTestFile(const QString &dir);

class FioServerRun final : public RunBackend
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FioServerRun)

public:
    explicit FioServerRun(QObject *parent = nullptr);
    /// Stops a run in progress (SIGINT to the client, then waits for it).
    ~FioServerRun() override;

    /// plan: from planFioServerRun. Probes the server first (its release against this machine's
    /// fio, the network confirmation from plan.remote): an error there means nothing was sent.
    Result<void> start(const RunPlan &plan) override;
    void cancel() override;
    bool isRunning() const override { return m_running; }
    const RunResult &result() const { return m_result; }
    /// The file the run's job names there (a device: the device); "" before start().
    const QString &testFile() const { return m_testFile; }

private:
    /// Starts the client for test index; false (with the error in m_errors) when it cannot.
    bool startTest(int index);
    void onProcessDone();
    void finish();
    void emitProgress();
    QString hostName() const;

    RunPlan m_plan;
    std::unique_ptr<QProcess> m_fio;
    std::unique_ptr<QTemporaryDir> m_jobDir; ///< 0700, holds the job file while fio runs
    QString m_testFile;
    QString m_engine;
    int m_index = -1;          ///< the test whose client runs
    QByteArray m_stdout;
    QByteArray m_stderr;
    ResultLines m_errors;
    std::vector<TestResult> m_tests; ///< the tests measured so far
    bool m_allMeasured = true;
    bool m_fileMayRemain = false; ///< a client ended abnormally: the server may have left the file
    bool m_cancelled = false;
    bool m_running = false;
    QElapsedTimer m_clock;
    QTimer m_progressTimer;
    QTimer m_killTimer; ///< after a cancel: the client is ended if fio does not stop
    double m_plannedS = 0;
    double m_lastFraction = 0;
    RunResult m_header;
    RunResult m_result;
};

} // namespace drivebench
