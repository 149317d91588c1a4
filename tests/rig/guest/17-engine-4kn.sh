#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# A 4Kn drive (4096-byte logical blocks; scsi_debug sector_size=4096, a real sd device): raw read
# tests run aligned to 4096 (BLKSSZGET); on ext4 on it, file tests align to 4096 (statx DIOALIGN,
# or sysfs on kernels without it) and their writes succeed; a sweep's sizes below 4096 are refused
# (skipped, with a note naming the logical block), while its other sizes still run.
. "$(dirname "$0")/../lib.sh"
cleanup() { umount /mnt/k 2>/dev/null; rmmod scsi_debug 2>/dev/null; }

modprobe scsi_debug dev_size_mb=256 sector_size=4096 physblk_exp=0 || { echo "SKIP: no scsi_debug"; exit 77; }
dev=
for _ in $(seq 50); do
    for b in /sys/bus/pseudo/drivers/scsi_debug/adapter*/host*/target*/*/block/*; do
        [ -e "$b" ] && dev=/dev/$(basename "$b")
    done
    [ -n "$dev" ] && [ -b "$dev" ] && break
    sleep 0.1
done
[ -b "$dev" ] || fail "scsi_debug made no block device"
[ "$(blockdev --getss "$dev")" = 4096 ] || fail "$dev: logical block $(blockdev --getss "$dev"), not 4096"
echo "$dev: 4Kn, $(blockdev --getsize64 "$dev") bytes"

# Raw reads.
"$cli" run --target "$dev" --test RND4K_Q32T1 --test SEQ1M_Q8T1 --duration 0.5 --passes 1 \
    --warmup 0 --interval 0 --no-library --json "$out/r.json" >/dev/null 2>"$out/err" \
    || fail "raw reads on $dev: $(cat "$out/err")"
[ "$(json "$out/r.json" 'int(d["settings"]["alignment_bytes"])')" = 4096 ] || fail "raw: alignment not 4096"
[ "$(json "$out/r.json" 'd["settings"]["alignment_source"]')" = BLKSSZGET ] || fail "raw: alignment source"
[ "$(json "$out/r.json" 'd["settings"]["submission"]')" = per_request ] || fail "raw: submission not per_request"
[ "$(json "$out/r.json" 'all(t["ios"] > 0 and not t["errors"] for t in d["tests"])')" = True ] \
    || fail "raw: a test did no I/O or had errors"
echo "raw reads: aligned to 4096 (BLKSSZGET), per-request submission"

# ext4 on the 4Kn drive: file tests, reads and writes.
mkfs.ext4 -q -F -b 4096 "$dev" || fail mkfs
mkdir -p /mnt/k && mount "$dev" /mnt/k || fail mount
"$cli" run --target /mnt/k --test RND4K_Q1T1 --test SEQ1M_Q8T1 --op write --size 64M --duration 0.5 \
    --passes 1 --warmup 0 --interval 0 --no-library --json "$out/f.json" >/dev/null 2>"$out/err" \
    || fail "file writes on 4Kn ext4: $(cat "$out/err")"
align=$(json "$out/f.json" 'int(d["settings"]["alignment_bytes"])')
src=$(json "$out/f.json" 'd["settings"]["alignment_source"]')
[ "$align" = 4096 ] || fail "ext4 on 4Kn: alignment $align ($src), not 4096"
case $src in statx|sysfs) ;; *) fail "ext4 on 4Kn: alignment source $src" ;; esac
[ "$(json "$out/f.json" 'all(t["write_ios"] > 0 and not t["errors"] for t in d["tests"])')" = True ] \
    || fail "ext4: a write test did no I/O or had errors"
echo "ext4 on 4Kn: file writes aligned to 4096 ($src)"

# A sweep from 512 B: sizes under the logical block are refused by name, the rest run.
"$cli" run --target /mnt/k --profile sweep --size 16M --no-library --json "$out/s.json" \
    >/dev/null 2>"$out/err"
rc=$?
left=$(ls -A /mnt/k | grep -v lost+found)
umount /mnt/k
[ -z "$left" ] || fail "left behind on ext4: $left"
[ -s "$out/s.json" ] || fail "sweep wrote no result (exit $rc): $(cat "$out/err")"
python3 - "$out/s.json" <<'PY' || fail "sweep on 4Kn"
import json, sys
d = json.load(open(sys.argv[1]))
tests = d["tests"]
small = [t for t in tests if t["block_size"] < 4096]
big = [t for t in tests if 4096 <= t["block_size"] <= 16 << 20]
assert small, "the sweep has no size under 4096"
assert all(t["ios"] == 0 and t["skipped"] and not t["errors"] for t in small), "a size under 4096 ran or failed"
notes = " ".join(" ".join(t.get("notes", [])) for t in small)
assert "4096-byte logical block" in notes, "the skip does not name the 4096-byte logical block: " + notes[:300]
assert d["completed"] and not d["errors"], d["errors"]
assert big and all(t["ios"] > 0 for t in big), "sizes from 4096 to the file's 16 MiB did not run"
print(f"sweep: {len(small)} sizes under 4096 skipped (noted), {len(big)} sizes ran")
PY
rmmod scsi_debug
rm -rf "$out"
