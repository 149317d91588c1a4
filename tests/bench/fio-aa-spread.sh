#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The noise floor of engine-vs-fio.sh's goal rows: fio's like-with-like job against itself (A/A),
# paired and pooled like that script pairs ours with fio (each round A B B A, or B A A B where that
# script turns its order, every third round from the second; each side's two runs pooled; the
# row's figure is the median of ROUNDS rounds' ratios), SETS times per workload. Unlike that
# script it does not prime the free page list before each run (bench_prime_free_list) and runs no
# informative jobs between the pairs: the SEQ1M row's spread with 4 KiB-page buffers then also
# holds the page allocator's state (docs/architecture.md, the engine); the 4K rows' does not.
# Both sides run the same program, so every ratio it prints is 1.00 but for the machine's noise:
# where its medians fall on both sides of 1.00, a goal of ">= 1.00x fio's IOPS" on that row passes
# or misses by chance whenever the two engines are at parity there (a row at the device's limit).
# Informative, not a test: it has no goal and is in no ctest run.
# usage: fio-aa-spread.sh DIR CPU [SETS] [ROUNDS] [SECONDS]
#   DIR      where the 1 GiB test file goes (removed at exit), e.g. /var/tmp for the disk rows
#   CPU      the CPU both sides run on (engine-vs-fio.sh prints it: "--cpus_allowed=N")
#   SETS     how many medians per workload (default 4); ROUNDS (default 5), SECONDS (default 3)
#   FIO=...  the fio binary (default: fio on PATH)
set -u
DIR=${1:?usage: fio-aa-spread.sh DIR CPU [SETS] [ROUNDS] [SECONDS]}
CPU=${2:?usage: fio-aa-spread.sh DIR CPU [SETS] [ROUNDS] [SECONDS]}
SETS=${3:-4}
ROUNDS=${4:-5}
SECS=${5:-3}
FIO=${FIO:-fio}
die() { echo "FAIL: $*"; exit 1; }
for n in "$SETS" "$ROUNDS" "$SECS" "$CPU"; do [[ $n =~ ^[0-9]+$ ]] || die "'$n' is not a whole number"; done
for n in "$SETS" "$ROUNDS" "$SECS"; do [ "$n" -ge 1 ] || die "SETS, ROUNDS and SECONDS must be 1 or more"; done
command -v "$FIO" >/dev/null || die "fio ($FIO) is not installed (apt install fio)"
command -v jq >/dev/null || die "jq is needed to read fio's JSON (apt install jq)"
[ -d "$DIR" ] || die "$DIR is not a directory"

file="$DIR/drivebench-aa-$$.dat"
# Made here (noclobber: a file already there is not ours and is neither written nor removed).
(set -C; : >"$file") 2>/dev/null || die "$file already exists or cannot be made: not touched"
trap 'rm -f "$file"' EXIT
dd if=/dev/urandom of="$file" bs=1M count=1024 oflag=direct conv=notrunc status=none || die "cannot write $file with O_DIRECT"

# One run of the like-with-like job (engine-vs-fio.sh's "fio equivalent"): prints its IOPS.
one() { # rw bs qd
    "$FIO" --name=aa --filename="$file" --size=1024m --ioengine=io_uring --direct=1 --cpus_allowed="$CPU" \
        --fixedbufs=1 --registerfiles=1 --iodepth_batch_submit=1 --iodepth_batch_complete_min=1 \
        --rw="$1" --bs="$2" --iodepth="$3" --numjobs=1 --time_based --runtime="$SECS" --ramp_time=1 \
        --randrepeat=0 --norandommap --output-format=json 2>/dev/null |
        jq -e '.jobs[0] | select(.error == 0) | (.read.iops + .write.iops) | select(. > 0)' ||
        { echo "FAIL: fio's $1 $2 QD$3 job failed" >&2; return 1; }
}
med() { printf '%s\n' "$@" | sort -g | awk '{v[NR]=$1} END {print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'; }

echo "fio against itself on $DIR, CPU $CPU: $SETS sets of $ROUNDS rounds x 4 runs of $SECS s (+1 s warm-up), load $(cut -d' ' -f1-3 /proc/loadavg)"
for w in "randread 4k 1" "randread 4k 32" "read 1m 8"; do
    read -r rw bs qd <<<"$w"
    meds=()
    for ((s = 1; s <= SETS; s++)); do
        rs=()
        for ((r = 1; r <= ROUNDS; r++)); do
            x1=$(one "$rw" "$bs" "$qd") && y1=$(one "$rw" "$bs" "$qd") && y2=$(one "$rw" "$bs" "$qd") &&
                x2=$(one "$rw" "$bs" "$qd") || exit 1
            # A is the outer pair (A B B A), or the inner one in a turned round (B A A B).
            rs+=("$(awk -v x1="$x1" -v x2="$x2" -v y1="$y1" -v y2="$y2" -v turned=$((r % 3 == 2)) \
                'BEGIN { o = x1 + x2; i = y1 + y2; printf "%.4f", turned ? i / o : o / i }')")
        done
        meds+=("$(med "${rs[@]}")")
        printf '%-8s %-3s QD%-2s set %d: rounds %s, median %s\n' "$rw" "$bs" "$qd" "$s" "${rs[*]}" "${meds[-1]}"
    done
    below=$(printf '%s\n' "${meds[@]}" | awk '$1 < 1 {n++} END {print n + 0}')
    echo "   $rw $bs QD$qd: medians $(printf '%s\n' "${meds[@]}" | sort -g | sed -n '1p;$p' | paste -sd- -), $below of $SETS below 1.00"
done
