// SPDX-License-Identifier: GPL-3.0-or-later
#include "runstatustext.h"

#include <algorithm>

#include <QCoreApplication>
#include <QLocale>

#include "ui/units.h"

namespace drivebench::ui {

namespace {
// Gives lupdate a context for the free functions' strings.
struct RunStatusText
{
    Q_DECLARE_TR_FUNCTIONS(RunStatusText)
};
} // namespace

QString testStartedText(int number, int planned, const QString &title, double warmupS)
{
    const QString what = warmupS > 0
        ? RunStatusText::tr("Test %1 of %2: %3 (a %4 s warm-up, then measured passes)")
              .arg(number).arg(planned).arg(title, QLocale().toString(warmupS, 'g', 3))
        : RunStatusText::tr("Test %1 of %2: %3 (measured passes, no warm-up)").arg(number).arg(planned).arg(title);
    return what;
}

QString runDurationText(qint64 elapsedMs)
{
    const double seconds = double(std::max<qint64>(0, elapsedMs)) / 1000.0;
    return seconds < 9.95 ? RunStatusText::tr("%1 s").arg(QLocale().toString(seconds, 'f', 1)) : formatDuration(seconds);
}

QString failedBeforeFirstTestText()
{
    return RunStatusText::tr("The run failed before its first test ended; see the message below.");
}

} // namespace drivebench::ui
