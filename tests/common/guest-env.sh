# SPDX-License-Identifier: GPL-3.0-or-later
# Sourced by tests/run-test.sh before each test. Does nothing except inside a QEMU guest that sees
# this checkout over 9p (../shared/rig's guest running the default suite on Debian's 6.1 kernel):
#
# - Every file operation on a 9p share is a round trip to the host, and under TCG on a busy 2-core
#   host one costs about 10 ms: tst_safety's 20,000 system calls on the sysfs fixtures took 257 s
#   there (36 ms on the host). So, once per boot, the fixtures are copied into the guest's memory:
#   the Qt tests read them there (DRIVEBENCH_FIXTURES_DIR, tests/common/fixtures.h), and the copy is
#   bound over tests/fixtures for the scripts (a mount in the guest's own kernel: the host sees
#   nothing; a path through the share still costs a round trip per component above the mount).
# - Tests that need O_DIRECT cannot use the guest's /tmp, /var/tmp, /root or /dev/shm (tmpfs,
#   without O_DIRECT before 6.6) and otherwise fall back to the build tree over 9p. Once per boot
#   an ext4 filesystem on a loop device (its image in a tmpfs of the guest, mounted with discard so
#   removed files give their memory back) becomes DRIVEBENCH_TEST_DIR and holds XDG_DATA_HOME (the
#   results library the tests write, SQLite with fsync). Still Debian 6.1's ext4, loop, O_DIRECT
#   and io_uring, without the round trips.
# - Under TCG, QEMU 7.2 faults on the masked-out lanes of an AVX2 masked load (VPMASKMOVD), which a
#   real CPU suppresses; Qt's AVX2 raster code reads the first row of an image that way, 24 bytes
#   before it. A large image that malloc gets from mmap starts 16 bytes into a page whose
#   predecessor is unmapped: QWidget::grab crashed in QRasterPaintEngine::drawImage (issue 15's
#   tst_compareview SIGSEGV: 6 of 8 runs in the guest; under gdb, which turns off address-space
#   randomisation, none). With malloc's mmap threshold at its maximum (32 MiB), images come from
#   the heap, where the bytes before them are mapped: 12 of 12 runs passed in the same boot. (Qt
#   6.4's QT_NO_CPU_FEATURE=avx2 does not change what Debian's release build detects:
#   qDetectCpuFeatures() returns the same bits with it.)
# Set DRIVEBENCH_GUEST_ENV=0 to run a test in the guest without any of this.

drivebench_guest_env() {
    local tests_dir=$1 base=/run/drivebench-guest
    [ "${DRIVEBENCH_GUEST_ENV:-1}" != 0 ] || return 0
    # Set up earlier in this boot (only ever in the guest: its /run is its own): no forks, since
    # each costs a noticeable fraction of a second under TCG, for each of ~90 tests.
    if [ -e "$base/ready" ]; then
        [ -e "$base/tcg" ] && [ -z "${GLIBC_TUNABLES+set}" ] && export GLIBC_TUNABLES=glibc.malloc.mmap_threshold=33554432
        drivebench_guest_exports "$base"
        return 0
    fi
    local tcg=0
    grep -q -m1 '^model name.*QEMU TCG CPU' /proc/cpuinfo 2>/dev/null && tcg=1
    [ $tcg = 1 ] && [ -z "${GLIBC_TUNABLES+set}" ] && export GLIBC_TUNABLES=glibc.malloc.mmap_threshold=33554432
    # The mount table says 9p (statfs cannot: 9p passes on the host filesystem's type, ext4 here)
    [ "$(findmnt -n -o FSTYPE -T "$tests_dir/fixtures" 2>/dev/null)" = 9p ] || return 0
    [ "$(id -u)" = 0 ] || return 0
    mkdir -p "$base.lock.d" || return 0
    # The first test to get here sets up (about a minute: the copy goes through the share); one
    # that starts meanwhile waits for it: had it run over the share, the bind mount below would
    # switch tests/fixtures under it mid-test (tst_deviceusers' cp -a of a fixture machine failed
    # so in CI's guest). Quiet: the tests of run-test.sh itself compare its output.
    (
        flock -w 900 9 || exit 1
        [ -e "$base/ready" ] && exit 0
        mkdir -p "$base" &&
            { mountpoint -q "$base" || mount -t tmpfs -o size=1536M,mode=0755 drivebench-guest "$base"; } &&
            mkdir -p "$base/fixtures" "$base/scratch" &&
            cp -a "$tests_dir/fixtures/." "$base/fixtures/" &&
            mount --bind "$base/fixtures" "$tests_dir/fixtures" &&
            truncate -s 1G "$base/scratch.img" &&
            mkfs.ext4 -q -F -E nodiscard "$base/scratch.img" &&
            mount -o loop,discard "$base/scratch.img" "$base/scratch" &&
            mkdir -p "$base/scratch/test-files" "$base/scratch/xdg-data" &&
            { [ $tcg = 0 ] || touch "$base/tcg"; } &&
            touch "$base/ready" || exit 1
    ) 9>"$base.lock.d/lock" || return 0
    drivebench_guest_exports "$base"
}

drivebench_guest_exports() {
    export DRIVEBENCH_FIXTURES_DIR=$1/fixtures # tests/common/fixtures.h
    if [ -z "${DRIVEBENCH_TEST_DIR:-}" ]; then export DRIVEBENCH_TEST_DIR=$1/scratch/test-files; fi
    export XDG_DATA_HOME=$1/scratch/xdg-data
}
