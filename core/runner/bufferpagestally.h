// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the I/O buffers of a run really got: settings.buffer_pages says "huge" only when the
// kernel backed every asked-for buffer with transparent huge pages (smaps AnonHugePages, measured
// in each worker after its buffers were touched), "partly huge" or "base" when it did less,
// "requested" when huge pages were asked for but could not be measured (smaps unreadable), and
// "base" when they were not asked for (BufferPages::Base, THP off, or no request of 64 KiB+).

#include <cstdint>

#include <QString>

#include "core/results/runsettingsrecord.h"
#include "core/runner/passrunner.h"

namespace drivebench {

struct BufferPagesTally
{
    std::uint64_t askedBytes = 0;   ///< buffer bytes asked for huge pages
    std::uint64_t hugeBytes = 0;    ///< of them backed by huge pages
    bool unmeasured = false;        ///< some asked-for region could not be measured

    void add(const PassOutcome &pass)
    {
        for (const WorkerOutcome &w : pass.workers) {
            if (!w.hugePagesAsked)
                continue;
            askedBytes += w.bufferBytes;
            if (w.hugeBufferBytes < 0)
                unmeasured = true;
            else
                hugeBytes += std::uint64_t(w.hugeBufferBytes);
        }
    }

    QString label() const
    {
        if (askedBytes == 0)
            return QStringLiteral("base");
        if (unmeasured)
            return QStringLiteral("requested");
        if (hugeBytes >= askedBytes)
            return QStringLiteral("huge");
        return hugeBytes > 0 ? QStringLiteral("partly huge") : QStringLiteral("base");
    }

    /// buffer_pages plus, when measured, the bytes behind it.
    void write(RunSettingsRecord &settings) const
    {
        settings.bufferPages = label();
        if (askedBytes > 0 && !unmeasured) {
            settings.bufferHugeAskedBytes = NullOr<double>(double(askedBytes));
            settings.bufferHugeGotBytes = NullOr<double>(double(hugeBytes));
        }
    }
};

} // namespace drivebench
