#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# drivebench-cli run --nocow on a btrfs loop filesystem (root, loop device, btrfs):
#   - a write test in the target directory raises btrfs_cow, on stderr and in the result, and
#     leaves the filesystem as it was (DriveBench changes nothing by itself);
#   - with --nocow the test runs in a new chattr +C directory inside the target: no btrfs_cow,
#     the run completes, the directory is gone afterwards and the user's files are untouched;
#   - --nocow on a file target, or on a filesystem without no-CoW (ext4), is refused with the
#     cause, nothing left behind.
# usage: nocow-cli.sh BIN_DIR
set -u
cli="$1/drivebench-cli"
[ "$(id -u)" = 0 ] || { echo "SKIP: needs root (losetup, mount)"; exit 77; }
command -v mkfs.btrfs >/dev/null || { echo "FAIL: mkfs.btrfs is missing (packaging/install-deps.sh installs btrfs-progs)"; exit 1; }
work=$(mktemp -d)
loops=() mnt="$work/mnt" ext="$work/ext"
cleanup() {
    mountpoint -q "$mnt" && umount "$mnt"
    mountpoint -q "$ext" && umount "$ext"
    for l in "${loops[@]}"; do losetup -d "$l"; done
    rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "FAIL: $*"; exit 1; }
json() { python3 -c "import json,sys; d=json.load(open('$1')); print(eval(sys.argv[1]))" "$2"; }
has() { json "$1" "any(w['code'] == '$2' for w in d.get('warnings', []))"; }
quick=(--no-library --test RND4K_Q1T1 --op write --size 16M --duration 0.3 --passes 1 --warmup 0 --interval 0)

modprobe btrfs 2>/dev/null
truncate -s 256M "$work/b.img"
l=$(losetup -f --show "$work/b.img" 2>/dev/null) || { echo "SKIP: losetup cannot attach a loop device here"; exit 77; }
loops+=("$l")
mkfs.btrfs -q -f "$l" >/dev/null || fail "mkfs.btrfs"
mkdir -p "$mnt" && mount "$l" "$mnt" || fail "mount btrfs (is the btrfs module there?)"
echo "the user's data" >"$mnt/user.txt"
mkdir "$mnt/drivebench-nocow-lookalike" && echo keep >"$mnt/drivebench-nocow-lookalike/x"
listing() { (cd "$mnt" && find . | sort; sha1sum user.txt drivebench-nocow-lookalike/x); }
before=$(listing)

"$cli" run --target "$mnt" "${quick[@]}" --json "$work/cow.json" >/dev/null 2>"$work/e" || fail "plain run: $(cat "$work/e")"
[ "$(has "$work/cow.json" btrfs_cow)" = True ] || fail "no btrfs_cow on a CoW directory: $(cat "$work/e")"
grep -q "warning: btrfs_cow:.*--nocow" "$work/e" || fail "btrfs_cow does not offer --nocow: $(cat "$work/e")"
[ "$(listing)" = "$before" ] || fail "a plain run changed the filesystem"
echo "ok   plain run: btrfs_cow raised and the offer named, nothing changed"

"$cli" run --target "$mnt" --nocow "${quick[@]}" --json "$work/nocow.json" >/dev/null 2>"$work/e" || fail "--nocow run: $(cat "$work/e")"
grep -q "testing in the no-CoW directory $mnt/drivebench-nocow-" "$work/e" || fail "--nocow did not say where: $(cat "$work/e")"
[ "$(has "$work/nocow.json" btrfs_cow)" = False ] || fail "btrfs_cow with --nocow: $(json "$work/nocow.json" 'd["warnings"]')"
[ "$(json "$work/nocow.json" 'd["completed"] and d["tests"][0]["ios"] > 0')" = True ] || fail "the --nocow run measured nothing"
[ "$(listing)" = "$before" ] || fail "--nocow left something or touched the user's files: $(cd "$mnt" && find . | sort)"
echo "ok   --nocow: $(grep -o "no-CoW directory [^ ]*" "$work/e"), no btrfs_cow, $(json "$work/nocow.json" 'round(d["tests"][0]["iops"])') IOPS, removed after"

msg=$("$cli" run --target "$mnt/user.txt" --nocow "${quick[@]}" 2>&1); rc=$?
[ $rc = 2 ] && grep -q "not a directory" <<<"$msg" || fail "--nocow on a file: rc=$rc $msg"
truncate -s 160M "$work/e.img"
l=$(losetup -f --show "$work/e.img") || fail losetup
loops+=("$l")
mkfs.ext4 -q -F "$l" && mkdir -p "$ext" && mount "$l" "$ext" || fail "ext4"
msg=$("$cli" run --target "$ext" --nocow "${quick[@]}" 2>&1); rc=$?
[ $rc = 1 ] && grep -q "chattr +C" <<<"$msg" || fail "--nocow on ext4: rc=$rc $msg"
[ -z "$(find "$ext" -name 'drivebench-nocow-*')" ] || fail "a refused --nocow left its directory"
[ "$(listing)" = "$before" ] || fail "the btrfs filesystem changed"
echo "ok   refused: a file target (usage) and ext4 ($msg)"
