#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# usage: run-test.sh qtest|script NAME SKIP_DIR COMMAND [ARGS...]
# How ctest runs every test, so that a skip never reads as a pass:
# - qtest: COMMAND is a Qt Test binary. Its plain-text log passes through unchanged; a copy is read
#   afterwards. Qt Test exits 0 when functions skip, so when the binary passed no function of its
#   own (initTestCase and cleanupTestCase do not count) and skipped at least one, this exits 77,
#   which ctest (SKIP_RETURN_CODE 77) reports as Skipped.
# - script: COMMAND exits 77 itself to skip, printing "SKIP: reason"; its output passes through.
# Either way each skip is recorded in SKIP_DIR/NAME.skips, one "Key reason" line per skipped
# function ("TestClass::function" as Qt Test prints it, its data row dropped; NAME for a script),
# for .ci/run to list and check against tests/skip-allowlist.txt. DRIVEBENCH_SKIP_DIR, when set,
# replaces SKIP_DIR (the rig guest's run keeps its own list). The exit status is the test's own
# otherwise, and a test killed by a signal says which.
set -u
mode=$1 name=$2 skipdir=${DRIVEBENCH_SKIP_DIR:-$3}
shift 3
[ $# -gt 0 ] || { echo "run-test.sh: no command given" >&2; exit 2; }
mkdir -p "$skipdir" || exit 1
export DRIVEBENCH_SKIP_DIR=$skipdir # scripts that run further tests record theirs there too
# Inside the rig guest only: fixtures in memory, an ext4 scratch filesystem, no TCG AVX2 fault
# (tests/common/guest-env.sh says why); elsewhere nothing changes.
. "$(dirname "$0")/common/guest-env.sh"
drivebench_guest_env "$(cd "$(dirname "$0")" && pwd)"
record="$skipdir/$name.skips"
rm -f "$record"
log=$(mktemp "${TMPDIR:-/tmp}/drivebench-$name.XXXXXX") || { echo "run-test.sh: cannot make a log file" >&2; exit 1; }
trap 'rm -f "$log"' EXIT

case $mode in
qtest)
    # Two loggers: the terminal's, and a copy to read (the same plain-text format).
    "$@" -o "$log,txt" -o -,txt
    rc=$?
    ;;
script)
    "$@" 2>&1 | tee "$log"
    rc=${PIPESTATUS[0]}
    ;;
*) echo "run-test.sh: unknown mode '$mode' (qtest or script)" >&2; exit 2 ;;
esac

if [ "$rc" -gt 128 ] && [ "$rc" -lt 160 ]; then
    echo "run-test.sh: $name was killed by signal $((rc - 128)) ($(kill -l $((rc - 128)) 2>/dev/null))"
    exit "$rc"
fi

if [ "$mode" = qtest ]; then
    # "SKIP   : TestClass::function(row) reason" -> "TestClass::function reason"
    sed -n 's/^SKIP *: \([^ (]*\)([^)]*) *\(.*\)$/\1 \2/p' "$log" >"$record.new"
    mv "$record.new" "$record"
    own_passes=$(grep -E '^(PASS|XFAIL|BPASS|BXFAIL) *: ' "$log" |
        grep -cvE '::(initTestCase|cleanupTestCase)\(\)' || true)
    if [ ! -s "$record" ]; then
        rm -f "$record"
    elif [ "$rc" = 0 ] && [ "$own_passes" = 0 ]; then
        echo "run-test.sh: every function of $name skipped: reported as skipped"
        rc=77
    fi
elif [ "$rc" = 77 ]; then
    # (a script that records its own parts' skips, as the rig runner does, keeps those)
    if [ ! -s "$record" ]; then
        reason=$(grep -m1 -o 'SKIP:.*' "$log" | sed 's/^SKIP: *//')
        echo "$name ${reason:-(no reason printed)}" >"$record"
    fi
fi
exit "$rc"
