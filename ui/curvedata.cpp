// SPDX-License-Identifier: GPL-3.0-or-later
#include "curvedata.h"

#include <QCoreApplication>

namespace drivebench::ui {

namespace {

QString setWords(CurveSet set)
{
    switch (set) {
    case CurveSet::SurfaceRate: return QCoreApplication::translate("CurveData", "transfer rate");
    case CurveSet::AccessTimes: return QCoreApplication::translate("CurveData", "access time");
    case CurveSet::WriteRate: return QCoreApplication::translate("CurveData", "write rate");
    case CurveSet::Sweep: return QCoreApplication::translate("CurveData", "transfer rate by block size");
    case CurveSet::Other: break;
    }
    return {};
}

} // namespace

std::vector<CurveSeries> curvesOf(const TestResult &test)
{
    std::vector<CurveSeries> curves = testCurves(test);
    for (CurveSeries &c : curves) {
        const QString words = setWords(c.setKind);
        if (words.isEmpty())
            continue;
        if (c.title == c.set) // one figure in the set: its name is the set's
            c.title = words;
        c.set = words;
    }
    return curves;
}

} // namespace drivebench::ui
