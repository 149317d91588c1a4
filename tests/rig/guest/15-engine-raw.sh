#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Raw NVMe and SATA read tests through io_uring; write tests on a device refused without
# --destructive (and on a mounted one even with it), the device's bytes unchanged; a directory
# on a real ext4 gets its test file removed.
. "$(dirname "$0")/../lib.sh"

for dev in /dev/nvme0n1 /dev/sda; do
    "$cli" run --target "$dev" --test RND4K_Q32T1 --test SEQ1M_Q8T1 --duration 1 --passes 1 \
        --warmup 0 --interval 0 --json "$out/r.json" >"$out/table" 2>"$out/err" \
        || fail "read tests on $dev: $(cat "$out/err")"
    [ "$(json "$out/r.json" 'd["engine"]')" = io_uring ] || fail "$dev: engine is not io_uring"
    [ "$(json "$out/r.json" 'd["target"]["kind"]')" = device ] || fail "$dev: kind"
    [ "$(json "$out/r.json" 'len(d["tests"])')" = 2 ] || fail "$dev: not 2 read tests"
    [ "$(json "$out/r.json" 'all(t["op"] == "read" and t["ios"] > 0 for t in d["tests"])')" = True ] \
        || fail "$dev: tests did no reads"
    echo "$dev: read tests ran through io_uring"; cat "$out/table"
done

# The ring's setup flags and registrations, probed: the guest's 6.1 kernel takes deferred task run
# and a registered ring fd; refused (as by an older kernel), the engine falls back to cooperative
# task run and the plain fd and reads as before. The result lists what ran.
features() { json "$1" '",".join(d["settings"]["io_uring_features"])'; }
have=$(features "$out/r.json")
for f in single_issuer defer_taskrun registered_ring_fd registered_file fixed_buffers; do
    [[ ",$have," == *",$f,"* ]] || fail "io_uring_features on $(uname -r) lacks $f: $have"
done
DRIVEBENCH_URING_REFUSE=single_issuer,defer_taskrun,registered_ring_fd "$cli" run --target /dev/nvme0n1 \
    --test SEQ1M_Q8T1 --duration 1 --passes 1 --warmup 0 --interval 0 --json "$out/fb.json" \
    >/dev/null 2>"$out/err" || fail "read test with features refused: $(cat "$out/err")"
[ "$(features "$out/fb.json")" = coop_taskrun,registered_file,fixed_buffers ] \
    || fail "features with deferred task run and the ring fd refused: $(features "$out/fb.json")"
[ "$(json "$out/fb.json" 'd["tests"][0]["ios"] > 0 and d["tests"][0]["completed"]')" = True ] \
    || fail "the fallback ring read nothing"
echo "io_uring features: $have; refused: $(features "$out/fb.json"), reads as before"

# Writes: refused without --destructive, and the bytes stay as they were.
dev=/dev/nvme1n1
dd if=/dev/urandom of=$dev bs=1M count=8 oflag=direct status=none
before=$(dd if=$dev bs=1M count=8 iflag=direct status=none | sha256sum)
"$cli" run --target $dev --test RND4K_Q1T1 --op write --duration 1 --passes 1 --warmup 0 \
    2>"$out/err" >/dev/null
rc=$?
[ $rc = 1 ] || fail "write without --destructive: exit $rc"
grep -q -- "--destructive" "$out/err" || fail "no hint to --destructive: $(cat "$out/err")"
[ "$(dd if=$dev bs=1M count=8 iflag=direct status=none | sha256sum)" = "$before" ] \
    || fail "device changed after a refused write"
echo "write without --destructive refused, checksum kept"

# A mounted device: refused even with --destructive; a directory on it works, file removed.
mkfs.ext4 -q -F $dev || fail mkfs
mkdir -p /mnt/e && mount $dev /mnt/e || fail mount
"$cli" run --target $dev --destructive $dev --test RND4K_Q1T1 --op write --duration 1 \
    --passes 1 --warmup 0 2>"$out/err" >/dev/null
rc=$?
[ $rc = 1 ] || { umount /mnt/e; fail "write to a mounted device: exit $rc"; }
echo "write to mounted $dev refused: $(head -1 "$out/err")"
"$cli" run --target /mnt/e --test RND4K_Q1T1 --test SEQ1M_Q8T1 --size 32M --duration 0.5 \
    --passes 1 --warmup 0 --interval 0 --json "$out/f.json" >/dev/null 2>"$out/err" \
    || { umount /mnt/e; fail "file tests on ext4: $(cat "$out/err")"; }
left=$(ls -A /mnt/e | grep -v lost+found)
umount /mnt/e
[ -z "$left" ] || fail "left behind on ext4: $left"
[ "$(json "$out/f.json" 'd["target"]["filesystem"]')" = ext4 ] || fail "filesystem not ext4"
echo "ext4 directory: 4 tests, test file removed"
rm -rf "$out"
