#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# usage: surface-memory.sh BIN_DIR
# The full error scan's memory does not grow with the device: peak RSS (GNU time's maximum
# resident set size, one drivebench-cli process per size) of `run --profile surface --scan full`
# on a zram device of 16 GiB and of 1 TiB (BENCH_SURFACE_SIZES="16G 1T"), made for the run and
# removed after it (only the devices this script made: tests/bench/zram-lib.sh). The devices are
# not filled: a never-written zram page reads as zeros at no cost and allocates nothing, which is
# what a memory check wants (the scan's speed here says nothing about a drive's). Each scan is
# stopped with SIGINT after BENCH_SURFACE_SECONDS (default 120) if it has not ended; the line says
# how far it got (blocks read of the device's, from the JSON result, which keeps the map so far).
# Flat = the largest device's peak is within 10 % of the smallest one's. Needs root and zram;
# without them it says why, the row reads "not measured", and it exits 77 (never a pass).
set -u
here=$(cd "$(dirname "$0")" && pwd)
. "$here/zram-lib.sh"
cli="$1/drivebench-cli"
[ -x "$cli" ] || { echo "SKIP: $cli not built"; exit 77; }
[ -x /usr/bin/time ] || { echo "SKIP: needs GNU time (apt-get install time)"; exit 77; }
why=$(zram_refusal)
if [ -n "$why" ]; then
    echo "full error scan memory: not measured: $why"
    exit 77
fi
command -v jq >/dev/null || { echo "SKIP: needs jq"; exit 77; }
dir=$(mktemp -d "${TMPDIR:-/var/tmp}/surface-memory-XXXXXX")
trap 'zram_remove_mine; rm -rf "$dir"' EXIT
seconds=${BENCH_SURFACE_SECONDS:-120}
first="" firstsize="" last="" lastsize=""
for size in ${BENCH_SURFACE_SIZES:-16G 1T}; do
    zram_add "$size" || { echo "FAIL: cannot make a $size zram device"; exit 1; }
    dev=$ZRAM_DEV
    start=$(date +%s)
    /usr/bin/time -f "maxrss_kib=%M" -o "$dir/time" \
        "$cli" run --profile surface --scan full --target "$dev" --no-library --json "$dir/r.json" \
        >"$dir/out" 2>&1 &
    pid=$!
    stopped=""
    for ((s = 0; s < seconds; s++)); do
        kill -0 $pid 2>/dev/null || break
        sleep 1
    done
    if kill -0 $pid 2>/dev/null; then
        pkill -INT -P $pid 2>/dev/null
        stopped=" (stopped after $seconds s)"
    fi
    wait $pid
    rc=$?
    zram_remove_mine
    rss=$(sed -n 's/^maxrss_kib=//p' "$dir/time")
    [ -n "$rss" ] && [ -s "$dir/r.json" ] || { echo "FAIL: $size: exit $rc, no result: $(tail -5 "$dir/out")"; exit 1; }
    read -r ios cells read_cells scan < <(jq -r '.tests[0] | [.ios, (.extra.error_map.cells | length),
        (.extra.error_map.cells | gsub("[^gsb]"; "") | length), .extra.error_map.scan] | @tsv' "$dir/r.json")
    echo "$size: maxrss_kib=$rss, $(( $(date +%s) - start )) s$stopped, exit $rc: $scan scan, $ios blocks read, $read_cells of $cells cells done"
    [ "$scan" = full ] || { echo "FAIL: $size: the map says '$scan', not full"; exit 1; }
    [ -n "$first" ] || { first=$rss; firstsize=$size; }
    last=$rss lastsize=$size
done
limit=$(( first + first / 10 ))
if [ "$last" -gt "$limit" ]; then
    echo "FAIL: peak RSS grew from $first KiB ($firstsize) to $last KiB ($lastsize) (goal: within 10 %, limit $limit)"
    exit 1
fi
echo "flat: $first KiB at $firstsize, $last KiB at $lastsize (goal: within 10 %, limit $limit)"
