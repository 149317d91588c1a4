// SPDX-License-Identifier: GPL-3.0-or-later
#include "wakeverdictcard.h"

#include <QGridLayout>
#include <QLabel>
#include <QLocale>

#include "core/results/testreading.h"
#include "core/results/workloadfigures.h"

namespace drivebench::ui {

namespace {

QString milliseconds(double us)
{
    return QLocale().toString(us / 1000.0, 'f', 3) + QStringLiteral(" ms");
}

QString idleText(double ms)
{
    const QLocale l;
    return ms >= 1000 ? WakeVerdictCard::tr("%1 s").arg(l.toString(ms / 1000.0, 'g', 3))
                      : WakeVerdictCard::tr("%1 ms").arg(l.toString(ms, 'g', 4));
}

} // namespace

WakeVerdictCard::WakeVerdictCard(QWidget *parent)
    : VerdictCard(QStringLiteral("wakeVerdictCard"), QStringLiteral("wakeTitle"), QStringLiteral("wakeNote"), parent)
{
    setAccessibleName(tr("Wake-up latency verdict"));
    m_grid->addWidget(m_title, 0, 0, 1, 6);
    m_grid->setColumnStretch(5, 1);
}

void WakeVerdictCard::clearRows()
{
    qDeleteAll(m_rows);
    m_rows.clear();
    forgetFigures();
    m_grid->removeWidget(m_note);
}

bool WakeVerdictCard::setTest(const TestResult &test)
{
    clearRows();
    const WorkloadFigures figures = workloadFiguresOf(test);
    if (!figures.wake) {
        m_title->clear();
        m_note->clear();
        return false;
    }
    const WakeFigures &f = *figures.wake;
    m_title->setText(test.completed ? tr("%1: latency after idle").arg(testLabel(test))
                                    : tr("%1: latency after idle (incomplete: stopped part-way)").arg(testLabel(test)));
    int row = 1;
    const QStringList heads{tr("Idle before the read"), tr("Median"), tr("p90"), tr("Max"), tr("Reads")};
    for (int c = 0; c < heads.size(); ++c) {
        auto *h = new QLabel(heads[c], this);
        h->setFont(bold(font()));
        h->setAlignment(c == 0 ? Qt::AlignLeft : Qt::AlignRight);
        m_grid->addWidget(h, row, c);
        m_rows << h;
    }
    ++row;
    for (std::size_t i = 0; i < f.points.size(); ++i) {
        const WakePoint &p = f.points[i];
        auto *idle = new QLabel(idleText(p.idleMs), this);
        m_grid->addWidget(idle, row, 0);
        m_rows << idle;
        const std::pair<const char *, QString> cells[] = {
            {"median_", milliseconds(p.medianUs)}, {"p90_", milliseconds(p.p90Us)},
            {"max_", milliseconds(p.maxUs)}, {"reads_", QLocale().toString(p.samples)}};
        int col = 1;
        for (const auto &[name, text] : cells) {
            QLabel *v = newFigure(QLatin1String(name) + QString::number(i), QStringLiteral("wake_"));
            v->setText(text);
            m_grid->addWidget(v, row, col++);
            m_rows << v;
        }
        ++row;
    }
    QLabel *verdict = newFigure(QStringLiteral("verdict"), QStringLiteral("wake_"));
    verdict->setAlignment(Qt::AlignLeft);
    verdict->setWordWrap(true);
    verdict->setText(f.verdict);
    verdict->setToolTip(tr("A step is a rise of the median above the no-idle baseline; each is matched "
                           "with the drive's APST power state reached by then"));
    m_grid->addWidget(verdict, row++, 0, 1, 6);
    m_rows << verdict;
    QLabel *apst = newFigure(QStringLiteral("apst"), QStringLiteral("wake_"));
    apst->setAlignment(Qt::AlignLeft);
    apst->setText(tr("APST steps judged against: %1").arg(f.apstSource));
    m_grid->addWidget(apst, row++, 0, 1, 6);
    m_rows << apst;
    m_note->setText(tr("Each read waits for the drive to be idle for the time on its row (4 KiB random "
                       "reads at queue depth 1, direct I/O). A drive that saves power after a pause "
                       "pays its wake-up on the first read after it."));
    m_grid->addWidget(m_note, row, 0, 1, 6);
    setAccessibleDescription(f.verdict);
    return true;
}

} // namespace drivebench::ui
