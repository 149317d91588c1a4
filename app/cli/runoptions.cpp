// SPDX-License-Identifier: GPL-3.0-or-later
#include "runoptions.h"

#include <cmath>
#include <optional>

#include <QCommandLineParser>
#include <QFile>

#include "app/cli/cli.h"
#include "app/cli/workloadcli.h"
#include "app/cli/settingwords.h"
#include "core/results/resultlibrary.h"
#include "core/runner/settingnames.h"
#include "core/util/outputfile.h"
#include "core/workloads/profiles.h"
#include "core/workloads/workloadtests.h"

namespace drivebench::cli {

namespace {

Error usage(const QString &message, const QString &hint = {})
{
    return Error::make(std::errc::invalid_argument, message.toStdString(), hint.toStdString());
}

bool parseSeconds(const QString &text, double min, double *out)
{
    bool ok = false;
    const double v = text.toDouble(&ok);
    if (!ok || !std::isfinite(v) || v < min || v > 86400)
        return false;
    *out = v;
    return true;
}

/// Sets *out from option's value when it is set: one of the setting's words (its name table,
/// core/runner/settingnames.h), any case. Otherwise a usage error that names the option, the
/// value and the words.
template <typename T>
Result<void> pickChoice(const QCommandLineParser &p, const QCommandLineOption &option, T *out)
{
    if (!p.isSet(option))
        return {};
    const QString value = p.value(option);
    if (const std::optional<T> v = parseSetting<T>(value)) {
        *out = *v;
        return {};
    }
    return usage(QStringLiteral("--%1 '%2' is not one of: %3")
                     .arg(option.names().constFirst(), value, settingOptions<T>().join(QStringLiteral(", "))));
}

/// The names of the profiles, as --help lists them. They come from the tables that define them,
/// so --help (and the manual page and the bash completion made from it at build time) cannot
/// fall behind a new profile.
QString profileNameList()
{
    QStringList names;
    for (const Profile &pr : profiles())
        names << pr.name;
    return names.join(QStringLiteral(", "));
}

/// drivebench-cli run's own options (the workload profiles' are workloadcli.h's).
struct RunCommandOptions
{
    QCommandLineOption target{QStringLiteral("target"), QStringLiteral("Directory, file or block device to test."), QStringLiteral("PATH")};
    QCommandLineOption profile{QStringLiteral("profile"), QStringLiteral("Profile: %1 (default: default); workloads: %2.").arg(profileNameList(), workloadProfileNames().join(QStringLiteral(", "))), QStringLiteral("NAME")};
    QCommandLineOption test{QStringLiteral("test"), QStringLiteral("A test id (repeatable): %1.").arg(testIds().join(QStringLiteral(", "))), QStringLiteral("ID")};
    QCommandLineOption op{QStringLiteral("op"), QStringLiteral("read, write or mix (default: read then write; read only on a device)."), QStringLiteral("OP")};
    QCommandLineOption size{QStringLiteral("size"), QStringLiteral("Test file size, 16M..64G (default 1G; the cache profile: the free space less --reserve; K/M/G/T are powers of 1024)."), QStringLiteral("SIZE")};
    QCommandLineOption duration{QStringLiteral("duration"), QStringLiteral("Seconds per measured pass (default 5)."), QStringLiteral("SEC")};
    QCommandLineOption passes{QStringLiteral("passes"), QStringLiteral("Measured passes per test (default 5)."), QStringLiteral("N")};
    QCommandLineOption untilSteady{QStringLiteral("until-steady"), QStringLiteral("Repeat each timed test in rounds (passes of --duration) until the SNIA PTS steady-state criterion holds over the last five rounds (their spread within 20 % of their mean, the least-squares line's rise within 10 %), or the round limit is reached (then the result says not steady). The headline is the mean of those five rounds. Excludes --passes.")};
    QCommandLineOption steadyMaxRounds{QStringLiteral("steady-max-rounds"), QStringLiteral("The round limit of --until-steady, 5..1000 (default 25)."), QStringLiteral("N")};
    QCommandLineOption warmup{QStringLiteral("warmup"), QStringLiteral("Seconds of discarded warm-up before each test (default 5; 0 = none)."), QStringLiteral("SEC")};
    QCommandLineOption interval{QStringLiteral("interval"), QStringLiteral("Seconds of pause between tests (default 5)."), QStringLiteral("SEC")};
    QCommandLineOption mix{QStringLiteral("mix"), QStringLiteral("Read share of a mix in percent (default 70)."), QStringLiteral("PCT")};
    QCommandLineOption data{QStringLiteral("data"), QStringLiteral("Test data: random (default) or zeros."), QStringLiteral("KIND")};
    QCommandLineOption engine{QStringLiteral("engine"), QStringLiteral("io_uring or psync (default: io_uring, psync when refused); io_uring_cmd: NVMe passthrough on a raw NVMe namespace's generic device /dev/ngXnY (opt-in; refused, never replaced, where the kernel or drive cannot)."), QStringLiteral("NAME")};
    QCommandLineOption submit{QStringLiteral("submit"), QStringLiteral("How requests reach the kernel: each (one submission per request, as fio), batch (one per loop turn) or auto (default: batch on tmpfs, each elsewhere)."), QStringLiteral("MODE")};
    QCommandLineOption poll{QStringLiteral("poll"), QStringLiteral("io_uring polling, opt-in (default: none): sq (SQPOLL: a kernel thread takes the submissions, no system call per request; it spins on a CPU while the ring is busy, pinned to another CPU than the worker's), io (IOPOLL: completions are polled from the device instead of waiting for its interrupt; only direct I/O on a block device with poll queues, e.g. nvme loaded with poll_queues=N so that /sys/block/X/queue/io_poll is 1) or both. Refused before any I/O where it cannot run."), QStringLiteral("MODE")};
    QCommandLineOption affinity{QStringLiteral("affinity"), QStringLiteral("Worker threads: spread (default: each pinned to one CPU, round-robin, as DiskSpd) or none (where the scheduler puts them)."), QStringLiteral("HOW")};
    QCommandLineOption buffers{QStringLiteral("buffers"), QStringLiteral("I/O buffers of requests of 64 KiB and more: huge (default: transparent huge pages, so a 1 MiB request reaches the device whole) or base (4 KiB pages, as fio: the queue may split it)."), QStringLiteral("PAGES")};
    QCommandLineOption destructive{QStringLiteral("destructive"), QStringLiteral("Allow write tests on this device (or existing file): its data is lost."), QStringLiteral("DEVICE")};
    QCommandLineOption uncheckedUse{QStringLiteral("allow-unchecked-use"), QStringLiteral("With --destructive when not root: write even though other users' processes cannot be checked for holding the device open (only if you are sure nothing uses it).")};
    QCommandLineOption noUdisks{QStringLiteral("no-udisks"), QStringLiteral("Do not ask UDisks2 (polkit) for a block device that open() refuses.")};
    QCommandLineOption buffered{QStringLiteral("buffered"), QStringLiteral("Use the page cache (no O_DIRECT); results are flagged as cached.")};
    QCommandLineOption aggregation{QStringLiteral("aggregation"), QStringLiteral("Headline over passes: best (default, as CrystalDiskMark) or mean."), QStringLiteral("HOW")};
    QCommandLineOption json{QStringLiteral("json"), QStringLiteral("Write the JSON result to FILE ('-' = stdout; the table then goes to stderr)."), QStringLiteral("FILE")};
    QCommandLineOption jsonStream{QStringLiteral("json-stream"), QStringLiteral("Write the run as it happens to FILE, one JSON event per line, flushed per line ('-' = stdout, which then carries only these lines): run_started, test_started, sample, warning, test_finished, run_finished (docs/result-format.md)."), QStringLiteral("FILE")};
    QCommandLineOption noCow{QStringLiteral("nocow"), QStringLiteral("On btrfs: test in a new no-CoW directory (chattr +C) made inside the target directory and removed after the run, so write figures are not halved by copy-on-write (the btrfs_cow warning's offer). DriveBench changes nothing on the filesystem without it.")};
    QCommandLineOption fioJob{QStringLiteral("fio-job"), QStringLiteral("Write an equivalent fio job file to FILE."), QStringLiteral("FILE")};
    QCommandLineOption db{QStringLiteral("db"), QStringLiteral("Keep the run in this results library (default: %1).").arg(defaultLibraryPath()), QStringLiteral("FILE")};
    QCommandLineOption noLibrary{QStringLiteral("no-library"), QStringLiteral("Do not keep the run in the results library.")};
    QCommandLineOption host{QStringLiteral("host"), QStringLiteral("Run on this host instead of this machine ([ssh://][USER@]NAME[:PORT], repeatable: every host at once), by fio there over SSH; --target is a directory there (DriveBench makes its own file in it and removes it) or one of its drives (read tests only); fio://NAME[:PORT] or fio:///SOCKET: a running fio --server of this machine's fio release, --target a directory there (one new file of DriveBench's own, removed by fio; fio's final figures, no live samples). docs/remote.md."), QStringLiteral("HOST")};
    QCommandLineOption allowFioNetwork{QStringLiteral("allow-fio-network"), QStringLiteral("Run on a fio:// server that is not on this machine's loopback: you confirm that fio's server has no authentication and that anyone who can reach it can run commands there as its user. docs/remote.md.")};

    void addTo(QCommandLineParser &p) const
    {
        p.addOptions({target, profile, test, op, size, duration, passes, untilSteady, steadyMaxRounds, warmup, interval, mix, data,
                      engine, submit, poll, affinity, buffers, destructive, buffered, aggregation, json, jsonStream, fioJob, noUdisks, noCow, uncheckedUse});
        // The results library (docs/result-library.md): every finished or partial run is kept.
        p.addOptions({db, noLibrary});
        p.addOptions({host, allowFioNetwork}); // other hosts (docs/remote.md)
        p.addOptions(workloadCommandLineOptions()); // workload profiles (app/cli/workloadcli.h)
    }
};

/// Where the run's outputs go (JSON, the live stream, the fio job, the library), each path
/// checked before anything is written (core/util/outputfile.h).
Result<void> fillOutputs(const QCommandLineParser &p, const RunCommandOptions &opt, RunOptions &o)
{
    o.jsonPath = p.value(opt.json);
    o.jsonStreamPath = p.value(opt.jsonStream);
    if (o.jsonPath == QLatin1String("-") && o.jsonStreamPath == QLatin1String("-"))
        return usage(QStringLiteral("--json - and --json-stream - both want standard output"),
                     QStringLiteral("write one of them to a file"));
    o.fioJobPath = p.value(opt.fioJob);
    const std::pair<QString, QString> outputs[] = {
        {QStringLiteral("--json"), o.jsonPath == QLatin1String("-") ? QString() : o.jsonPath},
        {QStringLiteral("--fio-job"), o.fioJobPath},
        {QStringLiteral("--export-iolog"), p.value(QStringLiteral("export-iolog"))},
    };
    for (const auto &[option, path] : outputs) {
        if (path.isEmpty())
            continue;
        if (auto ok = checkOutputPath(option, path); !ok)
            return usage(cliMessage(ok.error()), cliHint(ok.error()));
    }
    o.dbPath = p.value(opt.db);
    o.store = !p.isSet(opt.noLibrary);
    o.noCow = p.isSet(opt.noCow);
    o.hosts = p.values(opt.host);
    o.allowFioNetwork = p.isSet(opt.allowFioNetwork);
    if (o.allowFioNetwork && o.hosts.isEmpty())
        return usage(QStringLiteral("--allow-fio-network is for runs on fio:// hosts"), QStringLiteral("give --host fio://NAME"));
    if (!o.hosts.isEmpty() && o.noCow)
        return usage(QStringLiteral("--nocow is for this machine's btrfs; runs on other hosts do not make one"),
                     QStringLiteral("leave out --nocow with --host"));
    if (!o.store && !o.dbPath.isEmpty())
        return usage(QStringLiteral("--db and --no-library contradict each other"));
    return {};
}

} // namespace

Result<RunOptions> parseRunOptions(const QStringList &arguments, QString *helpText)
{
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Runs benchmark tests on a directory (a test file is created there and removed), an "
        "existing file, or a block device (read tests; writes need --destructive).\n"
        "Bandwidth is in MB/s = 10^6 bytes per second; latency in microseconds."));
    p.addHelpOption();
    const RunCommandOptions opt;
    opt.addTo(p);

    if (!p.parse(arguments))
        return usage(p.errorText());
    if (p.isSet(QStringLiteral("help"))) {
        *helpText = commandHelpText(p, arguments);
        return usage(QString());
    }
    if (!p.positionalArguments().isEmpty())
        return usage(QStringLiteral("unexpected argument '%1'").arg(p.positionalArguments().first()));
    RunOptions o;
    RunChoice &c = o.choice;
    if (!p.isSet(opt.target))
        return usage(QStringLiteral("--target is required"), QStringLiteral("give a directory on the drive to test"));
    c.targetPath = p.value(opt.target);

    if (p.isSet(opt.size)) {
        const auto bytes = parseByteSize(p.value(opt.size));
        if (!bytes || *bytes < (16ull << 20) || *bytes > (64ull << 30))
            return usage(QStringLiteral("--size '%1' is not a size from 16M to 64G").arg(p.value(opt.size)));
        c.fileSizeBytes = *bytes;
    } else {
        c.cacheFileFromFreeSpace = true; // only the cache profile in a directory reads it
    }
    if (p.isSet(opt.duration) && !parseSeconds(p.value(opt.duration), 0.01, &c.durationS))
        return usage(QStringLiteral("--duration '%1' is not a number of seconds above 0").arg(p.value(opt.duration)));
    if (p.isSet(opt.warmup) && !parseSeconds(p.value(opt.warmup), 0, &c.warmupS))
        return usage(QStringLiteral("--warmup '%1' is not a number of seconds").arg(p.value(opt.warmup)));
    if (p.isSet(opt.interval) && !parseSeconds(p.value(opt.interval), 0, &c.intervalS))
        return usage(QStringLiteral("--interval '%1' is not a number of seconds").arg(p.value(opt.interval)));
    if (p.isSet(opt.passes)) {
        bool ok = false;
        const int n = p.value(opt.passes).toInt(&ok);
        if (!ok || n < 1 || n > 100)
            return usage(QStringLiteral("--passes '%1' is not a count from 1 to 100").arg(p.value(opt.passes)));
        c.passes = n;
    }
    c.untilSteady = p.isSet(opt.untilSteady);
    if (p.isSet(opt.steadyMaxRounds)) {
        bool ok = false;
        const int n = p.value(opt.steadyMaxRounds).toInt(&ok);
        if (!ok)
            return usage(QStringLiteral("--steady-max-rounds '%1' is not a count of rounds").arg(p.value(opt.steadyMaxRounds)),
                         QStringLiteral("give a whole number from 5 to 1000"));
        c.steadyMaxRounds = n; // the range and the need for --until-steady: planRun
    }
    if (p.isSet(opt.mix)) {
        bool ok = false;
        c.mixReadPercent = p.value(opt.mix).toInt(&ok);
        if (!ok || c.mixReadPercent < 0 || c.mixReadPercent > 100)
            return usage(QStringLiteral("--mix '%1' is not a percentage from 0 to 100").arg(p.value(opt.mix)));
    }
    Aggregation agg = Aggregation::Best;
    Result<void> picked = pickChoice(p, opt.data, &c.data);
    if (picked)
        picked = pickChoice(p, opt.engine, &c.engine);
    if (picked)
        picked = pickChoice(p, opt.submit, &c.submission);
    if (picked)
        picked = pickChoice(p, opt.poll, &c.poll);
    if (picked)
        picked = pickChoice(p, opt.affinity, &c.affinity);
    if (picked)
        picked = pickChoice(p, opt.buffers, &c.bufferPages);
    if (picked)
        picked = pickChoice(p, opt.aggregation, &agg);
    if (!picked)
        return picked.error();
    if (p.isSet(opt.aggregation))
        c.aggregation = agg;
    c.destructivePath = p.value(opt.destructive);
    if (p.isSet(opt.uncheckedUse))
        c.uncheckedUse = UncheckedUse::Accept;
    c.cache = p.isSet(opt.buffered) ? CacheMode::Buffered : CacheMode::Direct;
    if (p.isSet(opt.noUdisks))
        c.udisks = UdisksUse::Never;
    if (auto outputs = fillOutputs(p, opt, o); !outputs)
        return outputs.error();

    if (p.isSet(opt.op)) {
        IoOp parsed;
        if (!parseIoOp(p.value(opt.op), &parsed))
            return usage(QStringLiteral("--op '%1' is not read, write or mix").arg(p.value(opt.op)));
        c.op = parsed;
    }
    if (p.isSet(opt.test) && p.isSet(opt.profile))
        return usage(QStringLiteral("--test and --profile exclude each other"));
    c.tests = p.values(opt.test);
    if (p.isSet(opt.profile))
        c.profile = p.value(opt.profile);
    if (auto filled = fillWorkloadChoice(p, c); !filled)
        return filled.error();
    o.exportIologPath = p.value(QStringLiteral("export-iolog"));
    return o;
}

} // namespace drivebench::cli
