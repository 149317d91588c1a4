#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# What the window costs a run (issue 52): the same CPU-paced run in the window, with its live
# per-thread charts, and in drivebench-cli, on a raw zram device (a block device in RAM, where the
# CPU and not the device sets the pace), rounds interleaved (window cli, cli window, ...).
# usage: window-vs-cli.sh BIN_DIR [ROUNDS] [SECONDS]
#   ROUNDS   >= 5 (default 5): the IOPS goal is a median over rounds
#   SECONDS  measured seconds per pass (default 3; one pass, 1 s warm-up, no pause between tests)
#   DISPLAY  an X server to draw on; without one the script starts Xvfb :57 at 1280x720
#
# The run: the "nvme" profile (SEQ1M Q8T1, SEQ128K Q32T1, RND4K Q32T16, RND4K Q1T1), reads only,
# on the whole device (reads only, so no device name needs confirming). The window gets it from
# its own settings file (a private XDG_CONFIG_HOME, as a user would have set it) and
# `--target DEV --start --quit-when-done`; its result is read back from its library (a private
# XDG_DATA_HOME) with drivebench-cli show --json. The window's event loop is watched by
# ui/stallprobe.h ($DRIVEBENCH_UI_STALL_LOG): a 4 ms precise timer in its thread; each late tick
# is a stall.
# Goals:
#   RND4K Q32T16 (16 threads at QD32): window IOPS / CLI IOPS >= 0.97, median of the rounds
#   the window's longest stall <= 50 ms and its 99th percentile <= 16 ms, in every round
# The other tests' ratios are printed, informative. Every figure printed was measured; a run that
# fails fails the benchmark. Exit 0: every goal met; 1: one missed, a run failed, or zram could
# not be used here ("not measured", never passed).
set -u
BIN=${1:?usage: window-vs-cli.sh BIN_DIR [ROUNDS] [SECONDS]}
ROUNDS=${2:-5}
SECS=${3:-3}
CLI="$BIN/drivebench-cli"
APP="$BIN/drivebench"
die() { echo "FAIL: $*"; exit 1; }
[[ $ROUNDS =~ ^[0-9]+$ ]] && [ "$ROUNDS" -ge 5 ] || die "ROUNDS must be 5 or more, not '$ROUNDS'"
[[ $SECS =~ ^[0-9]+$ ]] && [ "$SECS" -ge 1 ] || die "SECONDS must be a whole number of seconds, not '$SECS'"
command -v jq >/dev/null || die "jq is needed to read the JSON (apt install jq)"
[ -x "$CLI" ] && [ -x "$APP" ] || die "$CLI and $APP must be built (cmake --build --preset release)"
. "$(cd "$(dirname "$0")" && pwd)/zram-lib.sh"

work=$(mktemp -d)
xvfb=
cleanup() {
    [ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null
    zram_remove_mine; rm -rf "$work"
}
trap cleanup EXIT

why=$(zram_refusal)
if [ -n "$why" ]; then
    echo "window vs CLI on zram: not measured: $why"
    echo "FAIL: not measured"
    exit 1
fi
zram_add 2G || die "cannot make a zram device"
dev=$ZRAM_DEV
dd if=/dev/urandom of="$dev" bs=1M count=2048 oflag=direct status=none || die "cannot fill $dev"

if [ -z "${DISPLAY:-}" ]; then
    command -v Xvfb >/dev/null || die "no DISPLAY and no Xvfb (apt install xvfb)"
    Xvfb :57 -screen 0 1280x720x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
    xvfb=$!
    export DISPLAY=:57
    for _ in $(seq 50); do [ -e /tmp/.X11-unix/X57 ] && break; sleep 0.1; done
    [ -e /tmp/.X11-unix/X57 ] || die "Xvfb :57 did not start: $(tail -2 "$work/xvfb.log")"
fi

# The window's settings, as the settings panel saves them.
mkdir -p "$work/config/DriveBench" "$work/data"
cat >"$work/config/DriveBench/drivebench.conf" <<EOF
[run]
profile=nvme
ops=1
passes=1
untilSteady=false
duration=$SECS
warmup=1
interval=0
EOF

med() { printf '%s\n' "$@" | sort -g | awk '{v[NR]=$1} END {if (NR == 0) exit 1; print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'; }

# Each prints "ID IOPS" per test to $work/$1.iops, or why it failed (and returns 1).
window_run() { # round
    local r=$1 id
    rm -f "$work/data/DriveBench/drivebench/results.sqlite"
    if ! XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" DRIVEBENCH_UI_STALL_LOG="$work/stall-$r.json" \
        "$APP" --color-scheme light --target "$dev" --start --quit-when-done >"$work/app.out" 2>&1; then
        echo "the window's run failed: $(tail -3 "$work/app.out" | tr '\n' ' ')"
        return 1
    fi
    id=$("$CLI" history --db "$work/data/DriveBench/drivebench/results.sqlite" --json 2>/dev/null | jq -r '.runs[0].id // empty')
    [ -n "$id" ] || { echo "the window stored no run"; return 1; }
    "$CLI" show --db "$work/data/DriveBench/drivebench/results.sqlite" --json "$id" >"$work/window.json" ||
        { echo "cannot read the window's run back"; return 1; }
    jq -r '.tests[] | "\(.id)_\(.op) \(.iops)"' "$work/window.json" >"$work/window.iops"
    [ -s "$work/stall-$r.json" ] || { echo "the window wrote no stall figures"; return 1; }
}
cli_run() {
    if ! "$CLI" run --target "$dev" --profile nvme --op read --passes 1 --duration "$SECS" --warmup 1 \
        --interval 0 --no-library --json "$work/cli.json" >"$work/cli.out" 2>&1; then
        echo "drivebench-cli failed: $(tail -3 "$work/cli.out" | tr '\n' ' ')"
        return 1
    fi
    jq -r '.tests[] | "\(.id)_\(.op) \(.iops)"' "$work/cli.json" >"$work/cli.iops"
}

echo "== window vs CLI: $dev (raw zram, 2 GiB filled from /dev/urandom), profile nvme, reads, $ROUNDS rounds," \
     "1 pass of $SECS s (+1 s warm-up), display $DISPLAY, $(nproc) CPUs, load $(cut -d' ' -f1-3 /proc/loadavg)"
failed=0
declare -A ratios
maxes=() p99s=()
for r in $(seq "$ROUNDS"); do
    order="window cli"; [ $((r % 2)) = 0 ] && order="cli window"
    for who in $order; do
        if [ "$who" = window ]; then out=$(window_run "$r"); else out=$(cli_run); fi
        [ $? = 0 ] || { echo "   round $r: $who: $out"; failed=1; continue 2; }
    done
    line="   round $r:"
    while read -r test wiops; do
        ciops=$(awk -v t="$test" '$1 == t {print $2}' "$work/cli.iops")
        [ -n "$ciops" ] || { echo "   round $r: $test is missing from the CLI's run"; failed=1; continue; }
        ratio=$(awk -v a="$wiops" -v b="$ciops" 'BEGIN {printf "%.4f", a / b}')
        ratios[$test]+="$ratio "
        line+=$(printf ' %s %.0f/%.0f=%s' "$test" "$wiops" "$ciops" "$ratio")
    done <"$work/window.iops"
    max=$(jq -r .max_ms "$work/stall-$r.json") p99=$(jq -r .p99_ms "$work/stall-$r.json")
    maxes+=("$max") p99s+=("$p99")
    echo "$line | stalls: max $max ms, p99 $p99 ms, $(jq -r '"\(.ticks) ticks, \(.over_16ms) over 16 ms"' "$work/stall-$r.json")"
done

echo "== medians of the rounds (window / CLI IOPS)"
goal=RND4K_Q32T16_read
for test in "${!ratios[@]}"; do
    # shellcheck disable=SC2086
    m=$(med ${ratios[$test]})
    if [ "$test" = "$goal" ]; then
        verdict=$(awk -v m="$m" 'BEGIN {print (m >= 0.97) ? "PASS" : "FAIL"}')
        [ "$verdict" = PASS ] || failed=1
        echo "   $test: $m (goal >= 0.97) $verdict"
    else
        echo "   $test: $m (informative)"
    fi
done
[ -n "${ratios[$goal]:-}" ] || { echo "   $goal: not measured"; failed=1; }
worst_max=$(printf '%s\n' "${maxes[@]}" | sort -g | tail -1)
worst_p99=$(printf '%s\n' "${p99s[@]}" | sort -g | tail -1)
if [ ${#maxes[@]} = 0 ]; then
    echo "   stalls: not measured"; failed=1
else
    v=$(awk -v m="$worst_max" -v p="$worst_p99" 'BEGIN {print (m <= 50 && p <= 16) ? "PASS" : "FAIL"}')
    [ "$v" = PASS ] || failed=1
    echo "   the window's stalls, worst round: longest $worst_max ms (goal <= 50), p99 $worst_p99 ms (goal <= 16) $v"
fi
[ $failed = 0 ] && { echo "window vs CLI: every goal met"; exit 0; }
echo "FAIL: a goal was missed or a run failed (above)"
exit 1
