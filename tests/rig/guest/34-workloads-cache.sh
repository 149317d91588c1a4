#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The SLC cache test (profile cache) on a device whose write speed drops after a known amount: a
# dm table over null_blk (which stores nothing, so its speed is the emulation's) whose first
# 12288 MiB map straight through and whose last 512 MiB go through dm-delay (500 ms per bio: at
# QD32 of 1 MiB requests about 64 MB/s, far below the straight part). A sequential write from the
# start meets the "cache" end at exactly 12288 MiB: size_bytes must be that within the reported
# uncertainty (one second at the in-cache rate), the rate after it far lower; each recovery burst
# after an idle pause writes from the start again and meets the same cliff: 12288 MiB came back.
# Then a second drop (a floor): 8192 MiB straight, 512 MiB at 200 ms per bio, 128 MiB at 1000 ms.
# The straight parts are large (null_blk stores nothing; the guest moves about 3 GB/s through it)
# so that the "cache" lasts seconds and the cliff falls inside the curve, not on its first bin.
# Rates are not asserted (emulated, TCG): only where the drops are, which the table decides.
. "$(dirname "$0")/../lib.sh"
cleanup() {
    for d in dbcache dbfloor; do dmsetup remove $d 2>/dev/null; done
    rmmod null_blk 2>/dev/null
    rm -rf "$out"
}
mib=$((1 << 20))
sec=2048 # 512-byte sectors per MiB
modprobe null_blk nr_devices=1 gb=16 || fail "modprobe null_blk"
udevadm settle 2>/dev/null
[ -b /dev/nullb0 ] || fail "no /dev/nullb0"

dmsetup create dbcache --table "0 $((12288 * sec)) linear /dev/nullb0 0
$((12288 * sec)) $((512 * sec)) delay /dev/nullb0 $((12288 * sec)) 500" || fail "dmsetup cache table"
echo "$(date +%T) start cache"
timeout -s INT 400 "$cli" run --profile cache --target /dev/mapper/dbcache --destructive /dev/mapper/dbcache \
    --cache-idle 1,2 --interval 0 --no-library --json "$out/c.json" >"$out/table" 2>"$out/err"
rc=$?
[ $rc = 0 ] || fail "cache: exit $rc: $(cat "$out/err" "$out/table")"
cache() { json "$out/c.json" "[t for t in d['tests'] if t['id'] == 'CACHE_WRITE'][0]['extra']['cache']$1"; }
size=$(cache "['size_bytes']")
unc=$(cache "['size_uncertainty_bytes']")
[ "$size" != None ] || fail "cache: no cliff found: $(cache '')"
python3 -c "import sys; sys.exit(0 if abs($size - 12288*$mib) <= $unc + 32*$mib else 1)" \
    || fail "cache: size_bytes $size, not 12288 MiB within $unc + 32 MiB"
first="[t for t in d['tests'] if t['id'] == 'CACHE_WRITE'][0]['extra']['cache']"
[ "$(json "$out/c.json" "(lambda c: c['after_cache_bytes_per_s'] < 0.75 * c['in_cache_bytes_per_s'])($first)")" = True ] \
    || fail "cache: the rate after the cliff is not below the rate in it: $(cache '')"
[ "$(cache "['span_bytes']")" = $((12800 * mib)) ] || fail "cache: span_bytes $(cache "['span_bytes']")"
[ "$(cache "['floor_bytes_per_s']")" = None ] || fail "cache: a floor where the table has none: $(cache '')"
[ "$(cache "[\"recovery\"].__len__()")" = 2 ] || fail "cache: recovery has not 2 bursts: $(cache '')"
for i in 0 1; do
    r=$(cache "['recovery'][$i]['size_bytes']")
    python3 -c "import sys; sys.exit(0 if abs($r - 12288*$mib) <= $unc + 32*$mib else 1)" \
        || fail "cache: burst $i recovered $r bytes, not 12288 MiB: $(cache "['recovery']")"
done
[ "$(cache "['recovery'][0]['idle_s']")" = 1.0 ] || [ "$(cache "['recovery'][0]['idle_s']")" = 1 ] \
    || fail "cache: idle_s $(cache "['recovery'][0]['idle_s']")"
grep -Eq "^CACHE_WRITE: cache [0-9.]+ GB \(\+/- [0-9.]+ GB\): [0-9]+ MB/s in it, [0-9]+ MB/s after it; came back: after 1 s idle [0-9.]+ GB, after 2 s idle [0-9.]+ GB" "$out/table" || fail "cache: summary line: $(grep CACHE_WRITE: "$out/table")"
echo "$(date +%T) cache: $(grep '^CACHE_WRITE:' "$out/table")"
# Kept in the build tree (shared with the host) for the window's pictures of a real cliff.
mkdir -p "$DRIVEBENCH_BIN/../rig-artifacts" && cp "$out/c.json" "$DRIVEBENCH_BIN/../rig-artifacts/34-cache.json"
dmsetup remove dbcache

dmsetup create dbfloor --table "0 $((8192 * sec)) linear /dev/nullb0 0
$((8192 * sec)) $((512 * sec)) delay /dev/nullb0 $((8192 * sec)) 200
$((8704 * sec)) $((128 * sec)) delay /dev/nullb0 $((8704 * sec)) 1000" || fail "dmsetup floor table"
echo "$(date +%T) start floor"
timeout -s INT 400 "$cli" run --profile cache --target /dev/mapper/dbfloor --destructive /dev/mapper/dbfloor \
    --cache-idle 0 --interval 0 --no-library --json "$out/f.json" >"$out/table" 2>"$out/err"
rc=$?
[ $rc = 0 ] || fail "floor: exit $rc: $(cat "$out/err" "$out/table")"
fl() { json "$out/f.json" "d['tests'][0]['extra']['cache']$1"; }
[ "$(json "$out/f.json" "len(d['tests'])")" = 1 ] || fail "floor: --cache-idle 0 still ran bursts"
size=$(fl "['size_bytes']"); unc=$(fl "['size_uncertainty_bytes']")
python3 -c "import sys; sys.exit(0 if abs($size - 8192*$mib) <= $unc + 32*$mib else 1)" \
    || fail "floor: size_bytes $size, not 8192 MiB: $(fl '')"
at=$(fl "['floor_after_bytes']")
[ "$at" != None ] || fail "floor: no floor found: $(fl '')"
python3 -c "import sys; sys.exit(0 if abs($at - 8704*$mib) <= 2*$unc + 32*$mib else 1)" \
    || fail "floor: floor_after_bytes $at, not 8704 MiB: $(fl '')"
echo "$(date +%T) floor: $(grep '^CACHE_WRITE:' "$out/table")"
dmsetup remove dbfloor
cleanup
