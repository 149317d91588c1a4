// SPDX-License-Identifier: GPL-3.0-or-later
#include "traceverdictcard.h"

#include <QGridLayout>
#include <QLabel>
#include <QLocale>

#include "core/results/testreading.h"
#include "core/results/workloadfigures.h"
#include "ui/units.h"

namespace drivebench::ui {

TraceVerdictCard::TraceVerdictCard(QWidget *parent)
    : VerdictCard(QStringLiteral("traceVerdictCard"), QStringLiteral("verdictTitle"), QStringLiteral("verdictNote"), parent)
{
    setAccessibleName(tr("Trace verdict"));
    m_grid->addWidget(m_title, 0, 0, 1, 4);

    auto *rateLabel = new QLabel(tr("Average data rate"), this);
    rateLabel->setFont(bold(font(), 1.2));
    m_grid->addWidget(rateLabel, 1, 0);
    QLabel *rate = addValue(QStringLiteral("data_rate"), 1, 1);
    rate->setFont(bold(font(), 1.2));
    rate->setToolTip(tr("Bytes read and written over the time the drive was busy (idle gaps left "
                        "out), MB/s = 10^6 bytes per second: AnandTech's Average Data Rate"));

    const auto header = [this](const QString &text, int row, int column) {
        auto *l = new QLabel(text, this);
        l->setFont(bold(font()));
        l->setAlignment(column == 0 ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignRight | Qt::AlignVCenter);
        m_grid->addWidget(l, row, column);
        return l;
    };
    header(tr("Average latency"), 2, 1);
    header(tr("99th percentile latency"), 2, 2);
    const struct { const char *key; QString label; } parts[] = {
        {"read", tr("Read")}, {"write", tr("Write")}, {"all", tr("All I/Os")}};
    int row = 3;
    for (const auto &p : parts) {
        m_grid->addWidget(new QLabel(p.label, this), row, 0);
        addValue(QLatin1String(p.key) + QStringLiteral("_mean"), row, 1);
        addValue(QLatin1String(p.key) + QStringLiteral("_p99"), row, 2);
        ++row;
    }
    header(tr("I/Os above 10 ms"), row, 1);
    header(tr("I/Os above 100 ms"), row, 2);
    ++row;
    m_grid->addWidget(new QLabel(tr("Share of all I/Os"), this), row, 0);
    addValue(QStringLiteral("over_10ms"), row, 1);
    addValue(QStringLiteral("over_100ms"), row, 2);
    ++row;

    m_grid->addWidget(m_note, row, 0, 1, 4);
    // Labels and figures stay together on the left at any width; the rest is margin.
    m_grid->setColumnStretch(3, 1);
}

QLabel *TraceVerdictCard::addValue(const QString &name, int row, int column)
{
    QLabel *l = newFigure(name, QStringLiteral("verdict_"));
    m_grid->addWidget(l, row, column);
    return l;
}

QStringList TraceVerdictCard::figureNames()
{
    return {QStringLiteral("data_rate"),  QStringLiteral("read_mean"), QStringLiteral("read_p99"),
            QStringLiteral("write_mean"), QStringLiteral("write_p99"), QStringLiteral("all_mean"),
            QStringLiteral("all_p99"),    QStringLiteral("over_10ms"), QStringLiteral("over_100ms")};
}

QString TraceVerdictCard::formatDataRate(double bytesPerS)
{
    return formatFigure(bytesPerS / 1e6, ResultUnit::MegabytesPerSecond) + QLatin1Char(' ')
           + unitName(ResultUnit::MegabytesPerSecond);
}

QString TraceVerdictCard::formatLatency(double us)
{
    return QLocale().toString(us, 'f', 1) + QLatin1Char(' ') + unitName(ResultUnit::LatencyUs);
}

QString TraceVerdictCard::formatShare(double percent)
{
    return QLocale().toString(percent, 'f', 3) + QStringLiteral(" %");
}

bool TraceVerdictCard::setTest(const TestResult &test)
{
    const WorkloadFigures figures = workloadFiguresOf(test);
    if (!figures.trace) {
        clearTexts();
        return false;
    }
    const TracePlayback &p = *figures.trace;
    const TraceVerdict &v = p.verdict;
    const QString label = testLabel(test);
    m_title->setText(test.completed
                         ? tr("%1: AnandTech Storage Bench figures").arg(label)
                         : tr("%1: AnandTech Storage Bench figures (incomplete: the playback was "
                              "stopped part-way)").arg(label));
    figure(QStringLiteral("data_rate"))->setText(formatDataRate(v.avgDataRateBytesPerS));
    figure(QStringLiteral("read_mean"))->setText(formatLatency(v.readMeanUs));
    figure(QStringLiteral("read_p99"))->setText(formatLatency(v.readP99Us));
    figure(QStringLiteral("write_mean"))->setText(formatLatency(v.writeMeanUs));
    figure(QStringLiteral("write_p99"))->setText(formatLatency(v.writeP99Us));
    figure(QStringLiteral("all_mean"))->setText(formatLatency(v.allMeanUs));
    figure(QStringLiteral("all_p99"))->setText(formatLatency(v.allP99Us));
    figure(QStringLiteral("over_10ms"))->setText(formatShare(v.iosOver10msPct));
    figure(QStringLiteral("over_100ms"))->setText(formatShare(v.iosOver100msPct));
    const QLocale l;
    // What was played: a loaded trace's file (its format and path), or the generated one's shape.
    const QString played = p.source.isEmpty() ? QString() : tr("Trace: %1.").arg(p.source) + QLatin1Char(' ');
    m_note->setText(played
                    + tr("Data rate over the time the drive was busy, idle gaps left out, as "
                         "AnandTech gives it. %1 I/Os; busy %2 s, idle %3 s.")
                          .arg(l.toString(qulonglong(p.ios)), l.toString(p.busyS, 'f', 2),
                               l.toString(p.idleS, 'f', 2)));
    setAccessibleDescription(tr("Average data rate %1; average latency %2, 99th percentile %3; "
                                "I/Os above 10 ms %4, above 100 ms %5")
                                 .arg(figureText(QStringLiteral("data_rate")),
                                      figureText(QStringLiteral("all_mean")),
                                      figureText(QStringLiteral("all_p99")),
                                      figureText(QStringLiteral("over_10ms")),
                                      figureText(QStringLiteral("over_100ms"))));
    return true;
}

} // namespace drivebench::ui
