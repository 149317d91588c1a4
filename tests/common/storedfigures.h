// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A test's workload figures in their stored shape (the JSON "extra", workloadfiguresjson.h), for
// tests that make a stored figure by hand or check the shape a figure is written in.

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include "core/results/runresult.h"
#include "core/results/workloadfiguresjson.h"

namespace drivebench::testing {

/// What the test's figures are written as.
inline QJsonObject extraOf(const TestResult &test)
{
    return workloadFiguresJson(test.figures);
}

/// The figures a stored extra reads into.
inline void setExtra(TestResult &test, const QJsonObject &extra)
{
    test.figures = workloadFiguresFromJson(extra);
}

/// The figures of the stored extra with key set to value.
inline void insertExtra(TestResult &test, const QString &key, const QJsonValue &value)
{
    QJsonObject extra = extraOf(test);
    extra.insert(key, value);
    setExtra(test, extra);
}

} // namespace drivebench::testing
