#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# usage: trace-memory.sh BIN_DIR
# Trace replay streams its records from the file (core/workloads/traces/tracefeed.h): peak RSS
# (GNU time's maximum resident set size, one drivebench-cli process per size) of replaying a
# Destroyer-like trace of 2 M and 20 M I/Os (BENCH_TRACE_IOS="2000000 20000000"), written as fio
# iolog v3 by the project's own generator (bench_tracegen_rss N export FILE) into a temporary
# directory. Each replay runs as fast as the queue allows (--trace-timing nostall) on a 64 MiB test
# file in that directory for BENCH_TRACE_SECONDS (default 8) and is then stopped with SIGINT: the
# check before the run has then read the whole trace twice, and the replay has streamed through
# its buffer many times over (a trace that ends sooner plays to its end).
# Flat = the largest size's peak is within 20 % of the smallest one's; a replay that held its
# records would need 16 bytes per record (288 MiB more at 20 M).
# Needs about 1.2 GiB free in $TMPDIR for the 20 M trace (a size that does not fit is left out,
# saying so).
set -u
cli="$1/drivebench-cli"
gen="$1/bench_tracegen_rss"
for b in "$cli" "$gen"; do [ -x "$b" ] || { echo "SKIP: $b not built"; exit 77; }; done
[ -x /usr/bin/time ] || { echo "SKIP: needs GNU time (apt-get install time)"; exit 77; }
dir=$(mktemp -d "${TMPDIR:-/var/tmp}/trace-memory-XXXXXX")
trap 'rm -rf "$dir"' EXIT
seconds=${BENCH_TRACE_SECONDS:-8}
first="" firstn="" last="" lastn=""
for n in ${BENCH_TRACE_IOS:-2000000 20000000}; do
    need_mib=$(( n * 60 / 1048576 + 256 ))
    avail_mib=$(df -B1M --output=avail "$dir" | tail -1)
    if [ "$avail_mib" -lt "$need_mib" ]; then
        echo "$n I/Os: left out: $avail_mib MiB free in $dir, $need_mib MiB needed"
        continue
    fi
    "$gen" "$n" export "$dir/trace.log" >/dev/null || { echo "FAIL: generating $n I/Os"; exit 1; }
    lines=$(grep -c -E ' (read|write) ' "$dir/trace.log")
    mkdir -p "$dir/target"
    : >"$dir/out"
    start=$(date +%s)
    /usr/bin/time -f "maxrss_kib=%M" -o "$dir/time" \
        "$cli" run --profile trace --trace "$dir/trace.log" --trace-timing nostall --target "$dir/target" \
        --size 64M --passes 1 --no-library --json "$dir/r.json" >"$dir/out" 2>&1 &
    pid=$!
    # Stop the replay $seconds after it started ("running Trace replay" on standard output; the
    # check before it reads the whole trace twice, a while at 20 M): SIGINT to the one
    # drivebench-cli, GNU time's child.
    while kill -0 $pid 2>/dev/null && ! grep -q '^running ' "$dir/out"; do sleep 1; done
    sleep "$seconds"
    pkill -INT -P $pid 2>/dev/null
    wait $pid
    rc=$?
    rss=$(sed -n 's/^maxrss_kib=//p' "$dir/time")
    if [ -z "$rss" ] || ! grep -q '^running ' "$dir/out"; then
        echo "FAIL: $n I/Os: exit $rc, the replay did not start: $(tail -5 "$dir/out")"
        exit 1
    fi
    echo "$n I/Os ($lines in the file, $(du -m "$dir/trace.log" | cut -f1) MiB): maxrss_kib=$rss, $(( $(date +%s) - start )) s, exit $rc"
    rm -f "$dir/trace.log" "$dir/r.json"
    [ -n "$first" ] || { first=$rss; firstn=$n; }
    last=$rss lastn=$n
done
[ -n "$first" ] || { echo "SKIP: no size fits in $dir"; exit 77; }
limit=$(( first + first / 5 ))
if [ "$last" -gt "$limit" ]; then
    echo "FAIL: peak RSS grew from $first KiB at $firstn I/Os to $last KiB at $lastn I/Os (goal: within 20 %, limit $limit)"
    exit 1
fi
echo "flat: $first KiB at $firstn I/Os, $last KiB at $lastn I/Os (goal: within 20 %, limit $limit)"
