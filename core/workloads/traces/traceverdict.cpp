// SPDX-License-Identifier: GPL-3.0-or-later
#include "traceverdict.h"

namespace drivebench {

TraceVerdict computeTraceVerdict(const TraceVerdictInputs &in)
{
    TraceVerdict v;
    v.avgDataRateBytesPerS = in.busyS > 0 ? double(in.bytes) / in.busyS : 0;
    v.readMeanUs = in.read.mean;
    v.readP99Us = in.read.p99;
    v.writeMeanUs = in.write.mean;
    v.writeP99Us = in.write.p99;
    v.allMeanUs = in.all.mean;
    v.allP99Us = in.all.p99;
    if (in.ios > 0) {
        v.iosOver10msPct = 100.0 * double(in.iosOver10ms) / double(in.ios);
        v.iosOver100msPct = 100.0 * double(in.iosOver100ms) / double(in.ios);
    }
    return v;
}

} // namespace drivebench
