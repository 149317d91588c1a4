#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# On null_blk with a 10 ms completion time (irqmode=2: hrtimer; DRIVEBENCH_NULLBLK_MS), the seek
# stroke's and the access time's figures agree within 5 % with fio's QD1 random read on the same
# device in the same guest:
#   latency: the mean completion latency over the seven SEEK_*/SEQ_* tests (weighted by I/Os),
#            and ACCESS_READ's, against fio's mean lat_ns;
#   per op:  the seek stroke's ms per op (diskinfo's elapsed / ops) and ACCESS_READ's
#            "ms random access time" (1000 / IOPS), against fio's runtime per I/O.
# Emulated guest (TCG) on a shared host: three interleaved rounds, medians compared. The emulation
# adds ~0.5-1.5 ms to each tool's I/O; 10 ms dwarfs that (at 2 ms the tools differed by 5-26 %,
# at 10 ms by 0.5-1.9 %). The seek profile's 5796 I/Os make a round about a minute.
. "$(dirname "$0")/../lib.sh"
command -v fio >/dev/null || { echo "SKIP: no fio in the guest"; exit 77; }
delay_ms=${DRIVEBENCH_NULLBLK_MS:-10}
modprobe null_blk nr_devices=1 gb=1 queue_mode=2 irqmode=2 completion_nsec=$((delay_ms * 1000000)) \
    || { echo "SKIP: no null_blk"; exit 77; }
rows=()
for round in 1 2 3; do
    "$cli" run --target /dev/nullb0 --profile seek --interval 0 --no-library \
        --json "$out/s.json" >/dev/null 2>"$out/err" \
        || { echo "FAIL: seek: $(cat "$out/err")"; rmmod null_blk; exit 1; }
    "$cli" run --target /dev/nullb0 --profile access --duration 3 --warmup 0.5 --passes 1 \
        --interval 0 --no-library --json "$out/a.json" >/dev/null 2>"$out/err" \
        || { echo "FAIL: access: $(cat "$out/err")"; rmmod null_blk; exit 1; }
    fio --name=qd1 --filename=/dev/nullb0 --ioengine=io_uring --direct=1 --rw=randread --bs=4k \
        --iodepth=1 --time_based --runtime=3 --ramp_time=0.5 --output-format=json >"$out/f.json" 2>/dev/null \
        || { echo "FAIL: fio"; rmmod null_blk; exit 1; }
    rows+=("$(python3 - "$out" <<'PY'
import json, sys
d = sys.argv[1]
s = json.load(open(f"{d}/s.json"))
a = json.load(open(f"{d}/a.json"))["tests"][0]
f = json.load(open(f"{d}/f.json"))["jobs"][0]["read"]
seek = [t for t in s["tests"] if t["id"].startswith(("SEEK_", "SEQ_"))]
assert len(seek) == 7, [t["id"] for t in s["tests"]]
ios = sum(t["ios"] for t in seek)
seek_lat = sum(t["latency_us"]["mean"] * t["ios"] for t in seek) / ios
seek_op = sum(t["extra"]["elapsed_s"] for t in seek) * 1e6 / sum(t["extra"]["ops"] for t in seek)
print(seek_lat, seek_op, a["latency_us"]["mean"], a["extra"]["ms_random_access_time"] * 1000,
      f["lat_ns"]["mean"] / 1000, 1e6 / f["iops"])
PY
)") || { echo "FAIL: parsing the results"; rmmod null_blk; exit 1; }
done
rmmod null_blk
rm -rf "$out"
DELAY_MS=$delay_ms python3 - "${rows[@]}" <<'PY'
import os, statistics, sys
rows = [[float(v) for v in r.split()] for r in sys.argv[1:]]
col = lambda i: [r[i] for r in rows]
med = lambda i: statistics.median(col(i))
ok = True
for name, ours, theirs in (("seek stroke mean latency", 0, 4), ("seek stroke per op (diskinfo)", 1, 5),
                           ("access time mean latency", 2, 4), ("access time (1000/IOPS)", 3, 5)):
    a, b = med(ours), med(theirs)
    diff = (a - b) / b
    good = abs(diff) <= 0.05
    ok = ok and good
    print(f"{'ok  ' if good else 'BAD '} {name}: drivebench {a:.1f} us {[round(v, 1) for v in col(ours)]}, "
          f"fio {b:.1f} us {[round(v, 1) for v in col(theirs)]}, {diff:+.2%}")
sys.exit(0 if ok else 1)
PY
