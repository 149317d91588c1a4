// SPDX-License-Identifier: GPL-3.0-or-later
// Neutral words at core's border: core's refusals and warnings name a setting as a typed fix
// (core/util/settingfix.h). Each is made here, the way a user meets it, and read in both front
// ends' words: the window's hold no command-line option and name settings by their translated
// labels (ui/settingwords.h); the terminal's name options drivebench-cli run has
// (app/cli/settingwords.h, the run command's parser). Core's own sources name no option either,
// but for the arguments of other programs (fio, mdadm).

#include <algorithm>
#include <cerrno>

#include <QDirIterator>
#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include "app/cli/runoptions.h"
#include "app/cli/settingwords.h"
#include "core/engine/ioengine.h"
#include "core/engine/target.h"
#include "core/engine/uringpoll.h"
#include "core/remote/fioserver.h"
#include "core/remote/hostprobe.h"
#include "core/results/warningcodes.h"
#include "core/runner/apstpause.h"
#include "core/runner/preflight.h"
#include "core/runner/runchecks.h"
#include "core/runner/runplan.h"
#include "core/workloads/blocksizesweep.h"
#include "core/workloads/phybsprobe.h"
#include "core/workloads/smallfiles.h"
#include "core/workloads/surfacescan.h"
#include "core/workloads/traces/tracegenerator.h"
#include "ui/settingwords.h"

using namespace drivebench;
using namespace drivebench::ui;

namespace {

const QRegularExpression &optionPattern()
{
    static const QRegularExpression p(QStringLiteral(R"((?<![\w-])--([a-z][a-z0-9_-]*))"));
    return p;
}

const QRegularExpression &placeholderPattern()
{
    static const QRegularExpression p(QStringLiteral(R"(\{[1-9]\})"));
    return p;
}

/// Marks what the window's words look up in context SettingWords: «text».
class MarkingTranslator final : public QTranslator
{
public:
    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *source, const char *, int) const override
    {
        if (qstrcmp(context, "SettingWords") != 0)
            return {};
        looked.insert(QString::fromUtf8(source));
        return QStringLiteral("«%1»").arg(QString::fromUtf8(source));
    }
    mutable QSet<QString> looked;
};

/// drivebench-cli run's options, from its own --help: name → takes a value.
QHash<QString, bool> runOptions()
{
    QString help;
    const auto parsed = cli::parseRunOptions({QStringLiteral("drivebench-cli"), QStringLiteral("--help")}, &help);
    Q_UNUSED(parsed);
    QHash<QString, bool> out;
    static const QRegularExpression line(QStringLiteral(R"(^\s+(?:-\w, )?--([a-z][a-z0-9-]*)( <[^>]+>)?)"),
                                         QRegularExpression::MultilineOption);
    for (auto it = line.globalMatch(help); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out.insert(QStringLiteral("--") + m.captured(1), !m.captured(2).isEmpty());
    }
    return out;
}

struct Refusal
{
    QString name;
    Error error;
};

} // namespace

class TstSettingWords : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_file; ///< an existing regular file in m_dir
    QHash<QString, bool> m_options;
    std::vector<Refusal> m_refusals;
    std::vector<RunWarning> m_warnings;

    void add(const QString &name, const Error &e) { m_refusals.push_back({name, e}); }
    template <typename T>
    void addFailed(const QString &name, const Result<T> &r)
    {
        QVERIFY2(!r.has_value(), qPrintable(name + QStringLiteral(": not refused")));
        add(name, r.error());
    }

    RunChoice choice() const
    {
        RunChoice c;
        c.targetPath = m_dir.path();
        c.fileSizeBytes = 16ull << 20;
        return c;
    }

    /// The window's and the terminal's words of a text with its fixes.
    void checkWords(const QString &name, const QString &window, const QString &cliText, const SettingFixes &fixes)
    {
        QVERIFY2(!fixes.empty(), qPrintable(name + QStringLiteral(": names no setting")));
        QVERIFY2(!window.contains(optionPattern()), qPrintable(name + QStringLiteral(": ") + window));
        QVERIFY2(!window.contains(placeholderPattern()), qPrintable(name + QStringLiteral(": ") + window));
        QVERIFY2(!cliText.contains(placeholderPattern()), qPrintable(name + QStringLiteral(": ") + cliText));
        for (const SettingFix &f : fixes) {
            const QString words = SettingWords::words(f);
            QVERIFY2(window.contains(words), qPrintable(name + QStringLiteral(": ") + window + QStringLiteral(" lacks ") + words));
            QVERIFY2(cliText.contains(optionName(f.setting)), qPrintable(name + QStringLiteral(": ") + cliText));
        }
        for (auto it = optionPattern().globalMatch(cliText); it.hasNext();) {
            const QString option = QStringLiteral("--") + it.next().captured(1);
            QVERIFY2(m_options.contains(option), qPrintable(name + QStringLiteral(": no option ") + option + QStringLiteral(" in ") + cliText));
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_file = m_dir.filePath(QStringLiteral("existing.bin"));
        QFile f(m_file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(4096, 'x'));
        f.close();
        m_options = runOptions();
        QVERIFY2(m_options.size() > 30, "drivebench-cli run --help lists too few options");
        QVERIFY(m_options.value(QStringLiteral("--size")));
        QVERIFY(!m_options.value(QStringLiteral("--buffered"), true));

        // The plan's refusals that name a setting (core/runner/runplan.cpp).
        RunChoice c = choice();
        c.steadyMaxRounds = 10;
        addFailed(QStringLiteral("rounds without until-steady"), planRun(c));
        c.untilSteady = true;
        c.steadyMaxRounds = 2;
        addFailed(QStringLiteral("rounds out of range"), planRun(c));
        c = choice();
        c.untilSteady = true;
        c.passes = 3;
        addFailed(QStringLiteral("passes and until-steady"), planRun(c));
        c = choice();
        c.untilSteady = true;
        c.profile = QStringLiteral("smallfiles");
        addFailed(QStringLiteral("until-steady without timed tests"), planRun(c));
        c = choice();
        c.profile = QStringLiteral("trace");
        addFailed(QStringLiteral("trace without a file"), planRun(c));
        c = choice();
        c.profile = QStringLiteral("capacity");
        c.targetPath = m_file;
        addFailed(QStringLiteral("capacity on a file"), planRun(c));
        c.destructivePath = m_dir.filePath(QStringLiteral("another.bin"));
        addFailed(QStringLiteral("capacity on a file named for another"), planRun(c));
        c.targetPath = m_dir.path();
        c.destructivePath = m_file;
        addFailed(QStringLiteral("capacity in a directory with destructive"), planRun(c));
        FreeSpaceReading tmpfs;
        tmpfs.memoryFileSystem = QStringLiteral("tmpfs");
        addFailed(QStringLiteral("cache test on tmpfs"), cacheFileSpan(m_dir.path(), tmpfs, std::nullopt));
        FreeSpaceReading full{1 << 20, 1 << 30, 1 << 20, {}};
        addFailed(QStringLiteral("cache test without room"), cacheFileSpan(m_dir.path(), full, std::nullopt));
        addFailed(QStringLiteral("iolog export of a built-in profile"),
                  exportGeneratedTrace(choice(), m_dir.filePath(QStringLiteral("x.iolog"))));
        add(QStringLiteral("test file larger than the free space"),
            shortfallError({m_dir.path(), 32ull << 30, 1ull << 30}));

        // On another host (SSH) and on a fio server.
        const Result<HostSpec> ssh = parseHostSpec(QStringLiteral("ssh://bench@nas"));
        QVERIFY(ssh);
        HostProbe probe;
        probe.fioVersion = QStringLiteral("fio-3.33");
        probe.user = QStringLiteral("bench");
        RunChoice remote = choice();
        remote.targetPath = QStringLiteral("/srv/bench");
        remote.untilSteady = true;
        addFailed(QStringLiteral("until-steady on a host"), planRemoteRun(remote, *ssh, probe));
        remote.untilSteady = false;
        remote.poll = UringPoll::Sq;
        addFailed(QStringLiteral("polling on a host"), planRemoteRun(remote, *ssh, probe));
        remote.poll = UringPoll::None;
        remote.op = IoOp::Mix;
        addFailed(QStringLiteral("a mix on a host"), planRemoteRun(remote, *ssh, probe));
        remote.op.reset();
        remote.profile = QStringLiteral("smallfiles");
        addFailed(QStringLiteral("a workload on a host"), planRemoteRun(remote, *ssh, probe));
        const Result<HostSpec> fio = parseHostSpec(QStringLiteral("fio://127.0.0.1:8765"));
        QVERIFY(fio);
        FioServerInfo server;
        server.fioVersion = QStringLiteral("fio-3.33");
        RunChoice onServer = choice();
        onServer.targetPath = QStringLiteral("/srv/bench");
        onServer.untilSteady = true;
        addFailed(QStringLiteral("until-steady on a fio server"), planFioServerRun(onServer, *fio, server, false));
        onServer.untilSteady = false;
        onServer.destructivePath = QStringLiteral("/dev/sdb");
        addFailed(QStringLiteral("destructive on a fio server"), planFioServerRun(onServer, *fio, server, false));
        onServer.destructivePath.clear();
        onServer.op = IoOp::Mix;
        addFailed(QStringLiteral("a mix on a fio server"), planFioServerRun(onServer, *fio, server, false));

        // The workloads' and the engine's refusals.
        addFailed(QStringLiteral("small files' size"), parseFileSizeRange(QStringLiteral("huge")));
        addFailed(QStringLiteral("sweep kind"), parseSweepKind(QStringLiteral("hdtune")));
        addFailed(QStringLiteral("sweep region"), planSweep({1u << 20}, 4096, 512));
        SurfaceScanSettings surface;
        surface.points = 1;
        addFailed(QStringLiteral("surface points"), surfacePoints(1ull << 30, surface, 512));
        surface.points = 200;
        addFailed(QStringLiteral("surface span"), surfacePoints(1ull << 20, surface, 512));
        addFailed(QStringLiteral("phybs span"), planPhybs(PhybsSettings{}, 8192));
        TraceGeneratorSettings generator;
        generator.spanBytes = 1ull << 30;
        generator.scale = 20;
        addFailed(QStringLiteral("trace scale above 10"), TraceGenerator::make(generator));
        generator.scale = 1e-12;
        addFailed(QStringLiteral("trace scale of no I/O"), TraceGenerator::make(generator));
        generator.scale = 0.02;
        generator.spanBytes = 1ull << 20;
        addFailed(QStringLiteral("trace span"), TraceGenerator::make(generator));
        add(QStringLiteral("polling refused"), uringPollRefusal(EngineFeature::SqPoll, EPERM));
        TargetOptions existing;
        existing.path = m_file;
        existing.cache = CacheMode::Buffered;
        existing.access = Access::ReadWrite;
        addFailed(QStringLiteral("writing an existing file"), Target::open(existing, {}, nullptr));
        TargetOptions huge;
        huge.path = m_dir.path();
        huge.fileSizeBytes = 1ull << 50;
        addFailed(QStringLiteral("a test file larger than the disk"), Target::open(huge, {}, nullptr));

        // Warnings that name a setting.
        RunSettings settings;
        settings.intervalS = 60;
        const std::vector<TestSpec> two(2);
        const ApstStep step{3, 100, 50'000, 0.1};
        const std::optional<RunWarning> apst = apstPauseWarning(settings, two, std::span(&step, 1));
        QVERIFY(apst);
        m_warnings.push_back(*apst);
        TestResult unfair;
        unfair.id = QStringLiteral("RND4K_Q32T16");
        unfair.op = QStringLiteral("read");
        unfair.fairness = ThreadFairness{{0.1, 0.9}, 0.2, 0, 0, 1, 1.0, 2.0};
        const std::optional<RunWarning> fairness = RunChecks::fairnessWarning(unfair);
        QVERIFY(fairness);
        m_warnings.push_back(*fairness);
        RunSettings buffered;
        buffered.target.path = m_dir.path();
        buffered.target.cache = CacheMode::Buffered;
        buffered.target.fileSizeBytes = 16ull << 20;
        TestSpec read;
        read.id = QStringLiteral("SEQ1M_Q8T1");
        const RunChecks checks = RunChecks::prepare(buffered, {read}, QStringLiteral("/dev"), {});
        for (const RunWarning &w : checks.warnings())
            if (!w.fixes.empty())
                m_warnings.push_back(w);
        QVERIFY2(std::any_of(m_warnings.begin(), m_warnings.end(),
                             [](const RunWarning &w) { return w.code == QLatin1String("small_test_file"); }),
                 "a buffered run of a 16 MiB file raised no small_test_file");
    }

    void everySettingHasBothFrontEndsWords()
    {
        MarkingTranslator marks;
        QCoreApplication::installTranslator(&marks);
        const auto restore = qScopeGuard([&] { QCoreApplication::removeTranslator(&marks); });
        QFile source(QStringLiteral(DRIVEBENCH_SOURCE_DIR "/ui/settingwords.cpp"));
        QVERIFY(source.open(QIODevice::ReadOnly));
        const QString code = QString::fromUtf8(source.readAll());
        for (const Setting s : kSettings) {
            const QString option = optionName(s);
            QVERIFY2(m_options.contains(option), qPrintable(QStringLiteral("setting %1: no option %2").arg(int(s)).arg(option)));
            // The window's label is translated whole: under a translator that marks each text,
            // nothing of it lies outside a mark, and lupdate finds each text as a tr() literal.
            marks.looked.clear();
            const QString label = SettingWords::label(s);
            QVERIFY2(label.startsWith(QStringLiteral("«")) && label.endsWith(QStringLiteral("»")), qPrintable(label));
            QVERIFY2(!label.contains(optionPattern()), qPrintable(label));
            QVERIFY(!marks.looked.isEmpty());
            for (const QString &text : std::as_const(marks.looked))
                QVERIFY2(code.contains(QStringLiteral("tr(\"%1\")").arg(text)), qPrintable(text));
        }
        // An option with a value gets it; an on/off option reads with or without.
        QCOMPARE(optionWords({Setting::Size, QStringLiteral("64M")}), QStringLiteral("--size 64M"));
        QCOMPARE(optionWords({Setting::Poll, QStringLiteral("off")}), QStringLiteral("without --poll"));
        QCOMPARE(optionWords({Setting::Buffered, QStringLiteral("on")}), QStringLiteral("with --buffered"));
    }

    void everyRefusalInBothFrontEndsWords()
    {
        QVERIFY(m_refusals.size() >= 30);
        for (const Refusal &r : m_refusals) {
            const QString window = windowMessage(r.error) + QLatin1Char('\n') + windowHint(r.error);
            checkWords(r.name, window, cliText(r.error), r.error.fixes);
            // A fix with a value goes to an option that takes one; "on" to a switch ("off" leaves
            // either out).
            for (const SettingFix &f : r.error.fixes) {
                const bool takesValue = m_options.value(optionName(f.setting));
                if (f.value == QLatin1String("on"))
                    QVERIFY2(!takesValue, qPrintable(r.name + QStringLiteral(": ") + optionWords(f)));
                else if (!f.value.isEmpty() && f.value != QLatin1String("off"))
                    QVERIFY2(takesValue, qPrintable(r.name + QStringLiteral(": ") + optionWords(f)));
            }
            // Text kept in a result or a log names the settings in plain words.
            const QString neutral = QString::fromStdString(r.error.text());
            QVERIFY2(!neutral.contains(optionPattern()) && !neutral.contains(placeholderPattern()), qPrintable(neutral));
            // The same error kept in a result (a test's or the run's error line) keeps its
            // settings for the front end that shows the result.
            const ResultLine kept = ResultLine::from(r.error);
            QCOMPARE(cliText(kept), cliText(r.error));
            QCOMPARE(windowText(kept), windowText(r.error));
            QCOMPARE(kept.text(), neutral);
        }
    }

    void warningsInBothFrontEndsWords()
    {
        QVERIFY(m_warnings.size() >= 3);
        for (const RunWarning &w : m_warnings) {
            QVERIFY2(warningCodeInfo(w.code), qPrintable(w.code));
            checkWords(w.code, windowMessage(w), cliText(w), w.fixes);
            QVERIFY2(!w.text().contains(optionPattern()) && !w.text().contains(placeholderPattern()), qPrintable(w.text()));
        }
    }

    void coreNamesOnlyOtherProgramsOptions()
    {
        // A string in core with "--name" is another program's argument (fio's, mdadm's); core
        // names its own settings through SettingFix. Each line is checked, not counted.
        const QSet<QString> foreign{QStringLiteral("--version"), QStringLiteral("--output-format"),
                                    QStringLiteral("--status-interval"), QStringLiteral("--client"),
                                    QStringLiteral("--group_reporting"), QStringLiteral("--server"),
                                    QStringLiteral("--stop")};
        // As `grep -E '"[^"]*--[a-z][a-z_-]+'`: an option after a quote on its line.
        int files = 0;
        QStringList found;
        QDirIterator it(QStringLiteral(DRIVEBENCH_SOURCE_DIR "/core"), {QStringLiteral("*.cpp"), QStringLiteral("*.h")},
                        QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile f(it.next());
            QVERIFY(f.open(QIODevice::ReadOnly));
            ++files;
            int n = 0;
            while (!f.atEnd()) {
                const QString line = QString::fromUtf8(f.readLine());
                ++n;
                if (line.trimmed().startsWith(QLatin1String("//")))
                    continue;
                const qsizetype quote = line.indexOf(QLatin1Char('"'));
                if (quote < 0)
                    continue;
                for (auto m = optionPattern().globalMatch(line, quote); m.hasNext();) {
                    const QRegularExpressionMatch match = m.next();
                    const QString option = QStringLiteral("--") + match.captured(1);
                    if (!foreign.contains(option))
                        found << QStringLiteral("%1:%2: %3").arg(f.fileName()).arg(n).arg(line.trimmed());
                }
            }
        }
        QVERIFY(files > 100);
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TstSettingWords)
#include "tst_settingwords.moc"
