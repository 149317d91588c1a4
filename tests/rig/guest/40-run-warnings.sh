#!/usr/bin/env bash
# Each run warning provoked for real (core/runner/runchecks.h): the emulated NVMe drive reads
# SEQ1M far above its 2.5 GT/s x1 link (250 MB/s) and the AHCI disk above its 1.5 Gb/s link
# (150 MB/s): above_link_ceiling; a btrfs loop filesystem mounted compress=zstd: btrfs_cow and
# btrfs_compression (and neither btrfs_cow in a chattr +C directory, nor btrfs_compression from
# the folder's property alone when the mount has none); a FUSE filesystem (bindfs): no_odirect;
# dm-crypt (plain, on a loop device): dm_crypt; a second process reading the same loop device
# during the test: foreign_io, said with how much (and none without it); a buffered run with a
# small test file: small_test_file; a test file that leaves under 10 % free: low_free_space.
# Every warning is printed on stderr and kept in the JSON; none stops the run.
. "$(dirname "$0")/../lib.sh"
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
quick=(--no-library --duration 0.5 --passes 1 --warmup 0 --interval 0)
has() { json "$1" "any(w['code'] == '$2' for w in d.get('warnings', []))"; }
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

# --- Link ceilings on the emulated drives (raw reads, nothing written).
for dev in /dev/nvme0n1 /dev/sda; do
    inrig "$dev" || { echo "$dev: not here (host run), link ceiling left out"; continue; }
    "$cli" run --target "$dev" --test SEQ1M_Q8T1 "${quick[@]}" --duration 2 --json "$out/l.json" \
        >"$out/t" 2>"$out/e" || fail "SEQ1M read on $dev: $(cat "$out/e")"
    mbps=$(json "$out/l.json" 'round(d["tests"][0]["bandwidth_bytes_per_s"] / 1e6, 1)')
    expect "$out/l.json" "$out/e" above_link_ceiling
    [ "$(json "$out/l.json" '[w["test"] for w in d["warnings"] if w["code"] == "above_link_ceiling"][0]')" = SEQ1M_Q8T1 ] \
        || fail "$dev: above_link_ceiling names no test"
    grep -q "above link ceiling" "$out/t" || fail "$dev: the table does not mark the test: $(cat "$out/t")"
    echo "$dev: SEQ1M Q8T1 read $mbps MB/s: $(grep -o 'above_link_ceiling: .*' "$out/e" | head -1)"
done

# --- btrfs, compress=zstd: copy-on-write and compression.
modprobe btrfs 2>/dev/null
b=$(lose 400M btrfs)
mkfs.btrfs -q -f "$b" >/dev/null || fail "mkfs.btrfs"
mount -o compress=zstd "$b" "$mnt/btrfs" || fail "mount btrfs compress=zstd"
"$cli" run --target "$mnt/btrfs" --test RND4K_Q1T1 --op write --size 16M "${quick[@]}" \
    --json "$out/b.json" >/dev/null 2>"$out/e" || fail "write run on btrfs: $(cat "$out/e")"
expect "$out/b.json" "$out/e" btrfs_cow
expect "$out/b.json" "$out/e" btrfs_compression
[ "$(json "$out/b.json" 'd["completed"]')" = True ] || fail "the btrfs run did not complete"
grep -q "compress=zstd" "$out/e" || fail "btrfs_compression does not name the mount option"
echo "btrfs compress=zstd: $(grep -c 'warning: btrfs_' "$out/e") btrfs warnings, run completed"
# A no-CoW directory (what the window's button makes): no btrfs_cow.
mkdir "$mnt/btrfs/nocow" && chattr +C "$mnt/btrfs/nocow" || fail "chattr +C"
"$cli" run --target "$mnt/btrfs/nocow" --test RND4K_Q1T1 --op write --size 16M "${quick[@]}" \
    --json "$out/n.json" >/dev/null 2>"$out/e" || fail "write run in the no-CoW dir: $(cat "$out/e")"
[ "$(has "$out/n.json" btrfs_cow)" = False ] || fail "btrfs_cow in a chattr +C directory"
# The folder's compression property, on a mount without compress.
umount "$mnt/btrfs" && mount "$b" "$mnt/btrfs" || fail "remount btrfs"
mkdir "$mnt/btrfs/zdir" && btrfs property set "$mnt/btrfs/zdir" compression zstd || fail "btrfs property"
"$cli" run --target "$mnt/btrfs/zdir" --test SEQ1M_Q8T1 --size 16M "${quick[@]}" \
    --json "$out/p.json" >/dev/null 2>"$out/e" || fail "read run in the compressed dir: $(cat "$out/e")"
expect "$out/p.json" "$out/e" btrfs_compression
grep -q "compression property" "$out/e" || fail "btrfs_compression does not name the property"
"$cli" run --target "$mnt/btrfs/nocow" --test SEQ1M_Q8T1 --size 16M "${quick[@]}" \
    --json "$out/q.json" >/dev/null 2>"$out/e" || fail "read run without compression: $(cat "$out/e")"
[ "$(has "$out/q.json" btrfs_compression)" = False ] || fail "btrfs_compression without compression"
echo "btrfs property compression=zstd: flagged; plain mount, plain dir: not flagged"

# --- FUSE (bindfs over ext4): no_odirect.
e=$(lose 1G ext4)
mkfs.ext4 -q -F "$e" && mount "$e" "$mnt/ext4" || fail "ext4 on loop"
modprobe fuse 2>/dev/null
bindfs "$mnt/ext4" "$mnt/fuse" || fail "bindfs"
"$cli" run --target "$mnt/fuse" --test SEQ1M_Q8T1 --size 16M "${quick[@]}" --buffered \
    --json "$out/f.json" >/dev/null 2>"$out/e" || fail "run on bindfs: $(cat "$out/e")"
expect "$out/f.json" "$out/e" no_odirect
expect "$out/f.json" "$out/e" small_test_file
echo "bindfs: $(grep -o 'no_odirect: [^:]*' "$out/e" | head -1)"
umount "$mnt/fuse"

# --- low free space: the ext4 filled (fallocate: no data written) to 110 MiB free, then a 32 MiB
# test file (the engine keeps 64 MiB of headroom) leaves under a tenth of the filesystem.
avail=$(df -B1 --output=avail "$mnt/ext4" | tail -1)
fallocate -l $((avail - 110 * 1024 * 1024)) "$mnt/ext4/filler" || fail "fallocate"
"$cli" run --target "$mnt/ext4" --test SEQ1M_Q8T1 --size 32M "${quick[@]}" \
    --json "$out/s.json" >/dev/null 2>"$out/e" || fail "run on the small ext4: $(cat "$out/e")"
expect "$out/s.json" "$out/e" low_free_space
rm -f "$mnt/ext4/filler"
[ "$(has "$out/s.json" small_test_file)" = False ] || fail "small_test_file on a direct run"

# --- dm-crypt (plain, a throw-away key).
modprobe dm-crypt 2>/dev/null
if [ "${RIG_GUEST:-}" = 1 ] || dmsetup targets >/dev/null 2>&1; then
c=$(lose 64M crypt)
head -c 64 /dev/urandom > "$out/key"
cryptsetup open --type plain --cipher aes-xts-plain64 --key-size 512 --key-file "$out/key" "$c" dbwarn \
    || fail "cryptsetup open"
"$cli" run --target /dev/mapper/dbwarn --test SEQ1M_Q8T1 "${quick[@]}" \
    --json "$out/c.json" >/dev/null 2>"$out/e" || fail "read run on dm-crypt: $(cat "$out/e")"
expect "$out/c.json" "$out/e" dm_crypt
echo "dm-crypt: $(grep -o 'dm_crypt: [^:]*' "$out/e" | head -1)"
cryptsetup close dbwarn
else
    echo "dm-crypt: no device-mapper here (host run), left out"
fi

# --- foreign_io: another reader on the same loop device during the test.
f=$(lose 256M foreign)
dd if=/dev/urandom of="$f" bs=1M count=256 oflag=direct status=none
"$cli" run --target "$f" --test RND4K_Q1T1 "${quick[@]}" --duration 2 --json "$out/o0.json" \
    >/dev/null 2>"$out/e" || fail "quiet run on $f: $(cat "$out/e")"
[ "$(has "$out/o0.json" foreign_io)" = False ] || fail "foreign_io without another program: $(cat "$out/e")"
( while :; do dd if="$f" of=/dev/null bs=1M iflag=direct status=none; done ) &
reader=$!
sleep 0.5
"$cli" run --target "$f" --test RND4K_Q1T1 "${quick[@]}" --duration 3 --json "$out/o.json" \
    >/dev/null 2>"$out/e" || fail "run beside the reader: $(cat "$out/e")"
kill "$reader"; wait "$reader" 2>/dev/null; reader=
expect "$out/o.json" "$out/e" foreign_io
grep -q "read [0-9.]* MB" "$out/e" || fail "foreign_io does not say how much"
echo "foreign_io: $(grep -o 'foreign_io: .*' "$out/e" | cut -c1-160)"
echo "every warning provoked"
