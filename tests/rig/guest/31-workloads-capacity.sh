#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The capacity check on a device-mapper fake: a 512 MiB dm-linear device whose upper half maps
# onto its lower half (what counterfeit drives do): kind fake, usable_bytes 256 MiB within 2 MiB,
# exit 3, in the full check and with --quick.
# (32-workloads-capacity.sh: genuine, dm-error and ext4 file mode.)
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

truncate -s 256M "$out/a.img"
la=$(losetup -f --show "$out/a.img") || fail losetup
loops="$la"

# The fake: sectors 0..524287 on the loop device, 524288..1048575 onto the same ones again.
dmsetup create capfake --table "0 524288 linear $la 0
524288 524288 linear $la 0" || fail "dmsetup fake"
for quick in "" --quick; do
    echo "$(date +%T) start fake${quick}"
    timeout -s INT 280 "$cli" run --profile capacity $quick --target /dev/mapper/capfake --destructive /dev/mapper/capfake \
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

cleanup
