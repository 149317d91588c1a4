// SPDX-License-Identifier: GPL-3.0-or-later
#include "stallprobe.h"

#include <algorithm>
#include <cmath>

#include <QJsonDocument>
#include <QJsonObject>

#include "core/util/outputfile.h"

namespace drivebench::ui {

StallProbe::StallProbe(QString file, QObject *parent) : QObject(parent), m_file(std::move(file))
{
    m_timer.setTimerType(Qt::PreciseTimer);
    m_timer.setInterval(kPeriodMs);
    connect(&m_timer, &QTimer::timeout, this, &StallProbe::onTick);
}

void StallProbe::start()
{
    m_lateMs.clear();
    m_clock.start();
    m_lastNs = 0;
    m_timer.start();
}

void StallProbe::onTick()
{
    const qint64 now = m_clock.nsecsElapsed();
    m_lateMs.push_back(std::max(0.0, double(now - m_lastNs) / 1e6 - kPeriodMs));
    m_lastNs = now;
}

QByteArray StallProbe::summary(std::vector<double> lateMs)
{
    std::sort(lateMs.begin(), lateMs.end());
    auto rank = [&](double p) {
        if (lateMs.empty())
            return 0.0;
        const auto i = std::size_t(std::ceil(p * double(lateMs.size()))) - 1;
        return lateMs[std::min(i, lateMs.size() - 1)];
    };
    const auto over = [&](double ms) {
        return qint64(lateMs.end() - std::upper_bound(lateMs.begin(), lateMs.end(), ms));
    };
    const QJsonObject o{{QStringLiteral("ticks"), qint64(lateMs.size())},
                        {QStringLiteral("max_ms"), lateMs.empty() ? 0.0 : lateMs.back()},
                        {QStringLiteral("p99_ms"), rank(0.99)},
                        {QStringLiteral("p999_ms"), rank(0.999)},
                        {QStringLiteral("over_16ms"), over(16)},
                        {QStringLiteral("over_50ms"), over(50)}};
    return QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n';
}

Result<void> StallProbe::finish()
{
    m_timer.stop();
    return writeOutputFile(QStringLiteral("DRIVEBENCH_UI_STALL_LOG"), m_file, summary(m_lateMs));
}

} // namespace drivebench::ui
