#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Run warnings provoked for real, part 2: a btrfs loop filesystem mounted compress=zstd gives
# btrfs_cow and btrfs_compression (no btrfs_cow in a chattr +C directory; btrfs_compression from
# the folder's property alone on a mount without compress); a FUSE filesystem (bindfs):
# no_odirect; a buffered run with a small test file: small_test_file; a test file that leaves
# under 10 % free: low_free_space.
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/../warnings-lib.sh"
# --- btrfs, compress=zstd: copy-on-write and compression.
step "btrfs"
modprobe btrfs 2>/dev/null
b=$(lose 256M btrfs)
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
step "bindfs"
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
step "low free space"
# test file (the engine keeps 64 MiB of headroom) leaves under a tenth of the filesystem.
avail=$(df -B1 --output=avail "$mnt/ext4" | tail -1)
fallocate -l $((avail - 110 * 1024 * 1024)) "$mnt/ext4/filler" || fail "fallocate"
"$cli" run --target "$mnt/ext4" --test SEQ1M_Q8T1 --size 32M "${quick[@]}" \
    --json "$out/s.json" >/dev/null 2>"$out/e" || fail "run on the small ext4: $(cat "$out/e")"
expect "$out/s.json" "$out/e" low_free_space
rm -f "$mnt/ext4/filler"
[ "$(has "$out/s.json" small_test_file)" = False ] || fail "small_test_file on a direct run"

echo "btrfs, FUSE, small test file and low free space warnings provoked"
