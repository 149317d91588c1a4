#!/bin/bash
# Speed benchmark: drivebench-cli against fio (ioengine=io_uring, direct=1) on the same file for
# the same duration, several rounds interleaved, on a file in /dev/shm and a file on the disk.
# Prints per-round figures and the median ratio (ours / fio's) per workload: of IOPS, and of
# IOPS per CPU-second (user + system time of the process and its threads, io_uring's io-wq workers
# included), which shows the engine's own cost even when other jobs load the machine.
# Usage: engine-vs-fio.sh BIN_DIR [ROUNDS] [SECONDS] [DISK_DIR]
# Goals (issue 3): >= 1.10x fio's IOPS at 4K QD32T1 read, >= 1.05x at 4K QD1T1, >= 1.00x at
# SEQ1M Q8T1 read and write; on the disk, our figure within +-3 % of fio's.
set -u
BIN=${1:?usage: engine-vs-fio.sh BIN_DIR [ROUNDS] [SECONDS] [DISK_DIR]}
ROUNDS=${2:-5}
SECS=${3:-5}
DISK_DIR=${4:-${TMPDIR:-/var/tmp}}
CLI="$BIN/drivebench-cli"
command -v fio >/dev/null || { echo "SKIP: fio is not installed (apt install fio)"; exit 77; }
command -v python3 >/dev/null || { echo "SKIP: python3 is needed to read the JSON"; exit 77; }
[ -x "$CLI" ] || { echo "FAIL: $CLI not built"; exit 1; }

SIZE_MB=1024
WARM=1
# name  our-test  op  fio-rw  bs  qd  huge (our buffers differ from fio's: 1 = yes)
WORKLOADS=(
  "4K_QD32T1_read RND4K_Q32T1 read randread 4k 32 0"
  "4K_QD1T1_read RND4K_Q1T1 read randread 4k 1 0"
  "SEQ1M_Q8T1_read SEQ1M_Q8T1 read read 1m 8 1"
  "SEQ1M_Q8T1_write SEQ1M_Q8T1 write write 1m 8 1"
)

TMP_OUT=$(mktemp)
TMP_CPU=$(mktemp)
TIMEFORMAT='%U %S'
med() { printf '%s\n' "$@" | sort -n | awk '{v[NR]=$1} END {print (NR%2)? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2}'; }
cpu_seconds() { awk '{print $1 + $2}' "$TMP_CPU"; }
ours() { # file test op [option] -> "iops ios cpu_s"
  { time "$CLI" run --target "$1" --destructive "$1" --test "$2" --op "$3" ${4:-} --duration "$SECS" \
        --passes 1 --warmup "$WARM" --interval 0 --json - >"$TMP_OUT" 2>/dev/null ; } 2>"$TMP_CPU" \
    || { echo "0 0 1"; return; }
  echo "$(python3 -c 'import json,sys; t=json.load(sys.stdin)["tests"][0]; print(t["iops"], t["ios"])' <"$TMP_OUT") $(cpu_seconds)"
}
theirs() { # file rw bs qd [fio option] -> "iops ios cpu_s"
  { time fio --name=bench --filename="$1" --size=${SIZE_MB}m --ioengine=io_uring --direct=1 ${5:-} \
        --rw="$2" --bs="$3" --iodepth="$4" --numjobs=1 --time_based --runtime="$SECS" \
        --ramp_time="$WARM" --randrepeat=0 --norandommap --output-format=json >"$TMP_OUT" 2>/dev/null ; } 2>"$TMP_CPU" \
    || { echo "0 0 1"; return; }
  echo "$(python3 -c 'import json,sys; j=json.load(sys.stdin)["jobs"][0]; print(j["read"]["iops"]+j["write"]["iops"], j["read"]["total_ios"]+j["write"]["total_ios"])' <"$TMP_OUT") $(cpu_seconds)"
}

# The equivalent job's options, from our own --fio-job for the target (its CPU differs per
# target: the one that takes the disk's interrupts first).
equivalent() { # dir -> fio options
  "$CLI" run --target "$1" --test RND4K_Q1T1 --fio-job /dev/stdout --duration 0.01 --passes 1 \
      --warmup 0 --size 16M --no-library 2>/dev/null \
    | sed -n 's/^\(cpus_allowed=[0-9,-]*\|fixedbufs=1\|registerfiles=1\)$/--\1/p' | sort -u | tr '\n' ' '
}

status=0
for dir in /dev/shm "$DISK_DIR"; do
  file="$dir/drivebench-bench-$$.dat"
  if ! dd if=/dev/urandom of="$file" bs=1M count=$SIZE_MB oflag=direct status=none 2>/dev/null \
     && ! dd if=/dev/urandom of="$file" bs=1M count=$SIZE_MB status=none; then
    echo "SKIP $dir: cannot create a $SIZE_MB MiB file"; rm -f "$file"; continue
  fi
  trap 'rm -f "$file"' EXIT
  fs=$(stat -f -c %T "$dir")
  PIN=$(equivalent "$dir")
  [ -n "$PIN" ] || echo "WARNING: drivebench-cli --fio-job gave no options for $dir: the equivalent job is fio's default"
  echo "== $dir ($fs), $ROUNDS rounds x $SECS s, 1 s warm-up, file $SIZE_MB MiB, $(nproc) CPUs, load $(cut -d' ' -f1-3 /proc/loadavg); fio's equivalent job adds: $PIN"
  for w in "${WORKLOADS[@]}"; do
    read -r name test op rw bs qd huge <<<"$w"
    ratios=()
    effs=()
    equivs=()
    for ((r = 1; r <= ROUNDS; r++)); do
      # Interleave, alternating who goes first, so drift in machine load hits all alike.
      if ((r % 2)); then a=$(ours "$file" "$test" "$op"); b=$(theirs "$file" "$rw" "$bs" "$qd"); c=$(theirs "$file" "$rw" "$bs" "$qd" "$PIN")
      else c=$(theirs "$file" "$rw" "$bs" "$qd" "$PIN"); b=$(theirs "$file" "$rw" "$bs" "$qd"); a=$(ours "$file" "$test" "$op"); fi
      d=$a
      ((huge)) && d=$(ours "$file" "$test" "$op" "--buffers base")
      [ "${c%% *}" = 0 ] && echo "WARNING: fio's equivalent job failed (fixedbufs needs RLIMIT_MEMLOCK >= iodepth x bs)"
      read -r ai aios acpu <<<"$a"
      read -r bi bios bcpu <<<"$b"
      read -r ci cios ccpu <<<"$c"
      read -r di dios dcpu <<<"$d"
      # Our ios count the measured time only; fio's total_ios exclude the ramp too.
      line=$(python3 -c "
ai, aios, acpu, bi, bios, bcpu, ci, di = $ai, $aios, $acpu, $bi, $bios, $bcpu, $ci, $di
ratio = ai / bi if bi > 0 else float('nan')
equiv = di / ci if ci > 0 else float('nan')
ea = aios / acpu if acpu > 0 else 0
eb = bios / bcpu if bcpu > 0 else 0
eff = ea / eb if eb > 0 else float('nan')
print(f'{ratio:.3f} {eff:.3f} {ea:.0f} {eb:.0f} {equiv:.3f}')")
      read -r ratio eff ea eb equiv <<<"$line"
      ratios+=("$ratio")
      effs+=("$eff")
      equivs+=("$equiv")
      printf '  %-18s round %d: drivebench %10.1f IOPS (%8s IO/CPU-s)  fio %10.1f IOPS (%8s IO/CPU-s)  ratio %s  CPU-efficiency ratio %s | like with like: drivebench%s %10.1f  fio equivalent %10.1f  ratio %s\n' \
        "$name" "$r" "$ai" "$ea" "$bi" "$eb" "$ratio" "$eff" "$( ((huge)) && echo ' (base pages)')" "$di" "$ci" "$equiv"
    done
    printf 'RESULT %-8s %-18s median IOPS ratio %s  against fio'"'"'s equivalent job %s  median IO-per-CPU-second ratio %s\n' \
      "$fs" "$name" "$(med "${ratios[@]}")" "$(med "${equivs[@]}")" "$(med "${effs[@]}")"
  done
  rm -f "$file"
done
rm -f "$TMP_OUT" "$TMP_CPU"
exit $status
