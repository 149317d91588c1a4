#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The capacity check on a genuine device and on one with a dm-error region
# (31-workloads-capacity.sh: the fake; 33-workloads-capacity-file.sh: ext4 file mode):
#   - a genuine 256 MiB device: genuine, every byte verified, exit 0;
#   - a 4 MiB dm-error region inside a 64 MiB device: errors, the bad range located, exit 3;
# Sizes are small: the guest is emulated (TCG), every byte is written and read back.
. "$(dirname "$0")/../lib.sh"
cleanup() {
    for d in capfake capbad; do dmsetup remove $d 2>/dev/null; done
    mountpoint -q /mnt/cap && umount /mnt/cap
    for l in ${loops:-}; do losetup -d "$l" 2>/dev/null; done
    rm -rf "$out"
}
loops=""
mib=$((1 << 20))
verdict() { json "$1" "d['tests'][0]['extra']['verdict']$2"; }

truncate -s 256M "$out/b.img"
lb=$(losetup -f --show "$out/b.img") || fail losetup
loops="$lb"

# Genuine: the whole 256 MiB verified.
timeout -s INT 280 "$cli" run --profile capacity --target "$lb" --destructive "$lb" --no-library --json "$out/g.json" \
    >"$out/table" 2>"$out/err"
rc=$?
[ $rc = 0 ] || fail "genuine: exit $rc: $(cat "$out/err" "$out/table")"
[ "$(verdict "$out/g.json" "['kind']")" = genuine ] || fail "genuine: kind"
for k in verified_bytes usable_bytes good_bytes span_bytes; do
    [ "$(verdict "$out/g.json" "['$k']")" = $((256 * mib)) ] || fail "genuine: $k $(verdict "$out/g.json" "['$k']")"
done
[ "$(verdict "$out/g.json" "['read_back']")" = direct ] || fail "genuine: not read back with O_DIRECT"
echo "$(date +%T) genuine: $(grep '^CAPACITY:' "$out/table" | head -1)"

# Errors: 4 MiB of dm-error at 32 MiB inside a 64 MiB device.
dmsetup create capbad --table "0 65536 linear $lb 0
65536 8192 error
73728 57344 linear $lb 73728" || fail "dmsetup error"
timeout -s INT 280 "$cli" run --profile capacity --target /dev/mapper/capbad --destructive /dev/mapper/capbad \
    --no-library --json "$out/e.json" >"$out/table" 2>"$out/err"
rc=$?
[ $rc = 3 ] || fail "errors: exit $rc: $(cat "$out/err" "$out/table")"
[ "$(verdict "$out/e.json" "['kind']")" = errors ] || fail "errors: kind $(verdict "$out/e.json" "['kind']")"
[ "$(verdict "$out/e.json" "['first_bad_offset_bytes']")" = $((32 * mib)) ] || fail "errors: first bad offset"
[ "$(verdict "$out/e.json" "['bad_ranges']")" = "[{'kind': 'unreadable', 'length_bytes': $((4 * mib)), 'offset_bytes': $((32 * mib))}]" ] \
    || fail "errors: bad ranges $(verdict "$out/e.json" "['bad_ranges']")"
[ "$(verdict "$out/e.json" "['usable_bytes']")" = $((60 * mib)) ] || fail "errors: usable"
echo "$(date +%T) errors: $(grep '^CAPACITY:' "$out/table" | head -2 | tr '\n' ' ')"
dmsetup remove capbad

cleanup
