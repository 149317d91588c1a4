#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# usage: capacity-memory.sh BIN_DIR
# The capacity check's memory stays flat whatever the capacity: peak RSS (GNU time's maximum
# resident set size, one process per size) of a full check (write all, read all back, verify) of a
# loop device over a sparse file of 1, 4, 16 and 64 GiB (BENCH_CAPACITY_GIB="1 4 16 64"). The file
# gets as many bytes as the device: a size is left out, saying so, when $TMPDIR has not that much
# free space plus 2 GiB. Flat = the largest size's peak is within 10 % + 8 MiB of the 1 GiB one's;
# a check that kept per-sector or per-chunk state would grow by megabytes per GiB.
# Needs root (losetup); exits 77 without.
set -u
cli="$1/drivebench-cli"
[ -x "$cli" ] || { echo "SKIP: $cli not built"; exit 77; }
[ "$(id -u)" = 0 ] || { echo "SKIP: needs root (losetup)"; exit 77; }
[ -x /usr/bin/time ] || { echo "SKIP: needs GNU time (apt-get install time)"; exit 77; }
dir=$(mktemp -d "${TMPDIR:-/var/tmp}/capacity-memory-XXXXXX")
loop=""
cleanup() { [ -n "$loop" ] && losetup -d "$loop"; rm -rf "$dir"; }
trap cleanup EXIT
first="" last="" lastn=""
for n in ${BENCH_CAPACITY_GIB:-1 4 16 64}; do
    avail=$(df -B1G --output=avail "$dir" | tail -1)
    if [ "$avail" -lt $((n + 2)) ]; then
        echo "$n GiB: left out: $avail GiB free in $dir"
        continue
    fi
    truncate -s ${n}G "$dir/dev.img"
    loop=$(losetup -f --show "$dir/dev.img") || { echo "SKIP: losetup failed"; exit 77; }
    start=$(date +%s)
    /usr/bin/time -f "maxrss_kib=%M" -o "$dir/time" "$cli" run --profile capacity --target "$loop" \
        --destructive "$loop" --no-library --json "$dir/r.json" >"$dir/out" 2>&1
    rc=$?
    losetup -d "$loop"; loop=""
    rm -f "$dir/dev.img"
    [ $rc = 0 ] || { echo "FAIL: $n GiB: exit $rc: $(tail -5 "$dir/out")"; exit 1; }
    rss=$(sed -n 's/^maxrss_kib=//p' "$dir/time")
    echo "$n GiB: maxrss_kib=$rss, $(( $(date +%s) - start )) s, $(grep '^CAPACITY:' "$dir/out" | head -1)"
    [ -n "$first" ] || first=$rss
    last=$rss lastn=$n
done
[ -n "$first" ] || { echo "SKIP: no size fits in $dir"; exit 77; }
limit=$(( first + first / 10 + 8192 ))
if [ "$last" -gt "$limit" ]; then
    echo "FAIL: peak RSS grew from $first KiB at the smallest size to $last KiB at $lastn GiB (limit $limit)"
    exit 1
fi
echo "flat: $first KiB at the smallest size, $last KiB at $lastn GiB (limit $limit)"
