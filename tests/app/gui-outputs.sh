#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# usage: gui-outputs.sh DRIVEBENCH
# The window's --save-screenshot and --save-window obey the output rule (core/util/outputfile.h):
# a block device (a loop device as root: its /dev node and a node made in a temporary folder), a
# FIFO and a directory are each refused with a message on stderr naming the path and a non-zero
# exit, and each is left as it was: the device's bytes unchanged and its node still a block
# device, the FIFO a FIFO, the directory empty. Without root only the FIFO and the directory.
set -u
app=$1
work=$(mktemp -d)
loop=""
cleanup() {
    [ -n "$loop" ] && losetup -d "$loop" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT
mkdir -p "$work/config" "$work/data" "$work/dir"
export XDG_CONFIG_HOME=$work/config XDG_DATA_HOME=$work/data XDG_RUNTIME_DIR=$work LC_ALL=C.UTF-8
export QT_QPA_PLATFORM=offscreen
mkfifo "$work/fifo"
targets=("$work/fifo" "$work/dir")
if [ "$(id -u)" = 0 ]; then
    dd if=/dev/urandom of="$work/disk.img" bs=1M count=4 status=none
    loop=$(losetup --find --show "$work/disk.img" 2>/dev/null) || loop=""
    if [ -n "$loop" ]; then
        mknod "$work/blocknode" b "$(printf '%d' "0x$(stat -c %t "$loop")")" "$(printf '%d' "0x$(stat -c %T "$loop")")"
        targets+=("$loop" "$work/blocknode")
        before=$(sha256sum < "$loop")
    else
        echo "note: losetup failed; block devices not tried"
    fi
fi
fail=0
for t in "${targets[@]}"; do
    for opt in --save-screenshot --save-window; do
        err=$(timeout 60 "$app" "$opt" "$t" --quit-when-done 2>&1 >/dev/null)
        rc=$?
        if [ $rc -eq 0 ] || [ $rc -eq 124 ]; then
            echo "FAIL: drivebench $opt $t exited $rc"; fail=1
        fi
        case $err in
        *"$t"*) ;;
        *) echo "FAIL: drivebench $opt $t: stderr does not name the path: $err"; fail=1 ;;
        esac
        echo "$opt $t -> rc $rc: $err"
    done
done
[ -p "$work/fifo" ] || { echo "FAIL: the FIFO is gone"; fail=1; }
[ -d "$work/dir" ] && [ -z "$(ls -A "$work/dir")" ] || { echo "FAIL: the directory changed"; fail=1; }
[ -z "$(ls -A "$work" | grep '^\.')" ] || { echo "FAIL: a temporary file was left in $work"; fail=1; }
if [ -n "$loop" ]; then
    [ -b "$loop" ] || { echo "FAIL: $loop is no longer a block device"; fail=1; }
    [ -b "$work/blocknode" ] || { echo "FAIL: the block node is no longer a block device"; fail=1; }
    [ "$(sha256sum < "$loop")" = "$before" ] || { echo "FAIL: $loop changed"; fail=1; }
    [ -z "$(ls -A /dev | grep "^\.$(basename "$loop")\.")" ] || { echo "FAIL: a temporary file was left in /dev"; fail=1; }
fi
[ $fail = 0 ] && echo "PASS"
exit $fail
