#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs inside the rig guest: each script in turn, with its output, then "N passed, N failed,
# N skipped". A skipped script is not a pass: it is recorded as "rig_suite/NAME reason" in
# $DRIVEBENCH_SKIP_DIR/rig_suite.skips (when set) for .ci/run's skip list and allowlist.
# Exit: 1 when any failed, 77 when every script skipped, else 0.
set -u
export DRIVEBENCH_BIN=$1; shift
record=
if [ -n "${DRIVEBENCH_SKIP_DIR:-}" ]; then
    mkdir -p "$DRIVEBENCH_SKIP_DIR" && record="$DRIVEBENCH_SKIP_DIR/rig_suite.skips"
fi
pass=0 fail=0 skip=0 skips=()
for s in "$@"; do
    name=$(basename "$s" .sh)
    echo "=== $name"
    start=$(date +%s)
    out=$(timeout 600 bash "$s" 2>&1); rc=$?
    took="$(($(date +%s) - start)) s"
    echo "$out" | sed 's/^/    /'
    case $rc in
    0) pass=$((pass + 1)); echo "PASS $name ($took)" ;;
    77)
        skip=$((skip + 1)); echo "SKIP $name ($took)"
        reason=$(grep -m1 -o 'SKIP:.*' <<<"$out" | sed 's/^SKIP: *//')
        skips+=("rig_suite/$name ${reason:-(no reason printed)}")
        ;;
    124) fail=$((fail + 1)); echo "FAIL $name (ran past 600 s, $took)" ;;
    *) fail=$((fail + 1)); echo "FAIL $name (exit $rc, $took)" ;;
    esac
done
echo "rig: $pass passed, $fail failed, $skip skipped"
if [ -n "$record" ] && [ ${#skips[@]} -gt 0 ]; then
    printf '%s\n' "${skips[@]}" >>"$record"
fi
[ $fail = 0 ] || exit 1
[ $pass = 0 ] && [ $skip -gt 0 ] && exit 77
exit 0
