// SPDX-License-Identifier: GPL-3.0-or-later
#include "testspec.h"

#include "core/engine/builtinpatterns.h"

namespace drivebench {

std::unique_ptr<IoPattern> makeBuiltinPattern(const TestSpec &spec, const PatternContext &context)
{
    // The direction decides the read share; readPercent only matters for a mix.
    const int readPercent = spec.op == IoOp::Read ? 100 : spec.op == IoOp::Write ? 0
                                                                                  : spec.readPercent;
    if (spec.pattern == AccessPattern::Sequential)
        return std::make_unique<SequentialPattern>(context, spec.blockSize, readPercent);
    return std::make_unique<RandomPattern>(context, spec.blockSize, readPercent);
}

} // namespace drivebench
