// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiojob.h"

#include <algorithm>

#include <QRegularExpression>
#include <QTextStream>

#include "core/runner/settingnames.h"

namespace drivebench {

namespace {

QString fioSize(std::uint64_t bytes)
{
    // fio's k/m/g suffixes are powers of 1024, as ours are.
    if (bytes % (1ull << 30) == 0)
        return QStringLiteral("%1g").arg(bytes >> 30);
    if (bytes % (1ull << 20) == 0)
        return QStringLiteral("%1m").arg(bytes >> 20);
    if (bytes % 1024 == 0)
        return QStringLiteral("%1k").arg(bytes >> 10);
    return QString::number(bytes);
}

QString fioRw(const TestSpec &t)
{
    const bool seq = t.pattern == AccessPattern::Sequential;
    switch (t.op) {
    case IoOp::Read: return seq ? QStringLiteral("read") : QStringLiteral("randread");
    case IoOp::Write: return seq ? QStringLiteral("write") : QStringLiteral("randwrite");
    case IoOp::Mix: return seq ? QStringLiteral("rw") : QStringLiteral("randrw");
    }
    return {};
}

} // namespace

QString fioJobFile(const RunSettings &s, const std::vector<TestSpec> &tests,
                   const QString &filename, std::uint64_t sizeBytes, std::span<const int> cpus)
{
    QString text;
    QTextStream out(&text);
    // The io_uring_cmd engine: fio's engine of that name, on the namespace's generic device.
    const bool passthrough = s.engine == EngineKind::NvmePassthrough;
    QString fioFile = filename;
    if (passthrough) {
        static const QRegularExpression kNamespace(QStringLiteral("^/dev/nvme(\\d+)n(\\d+)$"));
        if (const QRegularExpressionMatch m = kNamespace.match(filename); m.hasMatch())
            fioFile = QStringLiteral("/dev/ng%1n%2").arg(m.captured(1), m.captured(2));
    }
    out << "# fio jobs equivalent to a DriveBench run.\n"
        << "# Run: fio THIS_FILE. Each job is one test; fio reports bandwidth in KiB/s and MiB/s,\n"
        << "# DriveBench in MB/s (10^6 B/s).\n"
        << "# fio submits each request on its own (iodepth_batch_submit=1), as DriveBench does\n"
        << "# on devices and disk filesystems; on tmpfs DriveBench batches a loop turn's refills\n"
        << "# (settings.submission in its JSON; DriveBench's submission \"each\" matches fio).\n"
        << "[global]\n"
        << "ioengine=" << settingName(s.engine == EngineKind::Psync || passthrough ? s.engine : EngineKind::IoUring) << '\n'
        << (passthrough ? "# NVMe passthrough: the namespace's generic device (DriveBench finds it through sysfs:\n"
                          "# settings.nvme_generic_device in its JSON).\ncmd_type=nvme\n"
                        : "")
        // DriveBench registers its buffers and the file with each ring (where RLIMIT_MEMLOCK
        // allows), so the kernel pins no pages per request: fio does the same with these, but
        // fails where the limit is too small instead of going on without.
        << (s.engine == EngineKind::Psync
                ? ""
                : "# fixedbufs needs RLIMIT_MEMLOCK >= iodepth x bs (ulimit -l; root has no limit):\n"
                  "# where fio fails with ENOMEM, drop the line (DriveBench then does without too).\n"
                  "fixedbufs=1\nregisterfiles=1\n")
        // fio has no transparent-huge-page buffers (only hugetlbfs, with pages set aside).
        << (s.bufferPages == BufferPages::Huge
                ? "# DriveBench's buffers for requests of 64 KiB and more are transparent huge pages:\n"
                  "# a request reaches the device whole, where fio's 4 KiB pages may be split at the\n"
                  "# queue's max_segments (DriveBench's base-page buffers match fio).\n"
                : "")
        // The opt-in polling modes: fio's io_uring options of the same flags (SQPOLL, IOPOLL).
        << (s.engine != EngineKind::Psync && (pollFeatures(s.poll) & EngineFeature::SqPoll)
                ? "# DriveBench's rings ran with SQPOLL (its poll setting): a kernel thread submits.\nsqthread_poll=1\n"
                : "")
        << (s.engine != EngineKind::Psync && (pollFeatures(s.poll) & EngineFeature::IoPoll)
                ? "# DriveBench's rings ran with IOPOLL (its poll setting): completions polled.\nhipri=1\n"
                : "")
        << "direct=" << (s.target.cache == CacheMode::Direct ? 1 : 0) << '\n'
        << "filename=" << QString(fioFile).replace(QLatin1Char(':'), QLatin1String("\\:")) << '\n'
        << "size=" << fioSize(sizeBytes) << '\n'
        << "time_based=1\n"
        << (s.steadyMaxRounds > 0
                ? QStringLiteral("# DriveBench ran the timed tests in rounds of %1 s until steady (SNIA PTS:\n"
                                 "# the last 5 rounds within 20 % of their mean, their trend within 10 %), at\n"
                                 "# most %2 rounds. fio's ss= stops by its own criterion over a rolling window of\n"
                                 "# seconds, not the same; the runtime below is the round limit.\n")
                      .arg(s.durationS).arg(s.steadyMaxRounds)
                : QString())
        << "runtime=" << s.durationS * (s.steadyMaxRounds > 0 ? s.steadyMaxRounds : s.passes) << '\n'
        << "ramp_time=" << s.warmupS << '\n'
        << "randrepeat=0\n"
        << "norandommap=1\n"
        << "refill_buffers=0\n"
        // DriveBench fills each buffer once with random data and writes it unchanged. fio's
        // default (scramble_buffers=1) rewrites a few bytes of every 512 per write, which left
        // what it wrote about 10 % compressible (gzip -1: 60.1 of 67.1 MB) and cost a compressing
        // device (zram, ext4 on it, SEQ1M Q8 write) 2.6x the time per byte: 577 against 1,482
        // IOPS without it, on the same file.
        << "scramble_buffers=0\n"
        << (s.target.data == FillData::Zeros ? "zero_buffers=1\n" : "")
        << "group_reporting=1\n";
    if (!cpus.empty()) {
        out << "# DriveBench pinned each worker thread to one CPU (cpus_allowed with the split\n"
            << "# policy below: one CPU per fio job). Its io_uring helper threads (io-wq: a read\n"
            << "# from tmpfs, a write that must allocate) ran on the worker's own CPU at queue\n"
            << "# depth 1 or with requests of 1 MiB and more, on all the run's CPUs otherwise; fio\n"
            << "# has no setting for them (they run where the scheduler wakes them).\n";
    }
    for (const TestSpec &t : tests) {
        // No job where fio has no equivalent: a job that does something else would mislead.
        if (t.runPass) {
            out << "\n# " << t.id << ' ' << ioOpName(t.op)
                << ": no fio equivalent (file-system operations, not block I/O); no job written\n";
            continue;
        }
        if (t.fioSections) {
            out << t.fioSections();
            continue;
        }
        if (t.makePattern) {
            out << "\n# " << t.id << ' ' << ioOpName(t.op)
                << ": no fio equivalent (a custom access pattern); no job written\n";
            continue;
        }
        out << "\n[" << t.id << '-' << ioOpName(t.op) << "]\n"
            << "stonewall\n"
            << "rw=" << fioRw(t) << '\n'
            << "bs=" << fioSize(t.blockSize) << '\n'
            << "iodepth=" << t.queueDepth << '\n'
            << "numjobs=" << t.threads << '\n';
        if (!cpus.empty()) {
            // The CPUs the workers took: the first `threads` of the order (all, if fewer).
            std::vector<int> used(cpus.begin(),
                                  cpus.begin() + std::min<std::ptrdiff_t>(t.threads, std::ptrdiff_t(cpus.size())));
            std::sort(used.begin(), used.end());
            out << "cpus_allowed=" << cpuListText(used) << '\n' << "cpus_allowed_policy=split\n";
        }
        if (t.op == IoOp::Mix)
            out << "rwmixread=" << t.readPercent << '\n';
        if (t.pattern == AccessPattern::Sequential && t.threads > 1)
            out << "offset_increment=" << fioSize(sizeBytes / std::uint64_t(t.threads) / t.blockSize
                                                  * t.blockSize) << '\n'
                << "size=" << fioSize(sizeBytes / std::uint64_t(t.threads) / t.blockSize * t.blockSize) << '\n';
    }
    return text;
}

} // namespace drivebench
