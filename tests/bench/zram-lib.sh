# SPDX-License-Identifier: GPL-3.0-or-later
# Sourced by the benchmarks that need a RAM block device (zram). Rules:
#  - zram_refusal says why zram cannot be used here (empty: it can): not root, or no zram
#    (no /sys/class/zram-control: the kernel has no zram, or the module is not loaded and
#    modprobe cannot load it). A caller then prints its rows as "not measured", never as passed.
#  - zram_add makes a device through hot_add and records the id the kernel gave it; zram_remove_mine
#    resets and removes exactly the devices recorded, never another (other users' zram devices,
#    swap on zram, are left alone). Callers set `trap zram_remove_mine EXIT`.
# ZRAM_CONTROL (default /sys/class/zram-control) and ZRAM_SYS_BLOCK (default /sys/block) are read
# once, for the tests of the refusals (tests/bench/zram-lib-test.sh).
ZRAM_CONTROL=${ZRAM_CONTROL:-/sys/class/zram-control}
ZRAM_SYS_BLOCK=${ZRAM_SYS_BLOCK:-/sys/block}
ZRAM_MINE=()

zram_refusal() {
    if [ "$(id -u)" != 0 ]; then
        echo "not root (zram devices are made through $ZRAM_CONTROL/hot_add, root only)"
        return
    fi
    if [ ! -e "$ZRAM_CONTROL/hot_add" ]; then
        # Only the real control directory is worth loading the module for (not a test's).
        [ "$ZRAM_CONTROL" = /sys/class/zram-control ] && modprobe zram num_devices=0 >/dev/null 2>&1
        [ -e "$ZRAM_CONTROL/hot_add" ] && return
        echo "no zram here ($ZRAM_CONTROL/hot_add is missing: the kernel has no zram driver)"
    fi
}

# zram_add SIZE: makes a device of SIZE (disksize syntax: 16G, 1T), records its number and sets
# ZRAM_DEV to /dev/zramN (call it directly, not in $(...): the record must stay in this shell).
zram_add() {
    local id
    ZRAM_DEV=
    id=$(cat "$ZRAM_CONTROL/hot_add") || return 1
    [[ $id =~ ^[0-9]+$ ]] || { echo "hot_add gave '$id', not a device number" >&2; return 1; }
    ZRAM_MINE+=("$id")
    if ! echo "$1" >"$ZRAM_SYS_BLOCK/zram$id/disksize"; then
        echo "zram$id: cannot set its disksize to $1" >&2
        return 1
    fi
    ZRAM_DEV=/dev/zram$id
}

# Resets and removes the devices zram_add made (and only those), newest first.
zram_remove_mine() {
    local i id
    for ((i = ${#ZRAM_MINE[@]} - 1; i >= 0; i--)); do
        id=${ZRAM_MINE[$i]}
        echo 1 >"$ZRAM_SYS_BLOCK/zram$id/reset" 2>/dev/null
        echo "$id" >"$ZRAM_CONTROL/hot_remove" || echo "zram$id: hot_remove failed; remove it with: echo $id > $ZRAM_CONTROL/hot_remove" >&2
    done
    ZRAM_MINE=()
}
