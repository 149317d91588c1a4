// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Side-by-side comparison of 2 to 6 runs, each test in its own reading (testreading.h): seek in
// ms/op, access time in ms, transfers in MB/s, small files in files/s, a trace playback by its
// verdict's figures (workloadfigures.h), the capacity check by its verdict. Each test leads with
// its reading, then its secondary figures; each figure has its direction, each run's value, the
// difference in % against the first run that has the test, and the better run. Tests measured by
// one run only are listed apart (runs of different profiles compare on the tests they share).

#include <algorithm>
#include <functional>
#include <optional>
#include <vector>

#include <QDateTime>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include "core/results/runresult.h"
#include "core/results/testreading.h"

namespace drivebench {

struct RunSummary; // resultlibrary.h

/// Which way a figure is better.
enum class FigureDirection { HigherIsBetter, LowerIsBetter, None };

/// One figure of one test across the compared runs.
struct ComparisonFigure
{
    QString key;    ///< the reading's name for the headline ("ms_per_op"), else "iops", "latency_p99_us", ...
    QString label;  ///< for people: "ms/op", "IOPS", "p99 latency", "I/Os over 10 ms", "verdict"
    QString unit;   ///< "ms/op", "MB/s", "IOPS", "µs", "%", "GB", "" (a text figure)
    FigureDirection direction = FigureDirection::HigherIsBetter;
    std::vector<std::optional<double>> values;   ///< one per run, in unit; nullopt: no figure
    QStringList texts;                           ///< one per run, as tables print it; "" = none
    std::vector<std::optional<double>> deltaPct; ///< against the first run that has a value
    int best = -1;                               ///< index of the better run; -1: none (tie, text, one value)
};

/// One test (id and direction) measured by two or more of the runs.
struct ComparisonTest
{
    QString id;
    QString op;
    QString label;                  ///< as the panel names it (testLabel): "Full stroke", "SEQ1M Q8T1"
    Reading reading = Reading::Transfer;
    std::vector<bool> present;      ///< per run: the run measured it
    std::vector<ComparisonFigure> figures; ///< [0] the headline in the reading's unit, then the rest
};

/// A test only one of the runs measured.
struct UnsharedTest
{
    QString id;
    QString op;
    QString label;
    Reading reading = Reading::Transfer;
    int run = 0;                    ///< index of the run that has it
    double value = 0;               ///< its reading's value (readingValue)
    QString text;                   ///< "11.75 ms/op", as formatReading
};

/// What tells one compared run apart from the others (RunHeading keys "drive", "profile",
/// "target", "date", "host").
struct RunFacts
{
    QString drive;    ///< the drive's model, with the serial's end when two runs share a model;
                      ///< else its file system ("tmpfs (RAM)") or the target path
    QString profile;  ///< settings.profile; "" when the run names none
    QString target;   ///< the target path
    QString host;     ///< the machine ("nas (ssh://pi@nas)" for a run on another host); "" when the
                      ///< run does not say
    QDateTime date;   ///< when it started (UTC)
};

/// The comparison of runs, in the order given.
struct Comparison
{
    std::vector<ComparisonTest> tests;    ///< grouped by test as the panel's rows, ops read, write, mix
    std::vector<UnsharedTest> unshared;   ///< measured by one run only, in the runs' order
    /// The settings that change the figures and differ between the runs (runSettingsOf, the
    /// target's size), by name: "profile", "passes", "duration", "test_file_size", "data"; empty
    /// when the runs were made alike (or do not say). A 1-pass 16 MiB run beside a 5-pass 1 GiB
    /// one compares no like with like, and the views say so.
    QStringList settingsDiffer;
    /// Per run, what may tell it apart (in the runs' order).
    std::vector<RunFacts> runs;
    /// Which of "drive", "profile", "target", "date", "host" differ between the compared runs, in
    /// that order: the column headings name these and nothing else. The host counts only once
    /// two runs name different machines.
    QStringList runsDiffer;
    /// Runs that share no test with any other compared run (ascending): views fold them away
    /// with a line that names them, so their columns of "–" do not push the runs that compare
    /// off the screen. Empty when no two runs share a test (nothing would be left).
    std::vector<int> folded;

    /// True when run i is folded away.
    bool isFolded(std::size_t run) const
    {
        return std::find(folded.begin(), folded.end(), int(run)) != folded.end();
    }
};

/// The heading of a run's column: its facts that differ between the compared runs (runsDiffer),
/// one per line, e.g. {"Samsung SSD 980 PRO 1TB", "profile default", "2026-11-01 12:05"}; the
/// date through `formatDate` (default: UTC "yyyy-MM-dd HH:mm").
QStringList runHeading(const Comparison &comparison, std::size_t run,
                       const std::function<QString(const QDateTime &)> &formatDate = {});

/// "compare drives": of the runs listed (history(), any order), the newest run of `profile` on each
/// of the drives (RunSummary::driveKey; a run without a drive by its label), in the order the
/// drives are given; a drive with no run of that profile is left out.
std::vector<qint64> latestRunPerDrive(const std::vector<RunSummary> &history, const QString &profile,
                                      const QStringList &driveKeys);

/// The key "compare drives" knows a run's drive by: its identity (driveKey), else its label
/// (a tmpfs target, an imported fio run).
QString comparedDriveKey(const RunSummary &summary);

/// Builds the comparison: tests in order of first appearance (skipped tests count as absent).
Comparison compareRuns(const std::vector<RunResult> &runs);

/// "higher_is_better", "lower_is_better", "none".
QString directionName(FigureDirection direction);

/// {"runs": [ids], "runs_differ": ["drive", ...], "folded": [ids], "tests": [{"id", "op", "label", "reading", "unit", "direction", "values",
/// "delta_pct", "best", "figures": [{"key", "label", "unit", "direction", "values", "delta_pct",
/// "best"}]}], "only_in": [{"id", "op", "label", "reading", "unit", "run", "value"}],
/// "settings_differ": ["passes", ...]}
/// (docs/result-format.md, "Comparison"); values in the figure's unit.
QJsonObject toJson(const Comparison &comparison, const std::vector<qint64> &runIds);

/// The comparison as a text table: per test a line with its label, then one line per figure,
/// one column per run, "*" on the better value; the tests one run has follow.
QString comparisonText(const Comparison &comparison, const std::vector<QString> &runLabels);

} // namespace drivebench
