# SPDX-License-Identifier: GPL-3.0-or-later
# Sourced by test scripts: the shell twin of tests/common/testdirs.h.
# direct_io_dir BUILD_DIR: prints the first candidate directory where an O_DIRECT file can be
# created, written and read back ($DRIVEBENCH_TEST_DIR alone when set; else BUILD_DIR/test-files,
# $TMPDIR, /var/tmp, /tmp, /dev/shm), or prints why none works on stderr and returns 1.
# Nothing is assumed about /dev/shm: tmpfs has O_DIRECT only from Linux 6.6.
direct_io_dir() {
    local build=$1 dir probe why=()
    local candidates=("$build/test-files" ${TMPDIR:+"$TMPDIR"} /var/tmp /tmp /dev/shm)
    [ -n "${DRIVEBENCH_TEST_DIR:-}" ] && candidates=("$DRIVEBENCH_TEST_DIR")
    mkdir -p "$build/test-files" 2>/dev/null
    for dir in "${candidates[@]}"; do
        [ -d "$dir" ] && [ -w "$dir" ] || { why+=("$dir: not a writable directory"); continue; }
        probe="$dir/.drivebench-odirect-probe-$$"
        if dd if=/dev/zero of="$probe" bs=4096 count=1 oflag=direct status=none 2>/dev/null &&
            dd if="$probe" of=/dev/null bs=4096 count=1 iflag=direct status=none 2>/dev/null; then
            rm -f "$probe"
            echo "$dir"
            return 0
        fi
        rm -f "$probe"
        why+=("$dir: no O_DIRECT")
    done
    local IFS=';'
    echo "no directory for test files here (${why[*]}); set DRIVEBENCH_TEST_DIR to a writable directory on a disk filesystem" >&2
    return 1
}
