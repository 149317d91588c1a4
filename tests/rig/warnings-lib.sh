# SPDX-License-Identifier: GPL-3.0-or-later
# Helpers of the run-warning rig scripts (guest/40-*, guest/41-*): sourced after lib.sh, never run.
#   quick   options of a short run; has JSON CODE: True/False; expect JSON STDERR CODE: the code is
#   in the result and printed on stderr; lose SIZE NAME: a loop device over a fresh image; inrig:
#   true in the rig guest (or where the device exists, for a try-out on a root host).
mnt=/mnt/warn
cleanup() {
    [ -n "${reader:-}" ] && kill "$reader" 2>/dev/null
    umount "$mnt/fuse" 2>/dev/null; umount "$mnt/btrfs" 2>/dev/null; umount "$mnt/ext4" 2>/dev/null
    cryptsetup close dbwarn 2>/dev/null
    for img in /tmp/warn-*.img; do
        for l in $(losetup -j "$img" 2>/dev/null | cut -d: -f1); do losetup -d "$l"; done
    done
    rm -f /tmp/warn-*.img
}
trap 'cleanup; rm -rf "$out"' EXIT
quick=(--no-library --duration 0.3 --passes 1 --warmup 0 --interval 0)
has() { json "$1" "any(w['code'] == '$2' for w in d.get('warnings', []))"; }
step() { echo "[$(date +%T)] $*"; } # progress with the time, for slow emulated runs
expect() { # expect JSON STDERR CODE
    [ "$(has "$1" "$3")" = True ] || fail "$3 not in the result: $(json "$1" 'd.get("warnings")')"
    grep -q "warning: $3:" "$2" || fail "$3 not printed on stderr: $(cat "$2")"
}
lose() { # a loop device over a fresh image of SIZE
    truncate -s "$1" "/tmp/warn-$2.img"
    losetup -f --show "/tmp/warn-$2.img" || fail "losetup"
}
mkdir -p "$mnt"/{btrfs,ext4,fuse,src}

# In the rig every part runs; on a host (root, for a try-out) the parts that need the rig's
# drives or device-mapper say so and are left out.
inrig() { [ "${RIG_GUEST:-}" = 1 ] || [ -b "$1" ] || [ -e "$1" ]; }

