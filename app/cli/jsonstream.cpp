// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsonstream.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include "core/results/resultjson.h"
#include "core/runner/runsession.h"
#include "core/util/outputfile.h"

namespace drivebench {

namespace {

QJsonObject event(const char *name, QJsonObject fields)
{
    fields.insert(QStringLiteral("event"), QLatin1String(name));
    fields.insert(QStringLiteral("time"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    return fields;
}

QJsonObject testJson(const TestSpec &spec)
{
    return {{QStringLiteral("id"), spec.id},
            {QStringLiteral("label"), spec.displayName()},
            {QStringLiteral("op"), ioOpName(spec.op)},
            {QStringLiteral("block_size"), double(spec.blockSize)},
            {QStringLiteral("queue_depth"), spec.queueDepth},
            {QStringLiteral("threads"), spec.threads}};
}

} // namespace

QJsonObject runStartedEvent(const RunResult &header, const std::vector<TestSpec> &tests)
{
    QJsonArray planned;
    for (const TestSpec &t : tests)
        planned.append(testJson(t));
    const QJsonObject full = toJson(header);
    return event("run_started", {{QStringLiteral("stream_version"), kJsonStreamVersion},
                                 {QStringLiteral("tool"), full.value(QStringLiteral("tool"))},
                                 {QStringLiteral("schema_version"), header.schemaVersion},
                                 {QStringLiteral("started_at"), full.value(QStringLiteral("started_at"))},
                                 {QStringLiteral("settings"), full.value(QStringLiteral("settings"))},
                                 {QStringLiteral("target"), full.value(QStringLiteral("target"))},
                                 {QStringLiteral("drive"), header.drive.isEmpty() ? QJsonValue() : full.value(QStringLiteral("drive"))},
                                 {QStringLiteral("engine"), header.engine},
                                 {QStringLiteral("cached"), header.cached},
                                 {QStringLiteral("tests"), planned}});
}

QJsonObject testStartedEvent(int index, const TestSpec &spec)
{
    return event("test_started", {{QStringLiteral("index"), index}, {QStringLiteral("test"), testJson(spec)}});
}

QJsonObject sampleEvent(int index, const QString &testId, const LiveSample &s)
{
    return event("sample", {{QStringLiteral("index"), index},
                            {QStringLiteral("test"), testId},
                            {QStringLiteral("thread"), s.thread},
                            {QStringLiteral("time_s"), s.timeS},
                            {QStringLiteral("bytes"), double(s.bytes)},
                            {QStringLiteral("ios"), double(s.ios)},
                            {QStringLiteral("latency_mean_us"), s.latencyMeanUs},
                            {QStringLiteral("latency_max_us"), s.latencyMaxUs}});
}

QJsonObject warningEvent(const QString &message, const QString &testId)
{
    QJsonObject o{{QStringLiteral("message"), message}};
    if (!testId.isEmpty())
        o.insert(QStringLiteral("test"), testId);
    return event("warning", o);
}

QJsonObject testFinishedEvent(int index, const TestResult &result)
{
    QJsonObject figures = toJson(result);
    figures.remove(QStringLiteral("samples")); // streamed as they came; run_finished has them all
    return event("test_finished", {{QStringLiteral("index"), index}, {QStringLiteral("result"), figures}});
}

QJsonObject runFinishedEvent(const RunResult &run)
{
    return event("run_finished", {{QStringLiteral("completed"), run.completed}, {QStringLiteral("result"), toJson(run)}});
}

Result<UniqueFd> openJsonStreamOutput(const QString &path)
{
    if (path == QLatin1String("-")) {
        UniqueFd fd(::fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3));
        if (!fd)
            return Error::fromErrno(errno, "standard output", "run drivebench-cli with its standard output open");
        return fd;
    }
    const std::string hint = "give a regular file for --json-stream, or '-' for standard output (a pipe)";
    // The rules of every output option (outputfile.h): no device, FIFO, socket or directory,
    // nothing under /dev (but /dev/shm), /proc or /sys. A stream grows as the run goes, so it
    // cannot be written beside and renamed: the file itself is opened, and checked again below.
    if (Result<void> allowed = checkOutputPath(QStringLiteral("--json-stream"), path); !allowed)
        return allowed.error();
    QFileInfo info(path);
    const QString absolute = info.exists() ? info.canonicalFilePath() : info.absoluteFilePath();
    const QByteArray name = QFile::encodeName(absolute);
    struct stat st{};
    // No O_TRUNC before the type is known: O_NONBLOCK keeps a FIFO swapped in meanwhile from
    // blocking the open, O_NOFOLLOW a symlink; fstat then checks what was really opened.
    UniqueFd fd(::open(name.constData(), O_WRONLY | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0644));
    if (!fd)
        return Error::fromErrno(errno, "cannot open " + path.toStdString() + " for --json-stream",
                                "choose a file in a directory you can write to");
    if (::fstat(fd.get(), &st) != 0 || !S_ISREG(st.st_mode))
        return Error::make(std::errc::operation_not_permitted,
                           "--json-stream " + path.toStdString() + " is not a regular file", hint);
    if (::ftruncate(fd.get(), 0) != 0)
        return Error::fromErrno(errno, "cannot truncate " + path.toStdString(), "check the file's permissions");
    ::fcntl(fd.get(), F_SETFL, ::fcntl(fd.get(), F_GETFL) & ~O_NONBLOCK);
    return fd;
}

JsonStream::JsonStream(UniqueFd fd, QObject *parent)
    : QObject(parent)
    , m_fd(std::move(fd))
{
}

void JsonStream::attach(RunSession &runner, const std::vector<TestSpec> &tests)
{
    m_tests = tests;
    connect(&runner, &RunSession::runPrepared, this, &JsonStream::writeRunStarted);
    connect(&runner, &RunSession::testStarted, this, [this](int index, const TestSpec &spec) {
        m_currentTest = index;
        write(testStartedEvent(index, spec));
    });
    connect(&runner, &RunSession::samplesReady, this, [this](const QList<LiveSample> &samples) {
        const QString id = m_currentTest >= 0 && std::size_t(m_currentTest) < m_tests.size()
                               ? m_tests[std::size_t(m_currentTest)].id : QString();
        for (const LiveSample &s : samples)
            write(sampleEvent(m_currentTest, id, s));
    });
    connect(&runner, &RunSession::testFinished, this, [this](int index, const TestResult &t) {
        for (const ResultLine &e : t.errors)
            write(warningEvent(e.text(), t.id));
        for (const ResultLine &n : t.notes)
            write(warningEvent(n.text(), t.id));
        write(testFinishedEvent(index, t));
    });
}

void JsonStream::writeRunStarted(const RunResult &header)
{
    if (std::exchange(m_started, true))
        return;
    write(runStartedEvent(header, m_tests));
    if (header.cached)
        write(warningEvent(QStringLiteral("buffered I/O: the figures include the page cache")));
}

void JsonStream::finish(const RunResult &run)
{
    // A run that ended before its target opened had no run_started: every stream begins with one.
    RunResult header = run;
    header.tests.clear();
    writeRunStarted(header);
    for (const ResultLine &e : run.errors)
        write(warningEvent(e.text()));
    write(runFinishedEvent(run));
}

bool JsonStream::write(const QJsonObject &event)
{
    if (!m_failure.isEmpty())
        return false;
    // One write(2) per line where the kernel takes it whole (a pipe takes up to PIPE_BUF
    // atomically; longer lines, such as run_finished, go in as many writes as needed).
    QJsonObject named = event;
    if (!m_host.isEmpty())
        named.insert(QStringLiteral("host"), m_host);
    const QByteArray line = QJsonDocument(named).toJson(QJsonDocument::Compact) + '\n';
    qsizetype done = 0;
    while (done < line.size()) {
        const ssize_t n = ::write(m_fd.get(), line.constData() + done, std::size_t(line.size() - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            m_failure = n < 0 && errno == EPIPE
                            ? QStringLiteral("the reader of the JSON stream went away")
                            : QStringLiteral("writing the JSON stream failed: %1").arg(QString::fromLocal8Bit(std::strerror(errno)));
            return false;
        }
        done += n;
    }
    return true;
}

} // namespace drivebench
