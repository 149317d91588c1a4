#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# CI: the whole default suite under AddressSanitizer + UndefinedBehaviorSanitizer (the `asan`
# preset: gcc, -fsanitize=address,undefined, leaks checked at exit, tests/lsan.supp for system
# libraries' own leaks). Any sanitizer report aborts its test, which fails the run. The fuzz
# harnesses are in the suite too (fuzz_replay_*: every seed and regression input once). The
# asan test preset leaves out the rig tests (label rig: they boot QEMU and are the ci build's
# job), the benchmarks and the packaging tests (the .deb is the release build's, not the
# sanitized programs'; the ci suite checks it with lintian). Skipped functions are recorded in build/asan/test-skips/ like the ci
# build's, for .ci/run's list.
# usage: bash tests/fuzz/ci-asan.sh [ctest arguments...]   (e.g. -R tst_iolog)
set -euo pipefail
cd "$(dirname "$0")/../.."
rm -rf build/asan/test-skips # a failed build must not leave an earlier run's skips to be listed
t0=$(date +%s)
cmake --preset asan >/dev/null
cmake --build --preset asan
t1=$(date +%s)
echo "ci-asan: built in $((t1 - t0)) s"
rc=0
ctest --preset asan "$@" || rc=$?
echo "ci-asan: suite ran in $(($(date +%s) - t1)) s (exit $rc)"
exit $rc
