// POSIX regcomp/regfree that compile each (pattern, flags) once per process, linked into
// fuzz_ata_smart in the fuzz build only (tests/fuzz/CMakeLists.txt); the product and every other
// build use glibc's as they are.
//
// Why: libatasmart looks up its per-model quirks for every attribute of every parse by compiling
// each regex of its quirk table anew (about 20 regcomp/regfree pairs per attribute, up to 30
// attributes per SMART block), and under AddressSanitizer each of glibc's allocations inside
// regcomp records a stack. That was nearly all of fuzz_ata_smart's time (about 120 executions a
// second, too slow for a long run of 1,000,000). The patterns are libatasmart's constants, so a
// compiled pattern is the same every time: keeping it changes no result, only the time. What
// depends on the input, regexec of the drive's model and firmware, still runs every time.
//
// How: these definitions take the place of the sanitizer runtime's (weak) interceptors of the same
// name; the real ones come from glibc through dlsym(RTLD_NEXT). A compiled pattern is copied to
// the caller's regex_t (the struct points at glibc's compiled form, which is never freed: regfree
// of a cached pattern does nothing), and the cache lives, reachable, until the process ends.

#include "tests/fuzz/regexcache.h"

#include <dlfcn.h>
#include <regex.h>

#include <map>
#include <mutex>
#include <set>
#include <string>
#include <utility>

namespace {

using RegcompFn = int (*)(regex_t *, const char *, int);
using RegfreeFn = void (*)(regex_t *);

struct Cache
{
    std::mutex mutex;
    std::map<std::pair<std::string, int>, regex_t> compiled;
    std::set<const void *> buffers; // glibc's compiled forms that belong to the cache
};

Cache &cache()
{
    static Cache *c = new Cache; // never destroyed: a late regfree at exit must still find it
    return *c;
}

template<typename Fn>
Fn real(const char *name)
{
    return reinterpret_cast<Fn>(dlsym(RTLD_NEXT, name));
}

} // namespace

extern "C" int regcomp(regex_t *preg, const char *pattern, int cflags)
{
    static const RegcompFn realRegcomp = real<RegcompFn>("regcomp");
    Cache &c = cache();
    const std::lock_guard lock(c.mutex);
    const auto key = std::make_pair(std::string(pattern), cflags);
    if (const auto it = c.compiled.find(key); it != c.compiled.end()) {
        *preg = it->second;
        return 0;
    }
    regex_t fresh;
    const int rc = realRegcomp(&fresh, pattern, cflags);
    if (rc != 0) {
        *preg = fresh; // regerror may read it; nothing to free after a failed regcomp
        return rc;
    }
    c.compiled.emplace(key, fresh);
    c.buffers.insert(fresh.buffer);
    *preg = fresh;
    return 0;
}

extern "C" void regfree(regex_t *preg)
{
    static const RegfreeFn realRegfree = real<RegfreeFn>("regfree");
    Cache &c = cache();
    {
        const std::lock_guard lock(c.mutex);
        if (c.buffers.count(preg->buffer))
            return;
    }
    realRegfree(preg);
}

std::size_t drivebench::fuzz::regexCacheEntries()
{
    Cache &c = cache();
    const std::lock_guard lock(c.mutex);
    return c.compiled.size();
}
