// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartfollower.h"

#include <QCheckBox>
#include <QSignalBlocker>

#include "ui/latencyview.h"
#include "ui/livecharts.h"
#include "ui/resultpanel.h"

namespace drivebench::ui {

ChartFollower::ChartFollower(ResultPanel *panel, LiveCharts *charts, LatencyView *latency, QObject *parent)
    : QObject(parent), m_panel(panel), m_charts(charts), m_latency(latency), m_box(new QCheckBox(tr("Follow the running test")))
{
    m_box->setObjectName(QStringLiteral("followRunningTest"));
    m_box->setChecked(true);
    m_box->setEnabled(false);
    m_box->setToolTip(tr("Ticked, the charts show each test as it runs; picking another test's cell unticks it, "
                         "so the charts keep showing your pick"));
    connect(m_box, &QCheckBox::toggled, this, [this](bool on) {
        if (on && m_running)
            drawRunning();
    });
}

ChartFollower::~ChartFollower()
{
    if (m_box && !m_box->parent())
        delete m_box;
}

bool ChartFollower::isFollowing() const
{
    return m_box->isChecked();
}

void ChartFollower::follow(bool on)
{
    const QSignalBlocker quiet(m_box);
    m_box->setChecked(on);
}

void ChartFollower::runStarted()
{
    m_running = false;
    m_samples.clear();
    follow(true); // each run follows until the user picks
    m_box->setEnabled(true);
    m_charts->reset(tr("Waiting for the first test…"), 0);
    m_latency->reset(QString());
}

void ChartFollower::drawRunning()
{
    {
        // The running test's cell is the one selected.
        const QSignalBlocker quiet(m_panel);
        m_panel->selectTest(m_id, m_op);
    }
    m_charts->reset(m_title, m_threads, m_reading);
    m_latency->reset(m_title);
    if (!m_samples.isEmpty()) {
        m_charts->addSamples(m_samples);
        m_latency->addSamples(m_samples);
    }
}

void ChartFollower::testStarted(const QString &id, const QString &op, const QString &title, int threads,
                                Reading reading)
{
    m_running = true;
    m_id = id;
    m_op = op;
    m_title = title;
    m_threads = threads;
    m_reading = reading;
    m_samples.clear();
    if (isFollowing())
        drawRunning();
}

void ChartFollower::addSamples(const QList<LiveSample> &samples)
{
    m_samples += samples;
    if (m_running && isFollowing()) {
        m_charts->addSamples(samples);
        m_latency->addSamples(samples);
    }
}

void ChartFollower::addTemperature(double timeS, double celsius)
{
    if (m_running && isFollowing())
        m_charts->addTemperature(timeS, celsius);
}

void ChartFollower::testFinished(const TestResult &result)
{
    if (m_running && isFollowing()) {
        m_latency->setTestResult(result);
        m_charts->finishTest();
    }
    m_running = false;
    m_samples.clear();
}

void ChartFollower::runEnded()
{
    m_running = false;
    m_samples.clear();
    m_box->setEnabled(false);
}

void ChartFollower::picked(const QString &id, const QString &op, const TestResult *test)
{
    if (m_running && id == m_id && op == m_op) {
        follow(true);
        drawRunning();
        return;
    }
    if (!test)
        return;
    if (m_box->isEnabled())
        follow(false); // during a run: the pick stays until the user follows again
    m_charts->showTest(*test);
    m_latency->reset(QStringLiteral("%1 %2").arg(testLabel(*test), test->op));
    m_latency->addSamples(QList<LiveSample>(test->samples.begin(), test->samples.end()));
    m_latency->setTestResult(*test);
}

void ChartFollower::clear()
{
    m_charts->reset(tr("Live charts: start a run to see each thread's bandwidth and latency."), 0);
    m_latency->reset(QString());
}

} // namespace drivebench::ui
