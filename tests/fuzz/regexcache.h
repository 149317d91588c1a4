// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// regexcache.cpp: regcomp/regfree that compile each pattern once per process (fuzz_ata_smart's
// libatasmart quirk lookups). Linked into fuzz_ata_smart's fuzz build and tst_regexcache only.

#include <cstddef>

namespace drivebench::fuzz {

/// How many (pattern, flags) pairs the cache holds: 0 means regcomp calls did not reach it.
std::size_t regexCacheEntries();

} // namespace drivebench::fuzz
