#!/usr/bin/env bash
# Runs inside the rig guest: each script in turn, with its output, then "N passed, N failed".
set -u
export DRIVEBENCH_BIN=$1; shift
pass=0 fail=0 skip=0
for s in "$@"; do
    name=$(basename "$s" .sh)
    echo "=== $name"
    start=$(date +%s)
    out=$(timeout 600 bash "$s" 2>&1); rc=$?
    took="$(($(date +%s) - start)) s"
    echo "$out" | sed 's/^/    /'
    case $rc in
    0) pass=$((pass + 1)); echo "PASS $name ($took)" ;;
    77) skip=$((skip + 1)); echo "SKIP $name ($took)" ;;
    *) fail=$((fail + 1)); echo "FAIL $name (exit $rc, $took)" ;;
    esac
done
echo "rig: $pass passed, $fail failed, $skip skipped"
[ $fail = 0 ]
