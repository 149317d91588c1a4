#!/usr/bin/env bash
# The capacity check on device-mapper devices and on ext4 on the emulated NVMe:
#   - a 512 MiB dm-linear "fake" whose upper half maps onto its lower half (what counterfeit
#     drives do): kind fake, usable_bytes 256 MiB within 2 MiB, exit 3 (full and --quick);
#   - a genuine 256 MiB device: genuine, every byte verified, exit 0;
#   - a 4 MiB dm-error region inside a 64 MiB device: errors, the bad range located, exit 3;
#   - file mode on ext4 on /dev/nvme1n1 (about 200 MiB filled, --reserve): genuine, and the
#     free space and listing as before.
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

truncate -s 256M "$out/a.img" "$out/b.img"
la=$(losetup -f --show "$out/a.img") || fail losetup
loops="$la"
lb=$(losetup -f --show "$out/b.img") || fail losetup
loops="$la $lb"

# The fake: sectors 0..524287 on the loop device, 524288..1048575 onto the same ones again.
dmsetup create capfake --table "0 524288 linear $la 0
524288 524288 linear $la 0" || fail "dmsetup fake"
for quick in "" --quick; do
    "$cli" run --profile capacity $quick --target /dev/mapper/capfake --destructive /dev/mapper/capfake \
        --no-library --json "$out/f.json" >"$out/table" 2>"$out/err"
    rc=$?
    [ $rc = 3 ] || fail "fake${quick}: exit $rc: $(cat "$out/err" "$out/table")"
    [ "$(verdict "$out/f.json" "['kind']")" = fake ] || fail "fake${quick}: kind $(verdict "$out/f.json" "['kind']")"
    usable=$(verdict "$out/f.json" "['usable_bytes']")
    python3 -c "import sys; sys.exit(0 if abs($usable - 256*$mib) <= 2*$mib else 1)" \
        || fail "fake${quick}: usable_bytes $usable, not 256 MiB within 2 MiB"
    [ "$(verdict "$out/f.json" "['span_bytes']")" = $((512 * mib)) ] || fail "fake${quick}: span"
    [ "$(verdict "$out/f.json" "['bad_bytes']['wrapped'] > 0")" = True ] || fail "fake${quick}: no wrapped sectors"
    grep -q "Fake capacity: 256 MiB real of 512 MiB claimed" "$out/table" || fail "fake${quick}: summary: $(cat "$out/table")"
    echo "$(date +%T) fake${quick}: $(grep '^CAPACITY:' "$out/table" | head -1)"
done
dmsetup remove capfake

# Genuine: the whole 256 MiB verified.
"$cli" run --profile capacity --target "$lb" --destructive "$lb" --no-library --json "$out/g.json" \
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
"$cli" run --profile capacity --target /dev/mapper/capbad --destructive /dev/mapper/capbad \
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

# File mode on ext4 on the emulated NVMe: genuine, and nothing changed afterwards.
dev=/dev/nvme1n1
mkfs.ext4 -q -F $dev || fail mkfs
mkdir -p /mnt/cap && mount $dev /mnt/cap || fail mount
echo "the user's file" > /mnt/cap/user.txt && mkdir /mnt/cap/photos && echo jpeg > /mnt/cap/photos/a.jpg
sync
listing() { (cd /mnt/cap && find . | sort && find . -type f | sort | xargs sha1sum); }
before=$(listing)
free_before=$(df -B1 --output=avail /mnt/cap | tail -1)
reserve=$(( (free_before >> 20) - 200 ))M
"$cli" run --profile capacity --target /mnt/cap --reserve $reserve --no-library --json "$out/m.json" >"$out/table" 2>"$out/err"
rc=$?
sync
free_after=$(df -B1 --output=avail /mnt/cap | tail -1)
after=$(listing)
[ $rc = 0 ] || fail "file mode: exit $rc: $(cat "$out/err" "$out/table")"
[ "$(verdict "$out/m.json" "['kind']")" = genuine ] || fail "file mode: kind"
[ "$(verdict "$out/m.json" "['mode']")" = file ] || fail "file mode: mode"
[ "$(verdict "$out/m.json" "['verified_bytes'] == d['tests'][0]['extra']['verdict']['span_bytes'] > 150*2**20")" = True ] \
    || fail "file mode: verified $(verdict "$out/m.json" "['verified_bytes']")"
[ "$after" = "$before" ] || fail "file mode: the listing changed: $after"
[ "$free_after" = "$free_before" ] || fail "file mode: free space $free_before before, $free_after after"
echo "$(date +%T) file mode on ext4: $(grep '^CAPACITY:' "$out/table" | head -1); free space and listing as before"
cleanup
