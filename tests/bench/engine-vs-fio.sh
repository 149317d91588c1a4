#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Speed benchmark: drivebench-cli against fio on the same file, the same workload and the same
# CPU, several rounds interleaved, on tmpfs (/dev/shm), on a disk filesystem, on a raw zram
# device and on ext4 made on a second zram device (zram: a block device in RAM, where the CPU, not
# the device, sets the pace).
# usage: engine-vs-fio.sh BIN_DIR [ROUNDS] [SECONDS] [DISK_DIR]
#   ROUNDS   >= 5 (default 5): the goals are medians over rounds
#   SECONDS  measured seconds per run (default 5; each run also warms up 1 s)
#   DISK_DIR a directory on a disk filesystem (default $TMPDIR, else /var/tmp)
#   FIO=...  the fio binary (default: fio on PATH)
#   BENCH_TARGETS=...  which targets, in order (default "tmpfs disk zram zram-ext4")
#
# zram targets (tests/bench/zram-lib.sh): the script makes the devices through hot_add (1 GiB
# raw, filled with incompressible data from /dev/urandom, so reads cost what they would; 4 GiB for
# ext4, its 1 GiB test file filled the same way), records the ids the kernel gave it and removes
# only those at the end. The raw device gets the read rows only (4K QD1, 4K QD32, SEQ1M Q8 read);
# ext4 on zram all four. Where zram cannot be used (no zram driver, not root) it says why and
# those rows read "not measured": the benchmark then fails, it never passes them.
#
# Goal rows compare like with like: both tools on the CPU our CPU plan picks for the target (the
# cpus_allowed of our own --fio-job), both submitting each request on its own (ours --submit
# each; fio iodepth_batch_submit=1, iodepth_batch_complete_min=1), both with registered buffers
# and file (ours always registers them; fio fixedbufs=1, registerfiles=1), both with 4 KiB-page
# buffers (ours --buffers base), both writing each buffer as it was filled, once, with random
# data (fio scramble_buffers=0: its default rewrites bytes of each buffer per write, which made
# its writes ~10 % compressible and 2.6x slower on zram), both O_DIRECT through io_uring, ours
# with --no-library.
# Each round runs the goal pair twice, adjacent and mirrored (ours fio fio ours, or fio ours ours
# fio), and pools each tool's two runs (mean IOPS; summed I/Os over summed CPU-seconds).
# Goals, per target and workload (4K QD1, 4K QD32, SEQ1M Q8 read and write), each the median of
# the rounds' ratios ours / fio:
#   IOPS                      >= 1.00x fio's equivalent job on RAM (zram, ext4 on zram); where
#                                the device sets the pace (a disk; SEQ1M reads from zram, paced by
#                                the kernel's copy: paced_row), >= the low end of fio's own A/A
#                                spread in the same run (a second pair of fio runs around the goal
#                                block, pooled alike: "not slower than fio is than itself")
#   tmpfs rows                informative (both tools wait on the same kernel copy): no goal
#   I/Os per CPU-second       >= 1.10x fio's equivalent job (user + system time of the process
#                                and its threads, io_uring's io-wq workers included); SEQ1M reads
#                                from zram >= 1.00x (the kernel's copy is ~90 % of both: cpu_goal)
# fio's default job (no pinning, no registration) is an informative column, never a goal.
# The default-configuration columns (informative, never a goal) show how we stand for a user: ours
# as drivebench-cli runs with no engine options (huge-page buffers for requests of 64 KiB and
# more, submission auto: batched on tmpfs, each request on its own elsewhere; CPUs as planned)
# against fio's best-tuned equivalent: the same CPU, registered file and buffers, the same
# submission style, and huge-page buffers (--mem=shmhuge, from hugetlb pages this script reserves
# for the run and gives back; said in the output when they cannot be reserved).
# Before every run of every tool, bench_prime_free_list (built beside drivebench-cli, root only)
# puts 32 MiB of pages, in the longest physically contiguous runs it got, on top of the run CPU's
# free page list and holds the rest of that list until the run ends, so each run draws its
# buffers from the same state of the page allocator: with 4 KiB pages a SEQ1M request takes one disk segment per physically
# contiguous run of its buffer, and without this each run got what the run before it freed
# (docs/architecture.md, the engine). Not primed (not root, say): said in the output.
# Every figure printed was measured: a run that fails (non-zero exit, an error in its JSON, no
# I/O) fails the benchmark and its row says so instead of a number.
# Exit: 0 every goal met; 1 a goal missed, a run failed, or a target could not be measured.
set -u
BIN=${1:?usage: engine-vs-fio.sh BIN_DIR [ROUNDS] [SECONDS] [DISK_DIR]}
ROUNDS=${2:-5}
SECS=${3:-5}
DISK_DIR=${4:-${TMPDIR:-/var/tmp}}
FIO=${FIO:-fio}
CLI="$BIN/drivebench-cli"
PRIME="$BIN/bench_prime_free_list"
WARM=1
SIZE_MB=1024

die() { echo "FAIL: $*"; exit 1; }
[[ $ROUNDS =~ ^[0-9]+$ ]] && [ "$ROUNDS" -ge 5 ] || die "ROUNDS must be 5 or more (the goals are medians of >= 5 rounds), not '$ROUNDS'"
[[ $SECS =~ ^[0-9]+([.][0-9]+)?$ ]] || die "SECONDS must be a number, not '$SECS'"
command -v "$FIO" >/dev/null || die "fio ($FIO) is not installed or not executable (apt install fio)"
command -v jq >/dev/null || die "jq is needed to read the JSON (apt install jq)"
[ -x "$CLI" ] || die "$CLI is not built (cmake --build --preset release)"
. "$(cd "$(dirname "$0")" && pwd)/zram-lib.sh"
TARGETS=${BENCH_TARGETS:-tmpfs disk zram zram-ext4}

# name  our-test  op  fio-rw  bs  qd
WORKLOADS=(
    "4K_QD1_read RND4K_Q1T1 read randread 4k 1"
    "4K_QD32_read RND4K_Q32T1 read randread 4k 32"
    "SEQ1M_Q8_read SEQ1M_Q8T1 read read 1m 8"
    "SEQ1M_Q8_write SEQ1M_Q8T1 write write 1m 8"
)

work=$(mktemp -d)
file= mounted=
# The test file is removed only when it is a regular file this script made (never a device).
cleanup() {
    prime_end; [ -n "$file" ] && [ -f "$file" ] && rm -f "$file"
    [ -n "$mounted" ] && umount "$mounted"
    zram_remove_mine; rm -rf "$work"; release_hugetlb
}
trap cleanup EXIT
TIMEFORMAT='%U %S'

# median of numbers (one per argument)
med() { printf '%s\n' "$@" | sort -g | awk '{v[NR]=$1} END {if (NR == 0) exit 1; print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'; }

# Each run prints "iops ios cpu_seconds" and returns 0, or prints why it failed and returns 1.
ours() { # file test op [drivebench-cli options...]
    local f=$1 t=$2 o=$3 rc
    shift 3
    { time "$CLI" run --target "$f" --destructive "$f" --test "$t" --op "$o" --duration "$SECS" \
        --passes 1 --warmup "$WARM" --interval 0 "$@" \
        --no-library --json "$work/ours.json" >"$work/ours.out" 2>"$work/ours.err"; } 2>"$work/cpu"
    rc=$?
    [ $rc = 0 ] || { echo "drivebench-cli exited $rc: $(tail -3 "$work/ours.err" | tr '\n' ' ')"; return 1; }
    jq -r '.tests[0] | if .completed and .ios > 0 and (.errors | length) == 0
                        then "\(.iops) \(.ios)" else "BAD \(.errors)" end' "$work/ours.json" >"$work/fig" 2>&1 ||
        { echo "drivebench-cli wrote no readable JSON: $(head -c 200 "$work/fig")"; return 1; }
    read -r iops ios <"$work/fig"
    [ "$iops" != BAD ] || { echo "drivebench-cli's run did not complete: $(cut -c 5- "$work/fig")"; return 1; }
    echo "$iops $ios $(awk '{print $1 + $2}' "$work/cpu")"
}
theirs() { # file rw bs qd [fio options...]
    local f=$1 rw=$2 bs=$3 qd=$4 rc
    shift 4
    { time "$FIO" --name=bench --filename="$f" --size=${SIZE_MB}m --ioengine=io_uring --direct=1 "$@" \
        --rw="$rw" --bs="$bs" --iodepth="$qd" --numjobs=1 --time_based --runtime="$SECS" \
        --ramp_time="$WARM" --randrepeat=0 --norandommap --output-format=json \
        >"$work/fio.json" 2>"$work/fio.err"; } 2>"$work/cpu"
    rc=$?
    [ $rc = 0 ] || { echo "fio exited $rc: $(tail -3 "$work/fio.err" | tr '\n' ' ')"; return 1; }
    jq -r '.jobs[0] | (.read.total_ios + .write.total_ios) as $n
           | if .error == 0 and $n > 0 then "\(.read.iops + .write.iops) \($n)" else "BAD error \(.error)" end' \
        "$work/fio.json" >"$work/fig" 2>&1 || { echo "fio wrote no readable JSON: $(head -c 200 "$work/fig")"; return 1; }
    read -r iops ios <"$work/fig"
    [ "$iops" != BAD ] || { echo "fio's job failed: $(cut -c 5- "$work/fig")"; return 1; }
    echo "$iops $ios $(awk '{print $1 + $2}' "$work/cpu")"
}

# fio's equivalent job: the CPU, registration and buffer-content options of our own --fio-job for
# the target (scramble_buffers=0: each buffer written as filled, as ours are), plus one submission
# per request.
equivalent() { # dir
    "$CLI" run --target "$1" --test RND4K_Q1T1 --op read --submit each --fio-job "$work/eq.fio" --duration 0.01 \
        --passes 1 --warmup 0 --size 16M --no-library >/dev/null 2>"$work/eq.err" ||
        { echo "drivebench-cli could not write its fio job for $1: $(tail -2 "$work/eq.err" | tr '\n' ' ')" >&2; return 1; }
    local opts
    opts=$(sed -n 's/^\(cpus_allowed=[0-9,-]*\|fixedbufs=1\|registerfiles=1\|scramble_buffers=0\)$/--\1/p' "$work/eq.fio" | sort -u | tr '\n' ' ')
    for need in --cpus_allowed= --fixedbufs=1 --registerfiles=1 --scramble_buffers=0; do
        [[ $opts == *"$need"* ]] || { echo "our --fio-job for $1 has no ${need#--}: cannot build the equivalent job" >&2; return 1; }
    done
    echo "$opts --iodepth_batch_submit=1 --iodepth_batch_complete_min=1"
}

# The run CPUs' free page lists, primed before a run and held until it ends (the header above).
# prime_start CPU...: 0 when primed (the runs it freed added to prime_runs); 1 with the reason
# in prime_why. prime_end lets them go: 1 when one had died meanwhile (the run was not primed).
prime_pids=() prime_fds=() prime_why= prime_runs=()
prime_start() {
    local c fifo fd pid st deadline
    for c in "$@"; do
        fifo="$work/prime.$c"
        rm -f "$fifo" "$fifo.out" "$fifo.err"
        mkfifo "$fifo" || { prime_why="cannot make a FIFO in $work"; prime_end; return 1; }
        "$PRIME" "$c" <"$fifo" >"$fifo.out" 2>"$fifo.err" &
        pid=$!
        exec {fd}>"$fifo"
        prime_pids+=("$pid") prime_fds+=("$fd")
        deadline=$((SECONDS + 60))
        until grep -qs '^primed' "$fifo.out"; do
            st=$(awk '{print $3}' "/proc/$pid/stat" 2>/dev/null)
            if [ -z "$st" ] || [ "$st" = Z ] || [ "$st" = X ]; then
                prime_why=$(head -1 "$fifo.err"); prime_why=${prime_why:-the primer exited without saying why}
                prime_end
                return 1
            fi
            if [ $SECONDS -ge $deadline ]; then
                prime_why="CPU $c not primed within 60 s"
                kill "$pid" 2>/dev/null
                prime_end
                return 1
            fi
            sleep 0.02
        done
        prime_runs+=("$(sed -n 's/.* in \([0-9]*\) physically.*/\1/p' "$fifo.out")")
    done
}
prime_end() {
    local fd pid rc=0
    for fd in "${prime_fds[@]}"; do exec {fd}>&-; done
    for pid in "${prime_pids[@]}"; do wait "$pid" || rc=1; done
    prime_pids=() prime_fds=()
    return $rc
}
# "0-2,5" -> "0 1 2 5"
cpu_list() { local part parts out=(); IFS=, read -r -a parts <<<"$1"; for part in "${parts[@]}"; do
    if [[ $part == *-* ]]; then out+=($(seq "${part%-*}" "${part#*-}")); else out+=("$part"); fi; done; echo "${out[*]}"; }

# fio's best-tuned buffers: hugetlb pages reserved for the run (root), given back on exit.
# Not in a subshell: hugetlb_orig must reach the exit trap.
hugetlb_orig= why=
reserve_hugetlb() {
    local want=16 free # 32 MiB: the largest buffer set here is SEQ1M Q8 (8 MiB), aligned
    [ -w /proc/sys/vm/nr_hugepages ] || { why="cannot write /proc/sys/vm/nr_hugepages (not root)"; return 1; }
    hugetlb_orig=$(cat /proc/sys/vm/nr_hugepages)
    echo $((hugetlb_orig + want)) >/proc/sys/vm/nr_hugepages 2>/dev/null
    free=$(awk '/^HugePages_Free:/ {print $2}' /proc/meminfo)
    [ "${free:-0}" -ge $want ] || { why="the kernel gave ${free:-0} of $want hugetlb pages"; return 1; }
}
release_hugetlb() {
    [ -n "$hugetlb_orig" ] && echo "$hugetlb_orig" >/proc/sys/vm/nr_hugepages
    hugetlb_orig=
}
if reserve_hugetlb; then
    best_mem=(--mem=shmhuge)
    best_mem_note="huge-page buffers (--mem=shmhuge)"
else
    release_hugetlb
    best_mem=()
    best_mem_note="4 KiB-page buffers: no hugetlb pages ($why)"
fi

failures=0 missed=0 table=() dtable=()
# The I/Os per CPU-second goal of a row: 1.10, except SEQ1M reads from RAM (zram, ext4 on it),
# where both tools' CPU is ~90 % the kernel's: perf record -a over a 3 s SEQ1M Q8 read of raw
# zram (2026-12-07), share of the busy samples: page copy (copy_page, zs_obj_read_begin) 82 %
# ours, 81 % fio; zram's bookkeeping and locks 11 %, 10 %; user space 0.6 %, 3.9 %; io_uring,
# io-wq, scheduler and bio 6 %, 5 %. An engine that cost nothing at all would reach
# 1 / (1 - 0.039 - 0.05) = 1.10 against fio: there the goal is not to cost more (1.00).
# Rows whose pace the device sets, not the engine: every disk row, and SEQ1M reads from zram
# (there the kernel's page copy is 81-82 % of both tools' CPU, above; fio against itself in one
# round differed by up to 9 %: 5,626 and 6,183 IOPS). Their IOPS goal is fio's own A/A spread.
paced_row() { # kind name
    case "$1:$2" in
    disk:* | zram:SEQ1M_*read | z-ext4:SEQ1M_*read) return 0 ;;
    *) return 1 ;;
    esac
}
cpu_goal() { # kind name
    case "$1:$2" in
    zram:SEQ1M_*read | z-ext4:SEQ1M_*read) echo 1.00 ;;
    *) echo 1.10 ;;
    esac
}
fail_row() { failures=$((failures + 1)); table+=("$(printf '%-6s %-15s FAIL: %s' "$1" "$2" "$3")"); }

# Ends a target: its test file (a regular file only), its mount, its zram devices.
end_target() {
    [ -n "$file" ] && [ -f "$file" ] && rm -f "$file"
    file=
    [ -n "$mounted" ] && { umount "$mounted" || echo "   cannot unmount $mounted"; }
    mounted=
    zram_remove_mine
}
for target in $TARGETS; do
    case $target in
    tmpfs) dir=/dev/shm kind=tmpfs ;;
    disk) dir=$DISK_DIR kind=disk ;;
    zram | zram-ext4)
        kind=zram
        [ $target = zram-ext4 ] && kind=z-ext4
        why=$(zram_refusal)
        if [ -n "$why" ]; then
            fail_row $kind "$target" "not measured: $why"; continue
        fi
        if [ $target = zram ]; then
            zram_add ${SIZE_MB}M || { fail_row $kind "$target" "not measured: cannot make a zram device"; end_target; continue; }
            dir=$ZRAM_DEV
        else
            zram_add 4G || { fail_row $kind "$target" "not measured: cannot make a zram device"; end_target; continue; }
            command -v mkfs.ext4 >/dev/null || { fail_row $kind "$target" "not measured: no mkfs.ext4 (apt install e2fsprogs)"; end_target; continue; }
            mkdir -p "$work/zext4"
            if ! mkfs.ext4 -q -F "$ZRAM_DEV" 2>"$work/mkfs.err" || ! mount "$ZRAM_DEV" "$work/zext4" 2>>"$work/mkfs.err"; then
                fail_row $kind "$target" "not measured: cannot make ext4 on $ZRAM_DEV: $(head -1 "$work/mkfs.err")"; end_target; continue
            fi
            mounted=$work/zext4 dir=$work/zext4
        fi
        ;;
    *) fail_row "?" "$target" "unknown target (tmpfs, disk, zram, zram-ext4)"; continue ;;
    esac
    if [ $kind = zram ]; then
        fs="zram, raw device"
        file=$dir
    else
        fs=$(stat -f -c %T "$dir" 2>/dev/null) || { fail_row "?" "$dir" "no such directory"; continue; }
        if [ $kind = disk ] && [[ $fs == tmpfs || $fs == ramfs ]]; then
            fail_row disk "$dir" "$dir is $fs, not a disk filesystem: give DISK_DIR"; continue
        fi
        file="$dir/drivebench-bench-$$.dat"
    fi
    # Incompressible data, so that zram (and any compressing layer) reads what it would store.
    if ! dd if=/dev/urandom of="$file" bs=1M count=$SIZE_MB oflag=direct status=none 2>"$work/dd.err"; then
        fail_row $kind "$dir" "cannot write $SIZE_MB MiB with O_DIRECT there: $(head -1 "$work/dd.err")"
        end_target; continue
    fi
    eq=$(equivalent "$file") || { fail_row $kind "$dir" "no equivalent fio job"; end_target; continue; }
    read -r -a eqopts <<<"$eq"
    echo "== $kind: $dir ($fs), $ROUNDS rounds x $SECS s (+$WARM s warm-up), file $SIZE_MB MiB, $(nproc) CPUs, load $(cut -d' ' -f1-3 /proc/loadavg)"
    echo "   fio's equivalent job adds: $eq"
    prime_cpus=()
    if [ ! -x "$PRIME" ]; then
        prime_why="$PRIME is not built"
    else
        for o in "${eqopts[@]}"; do [[ $o == --cpus_allowed=* ]] && read -r -a prime_cpus <<<"$(cpu_list "${o#*=}")"; done
        if [ ${#prime_cpus[@]} = 0 ]; then
            prime_why="no CPU in the equivalent job"
        elif prime_start "${prime_cpus[@]}"; then
            echo "   before every run: $(head -1 "$work/prime.${prime_cpus[0]}.out") (bench_prime_free_list), held until the run ends"
            prime_end
        else
            prime_cpus=()
        fi
    fi
    [ ${#prime_cpus[@]} -gt 0 ] || echo "   free page lists NOT primed ($prime_why): a SEQ1M row with 4 KiB-page buffers then measures what the run before left there"
    # fio's best-tuned job: the equivalent job's CPU and registration, our default submission
    # style for this target, and huge-page buffers.
    read -r -a bestopts <<<"$(printf '%s\n' "${eqopts[@]}" | grep -v '^--iodepth_batch' | tr '\n' ' ')"
    echo "   fio's best-tuned job: the CPU and registration above, $best_mem_note, submission as ours by default ($([ $kind = tmpfs ] && echo batched || echo each))"
    for w in "${WORKLOADS[@]}"; do
        read -r name test op rw bs qd <<<"$w"
        [ $kind = zram ] && [ "$op" = write ] && continue # the raw device: read rows only
        prime_runs=()
        iops_r=() eff_r=() def_r=() ours_i=() eq_i=() def_i=() ours_e=() eq_e=() aa_r=() broken=
        udef_i=() best_i=() udef_r=() udef_er=()
        if [ $kind = tmpfs ]; then
            bestsubmit=(--iodepth_batch_submit="$qd" --iodepth_batch_complete_min=1)
        else
            bestsubmit=(--iodepth_batch_submit=1 --iodepth_batch_complete_min=1)
        fi
        for ((r = 1; r <= ROUNDS; r++)); do
            # Interleaved, the order turning each round, so drift in the machine's load hits all
            # alike. The goal pair runs twice, adjacent and mirrored (A B B A): the load on this
            # VM drifts over tens of seconds (consecutive runs of one tool cluster), and a drift
            # that is linear over the four runs then weighs on both tools alike.
            order=(ours eq eq2 ours2 def udef best)
            ((r % 3 == 2)) && order=(best def eq ours ours2 eq2 udef)
            ((r % 3 == 0)) && order=(udef def best ours eq eq2 ours2)
            # On a disk, fio against itself too (A/A): a second pair of fio runs around the goal
            # block (eq3 before it, eq4 after), pooled like the goal pair's.
            if paced_row $kind "$name"; then
                for i in "${!order[@]}"; do [ "${order[$i]}" = ours ] && break; done
                order=("${order[@]:0:$i}" eq3 "${order[@]:$i}")
                for i in "${!order[@]}"; do [ "${order[$i]}" = ours2 ] && break; done
                order=("${order[@]:0:$((i + 1))}" eq4 "${order[@]:$((i + 1))}")
            fi
            for who in "${order[@]}"; do
                if [ ${#prime_cpus[@]} -gt 0 ] && ! prime_start "${prime_cpus[@]}"; then
                    broken="round $r, $who: cannot prime the free page list: $prime_why"; break 2
                fi
                case $who in
                ours | ours2) out=$(ours "$file" "$test" "$op" --submit each --affinity spread --buffers base) ;;
                eq | eq2 | eq3 | eq4) out=$(theirs "$file" "$rw" "$bs" "$qd" "${eqopts[@]}") ;;
                def) out=$(theirs "$file" "$rw" "$bs" "$qd") ;;
                udef) out=$(ours "$file" "$test" "$op") ;;
                best) out=$(theirs "$file" "$rw" "$bs" "$qd" "${bestopts[@]}" "${bestsubmit[@]}" "${best_mem[@]}") ;;
                esac || { prime_end; broken="round $r, $who: $out"; break 2; }
                prime_end || { broken="round $r, $who: the free page list primer died during the run"; break 2; }
                printf -v "fig_$who" '%s' "$out"
            done
            # The goal pair: each tool's two runs pooled (mean IOPS; I/Os over CPU-seconds, both summed).
            read -r ai1 aios1 acpu1 <<<"$fig_ours"
            read -r ai2 aios2 acpu2 <<<"$fig_ours2"
            read -r bi1 bios1 bcpu1 <<<"$fig_eq"
            read -r bi2 bios2 bcpu2 <<<"$fig_eq2"
            read -r ai aios acpu bi bios bcpu <<<"$(awk -v a1="$ai1" -v a2="$ai2" -v ao1="$aios1" -v ao2="$aios2" \
                -v ac1="$acpu1" -v ac2="$acpu2" -v b1="$bi1" -v b2="$bi2" -v bo1="$bios1" -v bo2="$bios2" \
                -v bc1="$bcpu1" -v bc2="$bcpu2" 'BEGIN { printf "%.4f %d %.4f %.4f %d %.4f\n",
                    (a1 + a2) / 2, ao1 + ao2, ac1 + ac2, (b1 + b2) / 2, bo1 + bo2, bc1 + bc2 }')"
            read -r ci _ _ <<<"$fig_def"
            read -r ui uios ucpu <<<"$fig_udef"
            read -r xi xios xcpu <<<"$fig_best"
            read -r uratio ueratio <<<"$(awk -v ui="$ui" -v uios="$uios" -v ucpu="$ucpu" -v xi="$xi" \
                -v xios="$xios" -v xcpu="$xcpu" 'BEGIN { printf "%.4f %.4f\n", ui / xi, (uios / ucpu) / (xios / xcpu) }')"
            udef_i+=("$ui") best_i+=("$xi") udef_r+=("$uratio") udef_er+=("$ueratio")
            read -r ratio eff dratio ae be <<<"$(awk -v ai="$ai" -v aios="$aios" -v acpu="$acpu" -v bi="$bi" \
                -v bios="$bios" -v bcpu="$bcpu" -v ci="$ci" 'BEGIN {
                    ae = aios / acpu; be = bios / bcpu
                    printf "%.4f %.4f %.4f %.0f %.0f\n", ai / bi, ae / be, ai / ci, ae, be }')"
            iops_r+=("$ratio") eff_r+=("$eff") def_r+=("$dratio")
            if paced_row $kind "$name"; then
                # fio's A/A: the goal pair's fio against the other pair, the lower of both ways.
                read -r ei3 _ _ <<<"$fig_eq3"
                read -r ei4 _ _ <<<"$fig_eq4"
                aa=$(awk -v b="$bi" -v c3="$ei3" -v c4="$ei4" 'BEGIN { c = (c3 + c4) / 2; x = b / c; if (c / b < x) x = c / b; printf "%.4f", x }')
                aa_r+=("$aa")
                echo "   $name round $r: fio A/A (its goal pair against a second pair around it): $aa"
            fi
            ours_i+=("$ai") eq_i+=("$bi") def_i+=("$ci") ours_e+=("$ae") eq_e+=("$be")
            printf '   %-15s round %d: ours %10.1f IOPS %9s IO/CPU-s | fio equivalent %10.1f IOPS %9s IO/CPU-s | fio default %10.1f IOPS | ratios %s %s | ours default %10.1f IOPS, fio best-tuned %10.1f IOPS: %s %s | pair %s: ours %.0f, %.0f; fio %.0f, %.0f\n' \
                "$name" "$r" "$ai" "$ae" "$bi" "$be" "$ci" "$ratio" "$eff" "$ui" "$xi" "$uratio" "$ueratio" \
                "$(printf '%s\n' "${order[@]}" | sed -n 's/^ours2\{0,1\}$/ours/p; s/^eq2\{0,1\}$/fio/p' | paste -sd' ' -)" \
                "$ai1" "$ai2" "$bi1" "$bi2"
        done
        if [ -n "$broken" ]; then
            echo "   $name: FAIL: $broken"
            fail_row $kind "$name" "$broken"
            continue
        fi
        [ ${#prime_runs[@]} -gt 0 ] && echo "   $name: each run's free page list primed with 32 MiB in $(printf '%s\n' "${prime_runs[@]}" | sort -n | sed -n '1p;$p' | paste -sd- -) physically contiguous runs"
        mi=$(med "${iops_r[@]}") me=$(med "${eff_r[@]}") md=$(med "${def_r[@]}")
        v1=PASS v2=PASS
        igoal=1.00
        if paced_row $kind "$name"; then
            # Rows paced by the device (or the kernel's copy): the goal is fio's own spread, its low end.
            igoal=$(printf '%s\n' "${aa_r[@]}" | sort -g | head -1)
            echo "   $name: fio's A/A spread in this run: $(printf '%s\n' "${aa_r[@]}" | sort -g | paste -sd' ' -); IOPS goal >= $igoal"
        fi
        egoal=$(cpu_goal $kind "$name")
        if [ $kind = tmpfs ]; then
            v1=info v2=info igoal=- egoal=- # informative: no goal
        else
            awk -v x="$mi" -v g="$igoal" 'BEGIN {exit !(x >= g)}' || { v1=FAIL; missed=$((missed + 1)); }
            awk -v x="$me" -v g="$egoal" 'BEGIN {exit !(x >= g)}' || { v2=FAIL; missed=$((missed + 1)); }
        fi
        table+=("$(printf '%-6s %-15s %10.0f %10.0f %6.3f %5s %-4s | %9.0f %9.0f %6.3f %5s %-4s | %10.0f %6.3f' \
            $kind "$name" "$(med "${ours_i[@]}")" "$(med "${eq_i[@]}")" "$mi" "$igoal" $v1 \
            "$(med "${ours_e[@]}")" "$(med "${eq_e[@]}")" "$me" "$egoal" $v2 "$(med "${def_i[@]}")" "$md")")
        dtable+=("$(printf '%-6s %-15s %10.0f %10.0f %6.3f | %6.3f' $kind "$name" "$(med "${udef_i[@]}")" \
            "$(med "${best_i[@]}")" "$(med "${udef_r[@]}")" "$(med "${udef_er[@]}")")")
    done
    end_target
done

echo
echo "Medians of $ROUNDS interleaved rounds (ratios: median of the rounds' ours / fio; ours and fio-eq: two runs each per round, pooled)"
printf '%-6s %-15s %10s %10s %6s %5s %-4s | %9s %9s %6s %5s %-4s | %10s %6s\n' target workload "ours IOPS" "fio-eq" ratio goal "" \
    "ours IO/cs" "fio-eq" ratio goal "" "fio-def" ratio
for row in "${table[@]}"; do echo "$row"; done
echo "(fio-def: fio's default job, no pinning or registration: informative, not a goal)"
echo
echo "Default configuration (informative, not a goal): ours as a user runs it against fio's best-tuned job"
echo "($best_mem_note); medians of the rounds' ratios ours / fio"
printf '%-6s %-15s %10s %10s %6s | %6s\n' target workload "ours IOPS" "fio-best" ratio "IO/cs ratio"
for row in "${dtable[@]}"; do echo "$row"; done
if [ $failures -gt 0 ] || [ $missed -gt 0 ]; then
    echo "engine-vs-fio: FAIL ($missed goal(s) missed, $failures row(s) not measured)"
    exit 1
fi
echo "engine-vs-fio: PASS (every goal met)"
exit 0
