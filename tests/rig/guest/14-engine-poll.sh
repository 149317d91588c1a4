#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The opt-in polling modes (--poll, issue 30) on Debian 12's 6.1 kernel, functionally (nothing is
# timed under emulation): null_blk with poll queues (poll_queues=2: queue/io_poll reads 1) runs
# IOPOLL (--poll io) and SQPOLL with IOPOLL (--poll both) for random reads at QD32 and QD1, a
# write test, and a paced trace (timed waits with IOPOLL's polling wait); each completes with I/O,
# no errors, and settings.io_uring_features listing what ran. The same trace through the default
# engine moves the same bytes. A disk without poll queues (the AHCI disk) is refused before any
# I/O naming the device and the fix, as are requests the block layer would split (which hung on
# 6.1); SQPOLL alone runs on the NVMe namespace.
. "$(dirname "$0")/../lib.sh"
cleanup() {
    rmmod null_blk 2>/dev/null
    rm -rf "$out"
}
modprobe null_blk nr_devices=1 gb=1 queue_mode=2 submit_queues=1 poll_queues=2 || fail "modprobe null_blk poll_queues=2"
udevadm settle 2>/dev/null
[ -b /dev/nullb0 ] || fail "no /dev/nullb0"
[ "$(cat /sys/block/nullb0/queue/io_poll)" = 1 ] || fail "nullb0 has no poll queues: io_poll $(cat /sys/block/nullb0/queue/io_poll)"

features() { json "$1" '",".join(d["settings"]["io_uring_features"])'; }
ran_ok() { # JSON WHAT
    [ "$(json "$1" 'all(t["completed"] and t["ios"] > 0 and not t["errors"] for t in d["tests"])')" = True ] \
        || fail "$2: no I/O or errors: $(json "$1" '[(t["test"], t["ios"], t["errors"]) for t in d["tests"]]')"
}
has() { # FEATURES NAME...
    local have=$1; shift
    for f in "$@"; do [[ ",$have," == *",$f,"* ]] || fail "io_uring_features lacks $f: $have"; done
}
lacks() { # FEATURES NAME...
    local have=$1; shift
    for f in "$@"; do [[ ",$have," != *",$f,"* ]] || fail "io_uring_features has $f: $have"; done
}

for mode in io both; do
    timeout 120 "$cli" run --target /dev/nullb0 --poll $mode --test RND4K_Q32T1 --test RND4K_Q1T1 --op read --duration 1 \
        --passes 1 --warmup 0 --interval 0 --no-library --json "$out/r-$mode.json" >"$out/table" 2>"$out/err" \
        || fail "--poll $mode reads on nullb0: $(cat "$out/err")"
    ran_ok "$out/r-$mode.json" "--poll $mode reads"
    have=$(features "$out/r-$mode.json")
    has "$have" iopoll
    if [ $mode = both ]; then has "$have" sqpoll; lacks "$have" defer_taskrun coop_taskrun; else lacks "$have" sqpoll; fi
    [ "$(json "$out/r-$mode.json" 'd["settings"]["poll_requested"]')" = "$([ $mode = io ] && echo iopoll || echo sqpoll+iopoll)" ] \
        || fail "poll_requested: $(json "$out/r-$mode.json" 'd["settings"]["poll_requested"]')"
    echo "--poll $mode reads on nullb0: io_uring_features $have"; cat "$out/table"
done

timeout 120 "$cli" run --target /dev/nullb0 --destructive /dev/nullb0 --poll io --test RND4K_Q32T1 --op write --duration 1 \
    --passes 1 --warmup 0 --interval 0 --no-library --json "$out/w.json" >/dev/null 2>"$out/err" \
    || fail "--poll io writes on nullb0: $(cat "$out/err")"
ran_ok "$out/w.json" "--poll io writes"
echo "--poll io writes on nullb0: $(json "$out/w.json" 'd["tests"][0]["ios"]') requests"

# A request the block layer would split (here larger than max_sectors_kb): refused before any
# I/O (on 6.1 a split polled request left the worker and io-wq spinning for ever).
limit=$(cat /sys/block/nullb0/queue/max_sectors_kb)
[ "$limit" -lt 1024 ] || fail "nullb0 takes $limit KiB requests whole: no split to provoke with SEQ1M"
timeout 120 "$cli" run --target /dev/nullb0 --poll io --test SEQ1M_Q8T1 --op read --duration 1 \
    --passes 1 --warmup 0 --interval 0 --no-library --json "$out/b.json" >/dev/null 2>"$out/err"
rc=$?
[ $rc = 1 ] || fail "--poll io with 1 MiB requests on nullb0 (max_sectors_kb $limit): exit $rc"
grep -q "are larger than nullb0 takes whole" "$out/err" || fail "--poll io, 1 MiB: $(cat "$out/err")"
echo "--poll io with 1 MiB requests refused: $(head -1 "$out/err")"

# A paced trace (v3 iolog with timestamps: waits between bursts are timed waits in the kernel,
# which IOPOLL turns into polling): completes, and moves the bytes the default engine moves.
{
    echo "fio version 3 iolog"
    echo "0 /dev/x add"; echo "0 /dev/x open"
    for i in $(seq 0 199); do echo "$((i * 2)) /dev/x read $((i * 65536)) 65536"; done
    echo "400 /dev/x close"
} >"$out/t.log"
counts() { json "$1" '" ".join(str(t[k]) for t in d["tests"] for k in ("ios", "bytes_read", "bytes_written", "completed"))'; }
for mode in io none; do
    timeout 120 timeout 120 "$cli" run --target /dev/nullb0 --poll $mode --trace "$out/t.log" --trace-mapping exact \
        --no-library --json "$out/t-$mode.json" >/dev/null 2>"$out/err" \
        || fail "paced trace with --poll $mode: $(cat "$out/err")"
done
ran_ok "$out/t-io.json" "paced trace with --poll io"
[ "$(counts "$out/t-io.json")" = "$(counts "$out/t-none.json")" ] \
    || fail "paced trace: --poll io moved $(counts "$out/t-io.json"), the default engine $(counts "$out/t-none.json")"
has "$(features "$out/t-io.json")" iopoll
echo "paced trace, --poll io and the default engine: ios bytes_read bytes_written completed = $(counts "$out/t-io.json")"

# No poll queues: refused before any I/O, naming the device and the fix.
timeout 120 "$cli" run --target /dev/sda --poll io --test RND4K_Q1T1 --duration 0.5 --passes 1 --warmup 0 --interval 0 \
    --no-library --json "$out/x.json" >/dev/null 2>"$out/err"
rc=$?
[ $rc = 1 ] || fail "--poll io on /dev/sda: exit $rc"
grep -q "io_poll" "$out/err" && grep -q "sda" "$out/err" && grep -q -- "--poll" "$out/err" \
    || fail "--poll io on /dev/sda: $(cat "$out/err")"
[ ! -e "$out/x.json" ] || [ "$(json "$out/x.json" 'len(d["tests"])')" = 0 ] || fail "--poll io on /dev/sda ran a test"
echo "--poll io on /dev/sda refused: $(head -1 "$out/err")"

# SQPOLL alone on the NVMe namespace (a device without poll queues takes it).
timeout 120 "$cli" run --target /dev/nvme0n1 --poll sq --test RND4K_Q32T1 --op read --duration 1 --passes 1 --warmup 0 \
    --interval 0 --no-library --json "$out/s.json" >/dev/null 2>"$out/err" || fail "--poll sq on nvme0n1: $(cat "$out/err")"
ran_ok "$out/s.json" "--poll sq reads on nvme0n1"
have=$(features "$out/s.json")
has "$have" sqpoll; lacks "$have" iopoll defer_taskrun coop_taskrun
echo "--poll sq reads on nvme0n1: io_uring_features $have"
rm -rf "$out"
