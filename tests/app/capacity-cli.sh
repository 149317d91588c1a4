#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# drivebench-cli run --profile capacity in a small loop filesystem (ext4 on a loop device):
#   - genuine, every byte verified, free space and listing as before, JSON always written;
#   - SIGINT during the fill and during the verify: exit 1, the partial verdict kept, nothing left;
#   - SIGKILL during the fill and during the verify: our folder stays, the next start removes it,
#     while a look-alike folder of the user's and the user's files are untouched;
#   - bad input refused with the cause and the fix: not a directory or device, a full filesystem,
#     a read-only mount, a mounted device, a device not named with --destructive.
# Needs root and a loop device (the host as root, the rig guest); exits 77 (skip) without them.
# usage: capacity-cli.sh BIN_DIR
set -u
cli="$1/drivebench-cli"
[ "$(id -u)" = 0 ] || { echo "SKIP: needs root (losetup, mount)"; exit 77; }
work=$(mktemp -d)
loop="" mnt="$work/mnt"
cleanup() {
    mountpoint -q "$mnt" && umount "$mnt"
    [ -n "$loop" ] && losetup -d "$loop"
    rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "FAIL: $*"; exit 1; }
json() { python3 -c "import json,sys; d=json.load(open('$1')); print(eval(sys.argv[1]))" "$2"; }

# 768 MiB: the verify of ~750 MiB at a few GB/s lasts long enough (a few hundred ms) to be seen
# reliably by the 10 ms poll below (192 MiB was over in ~50 ms and was missed about half the time).
truncate -s 768M "$work/fs.img"
loop=$(losetup -f --show "$work/fs.img" 2>/dev/null) || { echo "SKIP: losetup cannot attach a loop device here"; exit 77; }
mkfs.ext4 -q -F "$loop" || fail "mkfs.ext4"
mkdir -p "$mnt" && mount "$loop" "$mnt" || fail mount
# The user's things: a file, and a folder whose name looks like ours but holds no marker.
echo "the user's data" > "$mnt/user.txt"
mkdir "$mnt/drivebench-capacity-lookalike" && echo keep > "$mnt/drivebench-capacity-lookalike/x"
listing() { (cd "$mnt" && find . -path ./lost+found -prune -o -print | sort | xargs sha1sum 2>/dev/null; find . | sort); }
before=$(listing)
free_before=$(df -B1 --output=avail "$mnt" | tail -1)
base=(run --profile capacity --target "$mnt" --no-library)

# Genuine: everything verified, then everything removed.
"$cli" "${base[@]}" --json "$work/g.json" >"$work/out" 2>&1; rc=$?
[ $rc = 0 ] || fail "genuine run exited $rc: $(cat "$work/out")"
[ "$(json "$work/g.json" 'd["tests"][0]["extra"]["verdict"]["kind"]')" = genuine ] || fail "not genuine"
[ "$(json "$work/g.json" 'int(d["tests"][0]["extra"]["verdict"]["verified_bytes"] == d["tests"][0]["extra"]["verdict"]["span_bytes"] > 600*2**20)')" = 1 ] \
    || fail "not every byte verified: $(json "$work/g.json" 'd["tests"][0]["extra"]["verdict"]["verified_bytes"]')"
grep -q "CAPACITY: Genuine: all" "$work/out" || fail "no summary line: $(cat "$work/out")"
[ "$(listing)" = "$before" ] || fail "the listing changed after a genuine run"
free_after=$(df -B1 --output=avail "$mnt" | tail -1)
[ "$free_after" = "$free_before" ] || fail "free space $free_before before, $free_after after"
echo "genuine: $(grep 'CAPACITY:' "$work/out" | head -1)"

# Waits until the run has written (phase fill) or read back (phase verify) 32 MiB, from
# /proc/PID/io: wchar grows during the fill, rchar during the verify.
wait_phase() {
    local pid=$1 phase=$2 i
    for i in $(seq 1 3000); do
        [ -r "/proc/$pid/io" ] || return 1
        local w=0 r=0 key val
        while read -r key val; do # builtins only: a poll costs microseconds, not a fork
            case $key in rchar:) r=$val ;; wchar:) w=$val ;; esac
        done <"/proc/$pid/io" 2>/dev/null
        if [ "$phase" = fill ] && [ "$w" -gt $((32 << 20)) ] && [ "$r" -lt $((8 << 20)) ]; then return 0; fi
        if [ "$phase" = verify ] && [ "$r" -gt $((32 << 20)) ]; then return 0; fi
        sleep 0.01
    done
    return 1
}
ours() { find "$mnt" -maxdepth 1 -name 'drivebench-capacity-*' ! -name 'drivebench-capacity-lookalike' | wc -l; }

for phase in fill verify; do
    # Cancel (SIGINT): partial, kept, nothing left.
    "$cli" "${base[@]}" --json "$work/c.json" >"$work/out" 2>&1 &
    pid=$!
    wait_phase $pid $phase || { kill -9 $pid; fail "cancel: the run never reached the $phase"; }
    kill -INT $pid
    wait $pid; rc=$?
    [ $rc = 1 ] || fail "cancel during the $phase exited $rc: $(cat "$work/out")"
    [ "$(json "$work/c.json" 'd["tests"][0]["extra"]["verdict"]["complete"]')" = False ] || fail "cancel: no partial verdict"
    [ "$(ours)" = 0 ] || fail "cancel during the $phase left a folder"
    [ "$(listing)" = "$before" ] || fail "cancel during the $phase changed the user's files"
    echo "cancel during the $phase: $(json "$work/c.json" 'd["tests"][0]["extra"]["verdict"]["text"]')"

    # SIGKILL: the folder stays; the next start removes it, and only it.
    "$cli" "${base[@]}" >"$work/out" 2>&1 &
    pid=$!
    wait_phase $pid $phase || { kill -9 $pid; fail "kill: the run never reached the $phase"; }
    kill -KILL $pid
    wait $pid 2>/dev/null
    [ "$(ours)" = 1 ] || fail "after SIGKILL during the $phase: $(ours) folders of ours, expected the one left"
    "$cli" "${base[@]}" --quick --json "$work/k.json" >"$work/out" 2>&1; rc=$?
    [ $rc = 0 ] || fail "the run after SIGKILL exited $rc: $(cat "$work/out")"
    [ "$(json "$work/k.json" 'd["tests"][0]["extra"]["leftovers_removed"]')" = 1 ] || fail "the leftover was not removed"
    [ "$(ours)" = 0 ] || fail "a folder of ours is left after the next start"
    [ "$(listing)" = "$before" ] || fail "the next start after SIGKILL touched the user's files"
    echo "SIGKILL during the $phase: the next start removed the leftover, the look-alike stayed"
done

# Bad input, each refused naming the cause and the fix.
expect() { # CODE REGEX ARGS...
    local want=$1 regex=$2; shift 2
    "$cli" "$@" >"$work/out" 2>&1; local got=$?
    [ "$got" = "$want" ] || fail "'$*' exited $got, expected $want: $(cat "$work/out")"
    grep -Eq -- "$regex" "$work/out" || fail "'$*' did not say /$regex/: $(cat "$work/out")"
    echo "refused: $(grep -E -m1 -- "$regex" "$work/out")"
}
expect 2 "neither a directory nor a block device.*give a directory" run --profile capacity --target /dev/null --no-library
expect 2 "neither a directory nor a block device" run --profile capacity --target "$mnt/user.txt" --no-library
expect 2 "overwrites every byte of $loop.*--destructive $loop" run --profile capacity --target "$loop" --no-library
expect 1 "mounted" run --profile capacity --target "$loop" --destructive "$loop" --no-library
# A full filesystem: a user's file takes all but 2 MiB.
avail=$(df -B1 --output=avail "$mnt" | tail -1)
fallocate -l $((avail - (2 << 20))) "$mnt/big.user" || fail fallocate
expect 1 "free, no more than the reserve.*free some space" run --profile capacity --target "$mnt" --no-library --reserve 4M
rm -f "$mnt/big.user"
mount -o remount,ro "$mnt" || fail "remount ro"
expect 1 "read-only.*remount" run --profile capacity --target "$mnt" --no-library
mount -o remount,rw "$mnt"
[ "$(listing)" = "$before" ] || fail "the listing changed"
echo "PASS"
