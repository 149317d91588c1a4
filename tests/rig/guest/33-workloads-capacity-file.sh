#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The capacity check in file mode on ext4 on the emulated NVMe (32: devices):
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
timeout -s INT 280 "$cli" run --profile capacity --target /mnt/cap --reserve $reserve --no-library --json "$out/m.json" >"$out/table" 2>"$out/err"
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
