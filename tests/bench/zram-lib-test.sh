#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The zram set-up of the benchmarks (tests/bench/zram-lib.sh) without touching a real zram: its
# refusals (not root; no zram) and its bookkeeping (it removes the devices it made and only
# those), against a fake control directory. Needs nothing; runs in the default test run.
set -u
here=$(cd "$(dirname "$0")" && pwd)
fail=0
check() { # description, expected, got
    if [ "$2" = "$3" ]; then echo "PASS: $1"; else echo "FAIL: $1: expected '$2', got '$3'"; fail=1; fi
}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Not root: refused, saying so (id -u answers 1000 here).
got=$(ZRAM_CONTROL="$tmp/none" bash -c 'id() { echo 1000; }; . "$1/zram-lib.sh"; zram_refusal' _ "$here")
case $got in "not root"*) r=refused;; *) r="'$got'";; esac
check "not root is refused" refused "$r"

# Root, but no zram control directory: refused, naming it.
got=$(ZRAM_CONTROL="$tmp/none" bash -c 'id() { echo 0; }; . "$1/zram-lib.sh"; zram_refusal' _ "$here")
case $got in "no zram here ($tmp/none/hot_add is missing"*) r=refused;; *) r="'$got'";; esac
check "no zram is refused" refused "$r"

# Root and a control directory: no refusal.
mkdir -p "$tmp/ctl" "$tmp/block/zram3" "$tmp/block/zram7"
echo 7 >"$tmp/ctl/hot_add"
: >"$tmp/ctl/hot_remove"
got=$(ZRAM_CONTROL="$tmp/ctl" bash -c 'id() { echo 0; }; . "$1/zram-lib.sh"; zram_refusal' _ "$here")
check "zram present: no refusal" "" "$got"

# Bookkeeping: hot_add's id is recorded, its disksize set, and only that device is removed
# (zram3 stands for someone else's device).
ZRAM_CONTROL="$tmp/ctl" ZRAM_SYS_BLOCK="$tmp/block" bash -c '
    . "$1/zram-lib.sh"
    zram_add 16G || exit 1
    echo "$ZRAM_DEV" >"$2/dev"
    zram_remove_mine
    zram_remove_mine  # a second call removes nothing more
' _ "$here" "$tmp"
check "zram_add names the device hot_add gave" /dev/zram7 "$(cat "$tmp/dev" 2>/dev/null)"
check "its disksize is set" 16G "$(cat "$tmp/block/zram7/disksize" 2>/dev/null)"
check "it is reset before removal" 1 "$(cat "$tmp/block/zram7/reset" 2>/dev/null)"
check "only its id goes to hot_remove, once" 7 "$(cat "$tmp/ctl/hot_remove")"
check "another device is not touched" "" "$(ls "$tmp/block/zram3")"

# The benchmark without zram: "not measured", exit 77 (a skip, never a pass).
mkdir -p "$tmp/bin"
printf '#!/bin/sh\nexit 0\n' >"$tmp/bin/drivebench-cli"
chmod +x "$tmp/bin/drivebench-cli"
out=$(ZRAM_CONTROL="$tmp/none" bash "$here/surface-memory.sh" "$tmp/bin" 2>&1)
rc=$?
if [ -x /usr/bin/time ]; then
    check "surface-memory.sh without zram exits 77" 77 "$rc"
    case $out in *"not measured"*) r=said;; *) r="'$out'";; esac
    check "surface-memory.sh without zram says not measured" said "$r"
fi
exit $fail
