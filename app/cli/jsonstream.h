// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// `drivebench-cli run --json-stream FILE|-`: the run as newline-delimited JSON, one event per line,
// each line a complete JSON object with a key "event", written and flushed as it happens
// (docs/result-format.md, "Live event stream"). Events, in order:
//   run_started (settings, target, drive, planned tests) → { test_started → sample* →
//   warning* → test_finished }* → warning* → run_finished (the whole result, as --json writes it)
// The model is iperf3's --json-stream; fio's interval output is not valid JSON (fio #174, #672).

#include <QJsonObject>
#include <QObject>
#include <QString>

#include "core/results/runresult.h"
#include "core/util/result.h"
#include "core/util/uniquefd.h"
#include "core/workloads/testspec.h"

namespace drivebench {

class RunSession;

/// Version of the event stream's layout (the "stream_version" of run_started).
inline constexpr int kJsonStreamVersion = 1;

/// The event objects, one function per event (pure: tests compare them field by field).
QJsonObject runStartedEvent(const RunResult &header, const std::vector<TestSpec> &tests);
QJsonObject testStartedEvent(int index, const TestSpec &spec);
QJsonObject sampleEvent(int index, const QString &testId, const LiveSample &sample);
QJsonObject warningEvent(const QString &message, const QString &testId = {});
/// The test's figures as the result format writes them, without the samples already streamed.
QJsonObject testFinishedEvent(int index, const TestResult &result);
QJsonObject runFinishedEvent(const RunResult &run);

/// Opens where a stream goes: "-" is standard output (a terminal, pipe or file: what the shell
/// gave); any other path must be a regular file (created, or an existing one truncated), never a
/// device, FIFO or socket, nor anything under /dev, /proc or /sys. The error names the cause.
Result<UniqueFd> openJsonStreamOutput(const QString &path);

/// Writes the events of one run to an open descriptor, one line each, as the run session signals them.
class JsonStream final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JsonStream)

public:
    explicit JsonStream(UniqueFd fd, QObject *parent = nullptr);

    /// Follows runner: run_started, test_started, sample, warning and test_finished as they come.
    void attach(RunSession &runner, const std::vector<TestSpec> &tests);
    /// Writes run_started now (attach() does, when the runner has opened the target).
    void writeRunStarted(const RunResult &header);
    /// Writes the run's warnings (errors, notes) and run_finished; call once, with what --json writes.
    void finish(const RunResult &run);
    /// Writes one event as one line; false once the reader has gone (EPIPE) or a write failed.
    bool write(const QJsonObject &event);
    /// Why writing stopped ("" while it works).
    QString failure() const { return m_failure; }
    /// Every event names this host ("host": the name as given, normalised); a run on another
    /// host, when several share one stream.
    void setHost(const QString &name) { m_host = name; }

private:
    UniqueFd m_fd;
    std::vector<TestSpec> m_tests;
    int m_currentTest = -1;
    bool m_started = false; ///< run_started written (a run refused before its target opened has none until finish())
    QString m_failure;
    QString m_host;
};

} // namespace drivebench
