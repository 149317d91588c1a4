#include "runoptions.h"

#include <sys/stat.h>

#include <algorithm>
#include <vector>

#include <QCommandLineParser>
#include <QFile>

#include "app/cli/cli.h"
#include "core/results/resultlibrary.h"
#include "core/util/outputfile.h"
#include "core/workloads/profiles.h"
#include "app/cli/workloadcli.h"
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

bool isBlockDevice(const QString &path)
{
    struct stat st{};
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 && S_ISBLK(st.st_mode);
}

template <typename T>
struct Choice
{
    const char *name;
    T value;
};

/// Sets *out from option's value when it is set: one of choices' names, any case. Otherwise a
/// usage error that names the option, the value and the canonical names (aliases left out).
template <typename T>
Result<void> pickChoice(const QCommandLineParser &p, const QCommandLineOption &option,
                        std::initializer_list<Choice<T>> choices, T *out)
{
    if (!p.isSet(option))
        return {};
    const QString value = p.value(option);
    QStringList names;
    std::vector<T> named;
    for (const Choice<T> &c : choices) {
        if (value.compare(QLatin1String(c.name), Qt::CaseInsensitive) == 0) {
            *out = c.value;
            return {};
        }
        if (std::find(named.begin(), named.end(), c.value) == named.end()) {
            named.push_back(c.value);
            names << QLatin1String(c.name);
        }
    }
    return usage(QStringLiteral("--%1 '%2' is not one of: %3")
                     .arg(option.names().constFirst(), value, names.join(QStringLiteral(", "))));
}

} // namespace

std::optional<std::uint64_t> parseByteSize(const QString &input)
{
    QString text = input.trimmed();
    std::uint64_t multiplier = 1;
    static constexpr struct { const char *suffix; int shift; } kSuffixes[] = {
        {"KiB", 10}, {"MiB", 20}, {"GiB", 30}, {"TiB", 40},
        {"KB", 10}, {"MB", 20}, {"GB", 30}, {"TB", 40},
        {"K", 10}, {"M", 20}, {"G", 30}, {"T", 40}, {"B", 0},
    };
    for (const auto &s : kSuffixes) {
        if (text.endsWith(QLatin1String(s.suffix), Qt::CaseInsensitive)) {
            multiplier = std::uint64_t(1) << s.shift;
            text.chop(int(qstrlen(s.suffix)));
            break;
        }
    }
    bool ok = false;
    const qulonglong n = text.trimmed().toULongLong(&ok);
    if (!ok || n == 0 || n > (~std::uint64_t(0)) / multiplier)
        return std::nullopt;
    return std::uint64_t(n) * multiplier;
}

Result<RunOptions> parseRunOptions(const QStringList &arguments, QString *helpText)
{
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "Runs benchmark tests on a directory (a test file is created there and removed), an "
        "existing file, or a block device (read tests; writes need --destructive).\n"
        "Bandwidth is in MB/s = 10^6 bytes per second; latency in microseconds."));
    p.addHelpOption();
    const QCommandLineOption target(QStringLiteral("target"), QStringLiteral("Directory, file or block device to test."), QStringLiteral("PATH"));
    const QCommandLineOption profile(QStringLiteral("profile"), QStringLiteral("Profile: default, nvme, peak, real, demo (default: default); workloads: %1.").arg(workloadProfileNames().join(QStringLiteral(", "))), QStringLiteral("NAME"));
    const QCommandLineOption test(QStringLiteral("test"), QStringLiteral("A test id (repeatable): %1.").arg(testIds().join(QStringLiteral(", "))), QStringLiteral("ID"));
    const QCommandLineOption op(QStringLiteral("op"), QStringLiteral("read, write or mix (default: read then write; read only on a device)."), QStringLiteral("OP"));
    const QCommandLineOption size(QStringLiteral("size"), QStringLiteral("Test file size, 16M..64G (default 1G; K/M/G/T are powers of 1024)."), QStringLiteral("SIZE"));
    const QCommandLineOption duration(QStringLiteral("duration"), QStringLiteral("Seconds per measured pass (default 5)."), QStringLiteral("SEC"));
    const QCommandLineOption passes(QStringLiteral("passes"), QStringLiteral("Measured passes per test (default 5)."), QStringLiteral("N"));
    const QCommandLineOption warmup(QStringLiteral("warmup"), QStringLiteral("Seconds of discarded warm-up before each test (default 5; 0 = none)."), QStringLiteral("SEC"));
    const QCommandLineOption interval(QStringLiteral("interval"), QStringLiteral("Seconds of pause between tests (default 5)."), QStringLiteral("SEC"));
    const QCommandLineOption mix(QStringLiteral("mix"), QStringLiteral("Read share of a mix in percent (default 70)."), QStringLiteral("PCT"));
    const QCommandLineOption data(QStringLiteral("data"), QStringLiteral("Test data: random (default) or zeros."), QStringLiteral("KIND"));
    const QCommandLineOption engine(QStringLiteral("engine"), QStringLiteral("io_uring or psync (default: io_uring, psync when refused)."), QStringLiteral("NAME"));
    const QCommandLineOption submit(QStringLiteral("submit"), QStringLiteral("How requests reach the kernel: each (one submission per request, as fio), batch (one per loop turn) or auto (default: batch on tmpfs, each elsewhere)."), QStringLiteral("MODE"));
    const QCommandLineOption affinity(QStringLiteral("affinity"), QStringLiteral("Worker threads: spread (default: each pinned to one CPU, round-robin, as DiskSpd) or none (where the scheduler puts them)."), QStringLiteral("HOW"));
    const QCommandLineOption buffers(QStringLiteral("buffers"), QStringLiteral("I/O buffers of requests of 64 KiB and more: huge (default: transparent huge pages, so a 1 MiB request reaches the device whole) or base (4 KiB pages, as fio: the queue may split it)."), QStringLiteral("PAGES"));
    const QCommandLineOption destructive(QStringLiteral("destructive"), QStringLiteral("Allow write tests on this device (or existing file): its data is lost."), QStringLiteral("DEVICE"));
    const QCommandLineOption noUdisks(QStringLiteral("no-udisks"), QStringLiteral("Do not ask UDisks2 (polkit) for a block device that open() refuses."));
    const QCommandLineOption buffered(QStringLiteral("buffered"), QStringLiteral("Use the page cache (no O_DIRECT); results are flagged as cached."));
    const QCommandLineOption aggregation(QStringLiteral("aggregation"), QStringLiteral("Headline over passes: best (default, as CrystalDiskMark) or mean."), QStringLiteral("HOW"));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Write the JSON result to FILE ('-' = stdout; the table then goes to stderr)."), QStringLiteral("FILE"));
    const QCommandLineOption fioJob(QStringLiteral("fio-job"), QStringLiteral("Write an equivalent fio job file to FILE."), QStringLiteral("FILE"));
    p.addOptions({target, profile, test, op, size, duration, passes, warmup, interval, mix, data,
                  engine, submit, affinity, buffers, destructive, buffered, aggregation, json, fioJob, noUdisks});
    // The results library (docs/result-library.md): every finished or partial run is kept.
    const QCommandLineOption db(QStringLiteral("db"), QStringLiteral("Keep the run in this results library (default: %1).").arg(defaultLibraryPath()), QStringLiteral("FILE"));
    const QCommandLineOption noLibrary(QStringLiteral("no-library"), QStringLiteral("Do not keep the run in the results library."));
    p.addOptions({db, noLibrary});
    p.addOptions(workloadCommandLineOptions()); // workload profiles (app/cli/workloadcli.h)

    if (!p.parse(arguments))
        return usage(p.errorText());
    if (p.isSet(QStringLiteral("help"))) {
        *helpText = commandHelpText(p, arguments);
        return usage(QString());
    }
    if (!p.positionalArguments().isEmpty())
        return usage(QStringLiteral("unexpected argument '%1'").arg(p.positionalArguments().first()));
    RunOptions o;
    RunSettings &s = o.settings;
    if (!p.isSet(target))
        return usage(QStringLiteral("--target is required"), QStringLiteral("give a directory on the drive to test"));
    s.target.path = p.value(target);

    if (p.isSet(size)) {
        const auto bytes = parseByteSize(p.value(size));
        if (!bytes || *bytes < (16ull << 20) || *bytes > (64ull << 30))
            return usage(QStringLiteral("--size '%1' is not a size from 16M to 64G").arg(p.value(size)));
        s.target.fileSizeBytes = *bytes;
    }
    if (p.isSet(duration) && !parseSeconds(p.value(duration), 0.01, &s.durationS))
        return usage(QStringLiteral("--duration '%1' is not a number of seconds above 0").arg(p.value(duration)));
    if (p.isSet(warmup) && !parseSeconds(p.value(warmup), 0, &s.warmupS))
        return usage(QStringLiteral("--warmup '%1' is not a number of seconds").arg(p.value(warmup)));
    if (p.isSet(interval) && !parseSeconds(p.value(interval), 0, &s.intervalS))
        return usage(QStringLiteral("--interval '%1' is not a number of seconds").arg(p.value(interval)));
    if (p.isSet(passes)) {
        bool ok = false;
        s.passes = p.value(passes).toInt(&ok);
        if (!ok || s.passes < 1 || s.passes > 100)
            return usage(QStringLiteral("--passes '%1' is not a count from 1 to 100").arg(p.value(passes)));
    }
    int readPercent = 70;
    if (p.isSet(mix)) {
        bool ok = false;
        readPercent = p.value(mix).toInt(&ok);
        if (!ok || readPercent < 0 || readPercent > 100)
            return usage(QStringLiteral("--mix '%1' is not a percentage from 0 to 100").arg(p.value(mix)));
    }
    // Options with a fixed set of values: the first spelling of each value is the one named in
    // the error message; later ones are accepted aliases.
    Result<void> picked = pickChoice(p, data, {{"random", FillData::Random},
                                               {"zeros", FillData::Zeros},
                                               {"zero", FillData::Zeros}}, &s.target.data);
    if (picked)
        picked = pickChoice(p, engine, {{"io_uring", EngineKind::IoUring},
                                        {"psync", EngineKind::Psync},
                                        {"auto", EngineKind::Auto},
                                        {"uring", EngineKind::IoUring}}, &s.engine);
    if (picked)
        picked = pickChoice(p, submit, {{"each", Submission::PerRequest},
                                        {"batch", Submission::Batched},
                                        {"auto", Submission::Auto}}, &s.submission);
    if (picked)
        picked = pickChoice(p, affinity, {{"spread", CpuAffinity::Spread},
                                          {"none", CpuAffinity::None}}, &s.affinity);
    if (picked)
        picked = pickChoice(p, buffers, {{"huge", BufferPages::Huge},
                                         {"base", BufferPages::Base}}, &s.bufferPages);
    if (picked)
        picked = pickChoice(p, aggregation, {{"best", Aggregation::Best},
                                             {"mean", Aggregation::Mean}}, &s.aggregation);
    if (!picked)
        return picked.error();
    s.target.destructivePath = p.value(destructive);
    s.target.cache = p.isSet(buffered) ? CacheMode::Buffered : CacheMode::Direct;
    if (p.isSet(noUdisks))
        s.deviceAccess.udisks = UdisksUse::Never;
    o.jsonPath = p.value(json);
    o.fioJobPath = p.value(fioJob);
    // Every output path is checked before anything is written (core/util/outputfile.h).
    const std::pair<QString, QString> outputs[] = {
        {QStringLiteral("--json"), o.jsonPath == QLatin1String("-") ? QString() : o.jsonPath},
        {QStringLiteral("--fio-job"), o.fioJobPath},
        {QStringLiteral("--export-iolog"), p.value(QStringLiteral("export-iolog"))},
    };
    for (const auto &[option, path] : outputs) {
        if (path.isEmpty())
            continue;
        if (auto ok = checkOutputPath(option, path); !ok)
            return usage(QString::fromStdString(ok.error().message), QString::fromStdString(ok.error().hint));
    }
    o.dbPath = p.value(db);
    o.store = !p.isSet(noLibrary);
    if (!o.store && !o.dbPath.isEmpty())
        return usage(QStringLiteral("--db and --no-library contradict each other"));

    std::optional<IoOp> onlyOp;
    if (p.isSet(op)) {
        IoOp parsed;
        if (!parseIoOp(p.value(op), &parsed))
            return usage(QStringLiteral("--op '%1' is not read, write or mix").arg(p.value(op)));
        onlyOp = parsed;
    } else if (isBlockDevice(s.target.path) && s.target.destructivePath.isEmpty()) {
        onlyOp = IoOp::Read; // a device is only written when the user asks for it by name
    }
    if (p.isSet(test) && p.isSet(profile))
        return usage(QStringLiteral("--test and --profile exclude each other"));
    if (p.isSet(test)) {
        const std::vector<IoOp> ops = onlyOp ? std::vector<IoOp>{*onlyOp}
                                             : std::vector<IoOp>{IoOp::Read, IoOp::Write};
        for (IoOp o2 : ops) {
            for (const QString &id : p.values(test)) {
                auto spec = testById(id, o2, readPercent);
                if (!spec)
                    return usage(QStringLiteral("unknown test '%1'").arg(id),
                                 QStringLiteral("one of %1").arg(testIds().join(QStringLiteral(", "))));
                o.tests.push_back(std::move(*spec));
            }
        }
        s.profile = QStringLiteral("custom");
    } else {
        const QString name = p.isSet(profile) ? p.value(profile) : QStringLiteral("default");
        auto workload = workloadTestsFromOptions(p, name, s, onlyOp);
        if (!workload)
            return usage(QString::fromStdString(workload.error().message),
                         QString::fromStdString(workload.error().hint));
        if (*workload) {
            o.tests = std::move(**workload);
            return o;
        }
        const Profile *prof = profileByName(name);
        if (!prof) {
            QStringList names;
            for (const Profile &pr : profiles())
                names << pr.name;
            return usage(QStringLiteral("unknown profile '%1'").arg(name),
                         QStringLiteral("one of %1").arg(names.join(QStringLiteral(", "))));
        }
        o.tests = profileTests(*prof, onlyOp, readPercent);
        s.profile = prof->name;
        if (!p.isSet(aggregation))
            s.aggregation = prof->aggregation == QLatin1String("mean") ? Aggregation::Mean : Aggregation::Best;
    }
    return o;
}

} // namespace drivebench::cli
