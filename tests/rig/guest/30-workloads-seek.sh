#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The seek stroke (FreeBSD diskinfo -t) runs on the guest's raw NVMe and SATA devices: exit 0,
# every SEEK_*/SEQ_* test with diskinfo's I/O count (250, 250, 500, 400, 400, 2048, 2048) and
# the three transfer zones; the access-time read test runs there too (read-only on a device).
# Then the small-files profile on a real ext4 (the emulated NVMe): exact counts, nothing left.
. "$(dirname "$0")/../lib.sh"

for dev in /dev/nvme0n1 /dev/sda; do
    "$cli" run --target "$dev" --profile seek --interval 0 --no-library --json "$out/s.json" \
        >"$out/table" 2>"$out/err" || fail "seek on $dev: exit $?: $(cat "$out/err")"
    python3 - "$out/s.json" "$dev" <<'PY' || fail "seek on $dev: wrong tests"
import json, sys
d = json.load(open(sys.argv[1]))
want = {"SEEK_FULL": 250, "SEEK_HALF": 250, "SEEK_QUARTER": 500, "SEEK_SHORT_FWD": 400,
        "SEEK_SHORT_BACK": 400, "SEQ_OUTER": 2048, "SEQ_INNER": 2048}
got = {t["id"]: t for t in d["tests"]}
ok = d["completed"] and d["target"]["kind"] == "device"
for tid, n in want.items():
    t = got.get(tid)
    if not t or t["ios"] != n or t["op"] != "read" or not t["completed"] or t["extra"].get("ms_per_op", 0) <= 0:
        print(f"{sys.argv[2]}: {tid}: {t and (t['ios'], t['completed'], t['extra'])}")
        ok = False
for tid in ("XFER_OUTSIDE", "XFER_MIDDLE", "XFER_INSIDE"):
    t = got.get(tid)
    if not t or t["ios"] <= 0 or t["bandwidth_bytes_per_s"] <= 0:
        print(f"{sys.argv[2]}: {tid} missing or empty")
        ok = False
print(f"{sys.argv[2]}: " + ", ".join(f"{k} {got[k]['extra']['ms_per_op']:.3f} ms/op" for k in want if k in got))
sys.exit(0 if ok else 1)
PY
    "$cli" run --target "$dev" --profile access --duration 1 --warmup 0 --passes 1 --interval 0 \
        --no-library --json "$out/a.json" >/dev/null 2>"$out/err" \
        || fail "access on $dev: $(cat "$out/err")"
    [ "$(json "$out/a.json" '[t["id"] for t in d["tests"]]')" = "['ACCESS_READ']" ] \
        || fail "access on $dev: not just ACCESS_READ (writes need --destructive)"
    [ "$(json "$out/a.json" 'd["tests"][0]["extra"]["ms_random_access_time"] > 0')" = True ] \
        || fail "access on $dev: no access time"
    echo "$dev: seek stroke and access time ran"
done

# Small files on ext4 on the emulated NVMe: exact counts, the private directory gone.
dev=/dev/nvme1n1
mkfs.ext4 -q -F $dev || fail mkfs
mkdir -p /mnt/sf && mount $dev /mnt/sf || fail mount
"$cli" run --target /mnt/sf --profile smallfiles --files 2000 --file-size 0:4K --interval 0 \
    --no-library --json "$out/f.json" >"$out/table" 2>"$out/err"
rc=$?
left=$(ls -A /mnt/sf | grep -v lost+found)
umount /mnt/sf
[ $rc = 0 ] || fail "smallfiles on ext4: exit $rc: $(cat "$out/err")"
[ -z "$left" ] || fail "left behind on ext4: $left"
[ "$(json "$out/f.json" '[(t["id"], t["ios"]) for t in d["tests"]]')" = \
  "[('FILES_CREATE_SEQ', 2000), ('FILES_STAT_SEQ', 2000), ('FILES_DELETE_SEQ', 2000), ('FILES_CREATE_RND', 2000), ('FILES_STAT_RND', 2000), ('FILES_DELETE_RND', 2000)]" ] \
    || fail "smallfiles: $(json "$out/f.json" '[(t["id"], t["ios"]) for t in d["tests"]]')"
[ "$(json "$out/f.json" 'd["target"]["filesystem"]')" = ext4 ] || fail "filesystem not ext4"
echo "smallfiles on ext4: six tests of 2000 files, nothing left"; cat "$out/table"
rm -rf "$out"
