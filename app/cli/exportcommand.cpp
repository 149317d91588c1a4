// SPDX-License-Identifier: GPL-3.0-or-later
// drivebench-cli export ID --format text|json|csv|fio: one run for forums, scripts, spreadsheets and fio.
#include <QFile>
#include <QJsonDocument>
#include <QTextStream>

#include "app/cli/cli.h"
#include "app/cli/commands.h"
#include "app/cli/libraryoption.h"
#include "app/cli/settingwords.h"
#include "core/runner/settingnames.h"
#include "core/results/resultexport.h"
#include "core/results/resultjson.h"
#include "core/runner/fiojob.h"
#include "core/util/outputfile.h"
#include "core/results/workloadfigures.h"
#include "core/workloads/profiles.h"
#include "core/workloads/wakepattern.h"

namespace drivebench::cli {

namespace {

/// A fio job file that repeats a stored run's tests (core/runner/fiojob.h does the writing):
/// the run's settings and each test's block size, depth, threads and direction as measured.
QString fioJobFor(const RunResult &run)
{
    const RunSettingsRecord &set = run.settings;
    RunSettings settings;
    settings.durationS = set.durationS.value_or(settings.durationS);
    settings.warmupS = set.warmupS.value_or(settings.warmupS);
    settings.intervalS = set.intervalS.value_or(settings.intervalS);
    settings.passes = set.passes.value_or(settings.passes);
    // Names as the settings' tables have them (core/runner/settingnames.h); fio imports name
    // engines DriveBench has not (libaio): io_uring then.
    settings.engine = parseSetting<EngineKind>(run.engine).value_or(EngineKind::IoUring);
    if (settings.engine == EngineKind::Auto)
        settings.engine = EngineKind::IoUring;
    settings.target.cache = run.cached ? CacheMode::Buffered : CacheMode::Direct;
    settings.bufferPages = parseSetting<BufferPages>(set.bufferPages.value_or(QString())).value_or(BufferPages::Base);
    settings.target.data = parseSetting<FillData>(set.data.value_or(QString())).value_or(FillData::Random);
    const auto size = std::uint64_t(set.testFileBytes.value_or(double(run.target.sizeBytes)));
    std::vector<TestSpec> tests;
    QStringList noEquivalent;
    for (const TestResult &t : run.tests) {
        IoOp op;
        if (!parseIoOp(t.op, &op))
            continue; // e.g. fio's trim: DriveBench has no trim test
        if (const WorkloadFigures f = workloadFiguresOf(t); f.wake && !f.wake->points.empty()) {
            // The wake test: its idle times and reads per idle time as measured (thinktime jobs).
            WakeSettings wake;
            for (const WakePoint &p : f.wake->points)
                wake.idleMs.push_back(p.idleMs);
            wake.samplesPerIdle = f.wake->samplesPerIdle;
            std::vector<TestSpec> specs = wakeTests(wake, 1);
            tests.insert(tests.end(), specs.begin(), specs.end());
            continue;
        }
        std::optional<TestSpec> spec = testById(t.id, op, t.readPercent);
        if (!spec) {
            if (!t.id.startsWith(QLatin1String("SEQ")) && !t.id.startsWith(QLatin1String("RND"))) {
                // Small files, traces, workload patterns: said, not turned into a wrong job.
                noEquivalent << QStringLiteral("# %1 %2: no fio equivalent; no job written\n").arg(t.id, t.op);
                continue;
            }
            spec = TestSpec{};
            spec->id = t.id;
            spec->op = op;
            spec->pattern = t.id.startsWith(QLatin1String("SEQ")) ? AccessPattern::Sequential : AccessPattern::Random;
        }
        // What was measured wins over the table (custom tests, imports).
        spec->blockSize = t.blockSize ? t.blockSize : spec->blockSize;
        spec->queueDepth = t.queueDepth > 0 ? t.queueDepth : spec->queueDepth;
        spec->threads = t.threads > 0 ? t.threads : spec->threads;
        spec->readPercent = t.readPercent;
        tests.push_back(std::move(*spec));
    }
    const QString file = run.target.kind == QLatin1String("device")
                             ? run.target.path
                             : run.target.path + QStringLiteral("/drivebench-fio.tmp");
    // where the run's workers were pinned; none in older runs and imports
    const std::vector<int> cpus = set.cpus.value_or(std::vector<int>{});
    return fioJobFile(settings, tests, file, size, cpus) + (noEquivalent.isEmpty() ? QString()
                                                                               : QLatin1Char('\n') + noEquivalent.join(QString()));
}

} // namespace

int exportCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Exports one run: 'text' is the CrystalDiskMark-style report, 'json' the result format "
        "(drivebench-cli import reads it back), 'csv' one row per test, 'fio' a fio job file that "
        "repeats the run's tests."));
    addDbOption(parser);
    parser.addOption({QStringLiteral("format"), QStringLiteral("text, json, csv or fio (default text)."),
                      QStringLiteral("FORMAT"), QStringLiteral("text")});
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                      QStringLiteral("Write to FILE instead of standard output."), QStringLiteral("FILE")});
    parser.addPositionalArgument(QStringLiteral("ID"), QStringLiteral("The run id (see 'drivebench-cli history')."));
    if (int rc = parseOrExit(parser, arguments); rc >= 0)
        return rc;
    if (parser.positionalArguments().size() != 1)
        return usageError(QStringLiteral("export takes exactly one run id"));
    const qint64 id = parseRunId(parser.positionalArguments().first());
    if (id == 0)
        return usageError(QStringLiteral("'%1' is not a run id (a positive number)").arg(parser.positionalArguments().first()));
    const QString format = parser.value(QStringLiteral("format")).toLower();
    if (format != QLatin1String("text") && format != QLatin1String("json") && format != QLatin1String("csv")
        && format != QLatin1String("fio"))
        return usageError(QStringLiteral("unknown format '%1': use text, json, csv or fio").arg(format));

    const QString outputPath = parser.value(QStringLiteral("output"));
    if (!outputPath.isEmpty() && outputPath != QLatin1String("-")) {
        if (auto ok = checkOutputPath(QStringLiteral("--output"), outputPath); !ok)
            return usageError(cliText(ok.error()));
    }
    auto lib = openLibrary(parser, ResultLibrary::OpenMode::ExistingOnly);
    if (!lib)
        return failed(lib.error());
    Result<RunResult> run = (*lib)->load(id);
    if (!run)
        return failed(run.error());
    QByteArray bytes;
    if (format == QLatin1String("json"))
        bytes = QJsonDocument(toJson(*run)).toJson();
    else if (format == QLatin1String("csv"))
        bytes = toCsv(*run).toUtf8();
    else if (format == QLatin1String("fio"))
        bytes = fioJobFor(*run).toUtf8();
    else
        bytes = toCrystalDiskMarkText(*run).toUtf8();

    const QString output = parser.value(QStringLiteral("output"));
    if (output.isEmpty() || output == QLatin1String("-")) {
        QFile out;
        if (!out.open(stdout, QIODevice::WriteOnly) || out.write(bytes) != bytes.size())
            return failed(Error::fromErrno(EIO, "writing to standard output"));
        return kExitOk;
    }
    // Never a device or special file; the file appears whole or not at all (outputfile.h).
    if (auto written = writeOutputFile(QStringLiteral("--output"), output, bytes); !written)
        return failed(written.error());
    QTextStream(stderr) << "Wrote run " << id << " as " << format << " to " << output << '\n';
    return kExitOk;
}

} // namespace drivebench::cli
