#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# usage: run-suite-in-guest.sh SOURCE_DIR BUILD_DIR [CTEST_ARGS...]
# The default suite (ctest -LE "rig|bench|packaging") a second time, inside the rig guest: Debian 12's own
# 6.1 kernel, where /tmp, /var/tmp, /root and /dev/shm are tmpfs without O_DIRECT and io_uring is
# 6.1's. The guest runs this machine's binaries from the build tree (a 9p share, with O_DIRECT).
# Skips go to BUILD_DIR/test-skips-guest (for .ci/run's list). The guest's ctest keeps its own
# Testing/ directory (a tmpfs in the guest) so it does not disturb the host's ctest running this.
# CTEST_ARGS (e.g. -R tst_runner) narrow the run when checking a few tests by hand.
# Exit: ctest's in the guest (0 all passed), 1 when the rig cannot boot, 77 no rig here.
set -u
src=$(cd "$1" && pwd) build=$(cd "$2" && pwd)
shift 2
rig="${DRIVEBENCH_SHARED:-$src/../shared}/rig"
if [ ! -f "$rig/vm-run" ]; then
    echo "SKIP: no QEMU rig at $rig (it ships beside the project in shared/; or set DRIVEBENCH_SHARED)"; exit 77
fi
if [ "$(id -u)" != 0 ]; then echo "SKIP: the rig needs root"; exit 77; fi
setup_log=$(mktemp)
trap 'rm -f "$setup_log"' EXIT
if ! bash "$rig/setup" >"$setup_log" 2>&1; then
    echo "FAIL: the rig's setup failed (bash $rig/setup):"; tail -15 "$setup_log"; exit 1
fi
shares=(--share "$src")
case $build/ in "$src"/*) ;; *) shares+=(--share "$build") ;; esac
skips="$build/test-skips-guest"
rm -rf "$skips"
start=$(date +%s)
# In the guest: a private Testing/ (tmpfs), then the suite, two tests at a time on the guest's two
# CPUs (much of a test's time there is waiting on the 9p share; RUN_SERIAL tests still run alone);
# the packaging tests stay on the host (the .deb, lintian and the completion depend on no kernel,
# and lintian under the guest's emulated CPU would take minutes of its budget);
# `uname -r` says which kernel ran it.
guest='set -u
mkdir -p "$1/Testing" /tmp/guest-testing && mount --bind /tmp/guest-testing "$1/Testing" || exit 1
echo "guest kernel: $(uname -r); the build tree on $(findmnt -n -o FSTYPE -T "$1")"
b=$1 s=$2; shift 2
DRIVEBENCH_SKIP_DIR=$s ctest --test-dir "$b" -LE "rig|bench|packaging" --output-on-failure --timeout 900 -j2 "$@"
rc=$?
if [ -e /run/drivebench-guest/ready ]; then echo "guest: the tests used the fixtures in memory and an ext4 scratch filesystem (tests/common/guest-env.sh)"
else echo "guest: the tests used the 9p share (tests/common/guest-env.sh did not set up)"; fi
exit $rc'
# The guest's CPU without AVX: QEMU 7.2's TCG faults on the masked-out lanes of VPMASKMOVD (real
# CPUs suppress those faults), and Qt's AVX2 raster code loads row heads that way, so under TCG
# with vm-run's "-cpu max" a picture could crash in QRasterPaintEngine::drawImage (tst_compareview's
# SIGSEGV: vpmaskmovd (%rsi,%rdx,1) with rdx = -24 at the start of an mmap'd image, the fault in
# the page before it; valgrind on the host finds no bad read; 4 of 6 runs crashed with -cpu max,
# 0 of 5 with Westmere). "max,avx2=off" is no way out: Qt then dies of SIGILL. Westmere (SSE4.2,
# no AVX) is a real CPU's feature set; the suite needs nothing newer. A later -cpu replaces max.
cpu=(--qemu-arg -cpu --qemu-arg Westmere)
cd "$src"
# A guest that did not boot (vm-run 125: under TCG on a loaded machine the 6.1 kernel's early
# timer check can panic) ran nothing: boot once more, saying so.
for attempt in 1 2; do
    RIG_QUIET_TCG=1 bash "$rig/vm-run" --timeout 1700 "${cpu[@]}" "${shares[@]}" -- bash -c "$guest" guest "$build" "$skips" "$@"
    rc=$?
    [ $rc = 125 ] && [ $attempt = 1 ] && { echo "rig: the guest did not boot (vm-run 125); booting again"; continue; }
    break
done
echo "rig_default_suite: the guest part took $(($(date +%s) - start)) s (ctest exit $rc)"
case $rc in
0) exit 0 ;;
124) echo "FAIL: the guest ran past 28 minutes (vm-run exit 124; issue 15 allows it 30)"; exit 1 ;;
125) echo "FAIL: the rig could not boot (vm-run exit 125; its reason is above)"; exit 1 ;;
77) exit 1 ;; # never a skip: the suite in the guest ran and something in it said 77
*) exit 1 ;;
esac
