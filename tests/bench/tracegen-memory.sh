#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# usage: tracegen-memory.sh BIN_DIR
# The Destroyer-like generator streams: peak RSS (getrusage ru_maxrss, one process per size) at
# 10^5, 10^6 and 10^7 I/Os, counting every record and exporting it as fio iolog v3 to /dev/null.
# Flat = the 10^7 run's peak is within 10 % + 4 MiB of the 10^5 run's (heap noise, stdio buffers);
# a generator that kept its records would need >= 240 MiB more at 10^7 (24-byte records).
set -u
bin="$1/bench_tracegen_rss"
[ -x "$bin" ] || { echo "SKIP: $bin not built"; exit 77; }
fail=0
for mode in count export; do
    first=
    for n in 100000 1000000 10000000; do
        if [ $mode = export ]; then line=$("$bin" $n export /dev/null) || exit 1
        else line=$("$bin" $n count) || exit 1; fi
        echo "$line"
        rss=${line##*maxrss_kib=}
        [ -n "$first" ] || first=$rss
    done
    limit=$(( first + first / 10 + 4096 ))
    if [ "$rss" -gt "$limit" ]; then
        echo "FAIL: $mode: peak RSS grew from $first KiB at 10^5 to $rss KiB at 10^7 (limit $limit)"
        fail=1
    else
        echo "$mode: flat: $first KiB at 10^5, $rss KiB at 10^7 (limit $limit)"
    fi
done
exit $fail
