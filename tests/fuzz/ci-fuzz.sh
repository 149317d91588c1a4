#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the libFuzzer harnesses (the `fuzz` preset: clang, -fsanitize=fuzzer,address,undefined)
# and fuzzes each one on its seed corpus for a fixed time. Any crash, leak, undefined-behaviour
# report, out-of-memory or timeout (an input running longer than 10 s) fails the run; the input
# that found it is saved under build/fuzz/artifacts/NAME/ and printed with the command that
# reproduces it. Fix the bug, then add the input to tests/fuzz/corpus/NAME/ (the default suite
# replays that directory through every build, so it stays fixed).
#
# usage: bash tests/fuzz/ci-fuzz.sh [--seconds N] [--runs N] [--jobs N] [--long] [--build-only|--no-build] [NAME...]
#   NAME          harnesses to run (fuzz_NAME; default: every tests/fuzz/fuzz_*.cpp)
#   (no option)   CI's run, the same every time: each harness from seed 1 (-seed=1, -reload=0,
#                 QT_HASH_SEED=0, no ASLR: setarch -R) for its fixed number of executions
#                 (ci_runs below, about 30 s each here), so a
#                 finding comes from a change of code or corpus, never from luck or machine speed;
#                 a harness stopped by the 600 s safety cap before its count fails as `short`
#   --seconds N   explore instead: random seed, N seconds per harness (with --long
#                 $DRIVEBENCH_FUZZ_SECONDS or 21600: at 70-110 executions/s the slowest harnesses,
#                 sysfs and library, need hours)
#   --runs N      stop a harness after N executions (or --seconds, whichever comes first); with
#                 --long $DRIVEBENCH_FUZZ_RUNS or 1000000, and a harness that stops short of it
#                 after --seconds fails (the long run's goal: that many executions without a finding)
#   --jobs N      harnesses fuzzed at once (default 1; each one uses one core)
#   --long        the benchmark run: the grown corpus is kept in build/fuzz/corpus-long/NAME and
#                 reused by the next long run (CI starts from the seeds every time); runs niced
#   --build-only  configure and build, fuzz nothing;  --no-build  use the harnesses already built
# Prints one line per harness: executions, seconds, executions/s, coverage (libFuzzer's edge
# counters "cov" and features "ft") and the corpus size. Exit 0 only when every harness ran clean.
set -euo pipefail
src="$(cd "$(dirname "$0")/../.." && pwd)"
here="$src/tests/fuzz"
build="$src/build/fuzz"
seconds="" runs="" jobs=1 long=0 do_build=1 do_fuzz=1 names=()
while [ $# -gt 0 ]; do
    case $1 in
    --seconds) seconds=$2; shift ;;
    --runs) runs=$2; shift ;;
    --jobs) jobs=$2; shift ;;
    --long) long=1 ;;
    --build-only) do_fuzz=0 ;;
    --no-build) do_build=0 ;;
    -h | --help) sed -n '2,27p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "ci-fuzz.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
    *) names+=("$1") ;;
    esac
    shift
done
# CI's executions per harness: about 30 s each on this 2-core machine (CI run 22's rates).
declare -A ci_runs=(
    [ata_identify]=500000 [ata_smart]=150000 [blkparse]=300000 [fio_json]=40000
    [identify_hex]=80000 [iolog]=300000 [leftovers]=4000 [library]=6000 [mountinfo]=150000
    [nvme_identify_ctrl]=500000 [nvme_identify_ns]=400000 [nvme_smart]=300000
    [result_json]=30000 [result_png]=100000 [sysfs]=40000
)
ci=0
if [ -z "$seconds" ] && [ -z "$runs" ] && [ $long = 0 ]; then ci=1; seconds=600; fi
if [ -z "$seconds" ]; then
    if [ $long = 1 ]; then seconds=${DRIVEBENCH_FUZZ_SECONDS:-21600}; else seconds=30; fi
fi
if [ -z "$runs" ]; then
    if [ $long = 1 ]; then runs=${DRIVEBENCH_FUZZ_RUNS:-1000000}; else runs=-1; fi
fi
nice=()
[ $long = 1 ] && nice=(nice -n 19)
if [ ${#names[@]} -eq 0 ]; then
    for f in "$here"/fuzz_*.cpp; do n=$(basename "$f" .cpp); names+=("${n#fuzz_}"); done
fi

cd "$src"
if [ $do_build = 1 ]; then
    t0=$(date +%s)
    cmake --preset fuzz >/dev/null
    cmake --build --preset fuzz
    echo "ci-fuzz: built the harnesses in $(($(date +%s) - t0)) s"
fi
[ $do_fuzz = 1 ] || exit 0

. "$here/seeds.sh"
# The long run records no allocation stacks (malloc_context_size=0): ASan keeps every stack it
# records for good, and stacks unwound through Qt's frames (built without frame pointers) are
# mostly unique, so the store grows all run and each allocation gets slower (fuzz_sysfs fell from
# 820 to 96 executions/s within an hour, 47 % of its time in StackDepot::Put; a fresh process
# ran 181/s with stacks, 231/s without). Findings are caught the same; run the harness on the
# saved input for the report with its allocation stack. CI's short run keeps the stacks.
if [ $long = 1 ]; then
    export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:malloc_context_size=0}
else
    export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
fi
# Qt seeds QHash per process; a fixed seed keeps hash order, and so coverage, the same each run.
[ $ci = 1 ] && export QT_HASH_SEED=0
no_aslr=0
if [ $ci = 1 ]; then
    if setarch "$(uname -m)" -R true 2>/dev/null; then no_aslr=1; else
        echo "ci-fuzz: note: setarch -R is refused here (a container's seccomp?): address-space randomisation stays on, so runs from seed 1 may drift apart after a few thousand executions"
    fi
fi
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
# llvm-symbolizer for readable reports: on PATH, else the one beside the clang that built the
# harnesses (Debian installs it as /usr/lib/llvm-N/bin/llvm-symbolizer, N the release's clang).
if ! command -v llvm-symbolizer >/dev/null; then
    sym=$(clang -print-prog-name=llvm-symbolizer 2>/dev/null || true)
    [ -x "$sym" ] || sym=$(ls -d /usr/lib/llvm-*/bin/llvm-symbolizer 2>/dev/null | sort -V | tail -1)
    [ -n "$sym" ] && [ -x "$sym" ] && export ASAN_SYMBOLIZER_PATH=$sym
fi
# The file-reading harnesses write their input to a scratch directory: memory is fastest.
if [ -z "${TMPDIR:-}" ] && [ -d /dev/shm ] && [ -w /dev/shm ]; then export TMPDIR=/dev/shm; fi
logs="$build/fuzz-logs"
[ $long = 1 ] && logs="$build/fuzz-logs-long"
mkdir -p "$logs"

run_one() {
    local name=$1 exe="$build/bin/fuzz_$1" work seeds artifacts dict=()
    if [ ! -x "$exe" ]; then
        echo "ci-fuzz: $exe is not built (run without --no-build)" >"$logs/$name.log"
        return 1
    fi
    seeds="$build/seeds/$name"
    fuzz_seeds "$name" "$seeds" || return 1
    if [ $long = 1 ]; then work="$build/corpus-long/$name"; else work="$build/corpus-ci/$name"; rm -rf "$work"; fi
    artifacts="$build/artifacts/$name"
    mkdir -p "$work" "$artifacts"
    [ -f "$here/dict/$name.dict" ] && dict=(-dict="$here/dict/$name.dict")
    local corpus=("$work" "$seeds")
    [ -d "$here/corpus/$name" ] && corpus+=("$here/corpus/$name")
    # -timeout: one input running 10 s is a hang; -rss_limit_mb/-malloc_limit_mb: a small input
    # that makes a parser take 2 GiB is a finding too.
    local t0 n=$runs seed=()
    if [ $ci = 1 ]; then
        n=${ci_runs[$name]:-}
        if [ -z "$n" ]; then
            echo "ci-fuzz: fuzz_$name has no execution count in ci_runs (tests/fuzz/ci-fuzz.sh): add one" >"$logs/$name.log"
            return 1
        fi
        # The same run every time: seed 1, no corpus reload (a timer), and no address-space
        # randomisation (libFuzzer's comparison traces hold pointer values, which otherwise
        # change the dictionary it mutates with): three runs of 50,000 executions of
        # nvme_identify_ns at 2,800-7,100 exec/s grew the same corpus, file for file.
        seed=(-seed=1 -reload=0)
    fi
    echo "$n" >"$logs/$name.runs"
    t0=$(date +%s.%N)
    local rc=0
    local fixed=()
    [ $ci = 1 ] && [ $no_aslr = 1 ] && fixed=(setarch "$(uname -m)" -R)
    "${nice[@]}" "${fixed[@]}" "$exe" "${seed[@]}" -max_total_time="$seconds" -runs="$n" -timeout=10 -rss_limit_mb=2048 -malloc_limit_mb=2048 \
        -print_final_stats=1 -artifact_prefix="$artifacts/" "${dict[@]}" "${corpus[@]}" \
        >"$logs/$name.log" 2>&1 || rc=$?
    echo "$t0 $(date +%s.%N)" | awk '{printf "%.1f\n", $2 - $1}' >"$logs/$name.seconds"
    if [ $rc = 0 ] && [ "$n" -gt 0 ] && { [ $long = 1 ] || [ $ci = 1 ]; }; then
        local execs
        execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$logs/$name.log" | tail -1)
        if [ "${execs:-0}" -lt "$n" ]; then
            echo "ci-fuzz: fuzz_$name ran ${execs:-0} of the $n executions in $seconds s, no finding; give it more time (DRIVEBENCH_FUZZ_SECONDS) or a less busy machine" >>"$logs/$name.log"
            return 3
        fi
    fi
    return $rc
}

summary() {
    local name=$1 rc=$2 log="$logs/$1.log" execs secs rate cov ft corp
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    secs=$(cat "$logs/$1.seconds" 2>/dev/null || true)
    local last
    last=$(grep -E '^#[0-9]+' "$log" | tail -1 || true)
    cov=$(sed -E -n 's/.* cov: ([0-9]+).*/\1/p' <<<"$last")
    ft=$(sed -E -n 's/.* ft: ([0-9]+).*/\1/p' <<<"$last")
    corp=$(sed -E -n 's/.* corp: ([0-9]+\/[0-9]+[a-zA-Z]*).*/\1/p' <<<"$last")
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    printf '%-20s %-5s execs=%-9s seconds=%-6s exec/s=%-6s cov=%-5s ft=%-6s corpus=%s\n' "$name" \
        "$(case $rc in 0) echo ok ;; 3) echo short ;; *) echo FAIL ;; esac)" "${execs:-?}" "${secs:-?}" "${rate:-?}" "${cov:-?}" "${ft:-?}" "${corp:-?}"
}

t0=$(date +%s)
declare -A pids=() rcs=()
for name in "${names[@]}"; do
    while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n || true; done
    run_one "$name" &
    pids[$name]=$!
done
failed=0
for name in "${names[@]}"; do
    rc=0
    wait "${pids[$name]}" || rc=$?
    rcs[$name]=$rc
    [ $rc = 0 ] || failed=1
done
if [ $ci = 1 ]; then
    echo "ci-fuzz: ${#names[@]} harnesses, a fixed count of executions each from seed 1, $(($(date +%s) - t0)) s in all (logs in $logs)"
else
    echo "ci-fuzz: ${#names[@]} harnesses, ${seconds} s each, $(($(date +%s) - t0)) s in all (logs in $logs)"
fi
for name in "${names[@]}"; do summary "$name" "${rcs[$name]}"; done
if [ $failed = 1 ]; then
    for name in "${names[@]}"; do
        [ "${rcs[$name]}" = 0 ] && continue
        echo
        # The report from its first line (the access and its stack come first), else the log's end.
        local_start=$(grep -n -m1 -E '==[0-9]+==ERROR|runtime error:|ERROR: libFuzzer|ALARM:|out-of-memory' \
            "$logs/$name.log" | cut -d: -f1 || true)
        if [ -n "$local_start" ]; then
            echo "=== fuzz_$name failed (exit ${rcs[$name]}); its report:"
            sed -n "${local_start},\$p" "$logs/$name.log" | head -80
        else
            echo "=== fuzz_$name failed (exit ${rcs[$name]}); the end of its log:"
            tail -60 "$logs/$name.log"
        fi
        for a in "$build/artifacts/$name"/*; do
            [ -f "$a" ] || continue
            echo "input: $a — reproduce: $build/bin/fuzz_$name $a"
        done
        echo "fix the bug, then: cp INPUT tests/fuzz/corpus/$name/ (a regression case the default suite replays)"
    done
    exit 1
fi
