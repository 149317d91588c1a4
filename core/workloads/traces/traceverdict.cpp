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

QJsonObject toJson(const TraceVerdict &v)
{
    auto pair = [](double mean, double p99) {
        return QJsonObject{{QStringLiteral("mean"), mean}, {QStringLiteral("p99"), p99}};
    };
    return QJsonObject{
        {QStringLiteral("avg_data_rate_bytes_per_s"), v.avgDataRateBytesPerS},
        {QStringLiteral("latency_us"),
         QJsonObject{{QStringLiteral("read"), pair(v.readMeanUs, v.readP99Us)},
                     {QStringLiteral("write"), pair(v.writeMeanUs, v.writeP99Us)},
                     {QStringLiteral("all"), pair(v.allMeanUs, v.allP99Us)}}},
        {QStringLiteral("ios_over_10ms_pct"), v.iosOver10msPct},
        {QStringLiteral("ios_over_100ms_pct"), v.iosOver100msPct},
    };
}

} // namespace drivebench
