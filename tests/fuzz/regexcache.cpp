// SPDX-License-Identifier: GPL-3.0-or-later
// POSIX regcomp/regfree that compile each (pattern, flags) once per process. Linked into
// fuzz_ata_smart in the fuzz build (tests/fuzz/CMakeLists.txt) and into tst_regexcache, which
// checks it gives glibc's results; the product and every other harness use glibc's as they are.
//
// Why: libatasmart looks up its per-model quirks for every attribute of every parse by compiling
// each regex of its quirk table anew (about 20 regcomp/regfree pairs per attribute, up to 30
// attributes per SMART block), and under AddressSanitizer each of glibc's allocations inside
// regcomp records a stack. That was nearly all of fuzz_ata_smart's time (about 120 executions a
// second, too slow for a long run of 1,000,000). The patterns are libatasmart's constants, so a
// compiled pattern is the same every time: keeping it changes no result, only the time. What
// depends on the input, regexec of the drive's model and firmware, still runs every time.
// (The process's locale is set once, by QCoreApplication before the first decode, so a pattern
// compiled under one locale is never reused under another.)
//
// How: these definitions take the place of the next ones in the lookup order: clang's sanitizer
// runtime, linked into the executable, defines regcomp/regfree as weak interceptors; gcc's
// libasan.so and glibc come after the executable. The ones they replace are reached through
// dlsym(RTLD_NEXT) (glibc's, or libasan's interceptor that calls glibc's). A compiled pattern is
// copied to the caller's regex_t: glibc's regexec only reads it (its matching state lives in the
// shared compiled form, under that form's lock), so copies can share it. regfree of a copy
// clears the caller's struct as glibc's does and frees nothing; the cache lives, reachable,
// until the process ends. This file is compiled without the fuzzer's coverage instrumentation
// (CMakeLists.txt): whether a pattern was already cached depends on earlier inputs, not on this
// one.

#include "tests/fuzz/regexcache.h"

#include <dlfcn.h>
#include <regex.h>

#include <functional>
#include <map>
#include <mutex>
#include <set>
#include <string>
#include <string_view>
#include <utility>

namespace {

using RegcompFn = int (*)(regex_t *, const char *, int);
using RegfreeFn = void (*)(regex_t *);

struct Cache
{
    std::mutex mutex;
    std::map<int, std::map<std::string, regex_t, std::less<>>> compiled; // flags -> pattern -> compiled
    std::set<const void *> buffers; // glibc's compiled forms that belong to the cache
};

Cache &cache()
{
    static Cache *c = new Cache; // never destroyed: a late regfree at exit must still find it
    return *c;
}

template<typename Fn>
Fn next(const char *name)
{
    return reinterpret_cast<Fn>(dlsym(RTLD_NEXT, name));
}

} // namespace

extern "C" int regcomp(regex_t *preg, const char *pattern, int cflags)
{
    static const RegcompFn nextRegcomp = next<RegcompFn>("regcomp");
    Cache &c = cache();
    const std::lock_guard lock(c.mutex);
    auto &byPattern = c.compiled[cflags];
    if (const auto it = byPattern.find(std::string_view(pattern)); it != byPattern.end()) {
        *preg = it->second;
        return 0;
    }
    regex_t fresh{};
    const int rc = nextRegcomp(&fresh, pattern, cflags);
    *preg = fresh; // after a failure too: glibc leaves it with nothing to free, regerror may be asked
    if (rc != 0)
        return rc;
    byPattern.emplace(pattern, fresh);
    c.buffers.insert(fresh.buffer);
    return 0;
}

extern "C" void regfree(regex_t *preg)
{
    static const RegfreeFn nextRegfree = next<RegfreeFn>("regfree");
    Cache &c = cache();
    {
        const std::lock_guard lock(c.mutex);
        if (c.buffers.count(preg->buffer)) {
            // What glibc's regfree leaves behind, so a use after regfree fails as it would.
            preg->buffer = nullptr;
            preg->allocated = 0;
            preg->used = 0;
            preg->fastmap = nullptr;
            preg->translate = nullptr;
            return;
        }
    }
    nextRegfree(preg);
}

std::size_t drivebench::fuzz::regexCacheEntries()
{
    Cache &c = cache();
    const std::lock_guard lock(c.mutex);
    std::size_t n = 0;
    for (const auto &[flags, byPattern] : c.compiled)
        n += byPattern.size();
    return n;
}
