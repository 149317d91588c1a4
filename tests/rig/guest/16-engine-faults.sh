#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# I/O errors end the run with a clear message and keep the tests completed before them:
# dm-error (every I/O fails) and a device that fails once the first test is done.
. "$(dirname "$0")/../lib.sh"
cleanup() { dmsetup remove bad 2>/dev/null; dmsetup remove flaky 2>/dev/null; [ -n "${loop:-}" ] && losetup -d "$loop"; rm -rf "$out"; }

truncate -s 256M "$out/b.img"
loop=$(losetup -f --show "$out/b.img") || fail losetup
n=$(blockdev --getsz "$loop")

dmsetup create bad --table "0 $n error" || fail "dmsetup error target"
"$cli" run --target /dev/mapper/bad --test RND4K_Q1T1 --op read --duration 1 --passes 1 \
    --warmup 0 --json "$out/bad.json" >/dev/null 2>"$out/err"
rc=$?
[ $rc = 1 ] || fail "dm-error: exit $rc"
grep -q "Input/output error" "$out/err" || fail "dm-error: no I/O error message: $(cat "$out/err")"
grep -q "offset" "$out/err" || fail "dm-error: the message does not say where"
echo "dm-error: $(grep -m1 'Input/output' "$out/err")"

# The first test completes, then every I/O fails (the second test hits the errors). The switch
# follows the run's own stream (test_finished of the first test), not a clock: under TCG on a
# loaded host the run's start alone can take longer than any fixed up-time.
dmsetup create flaky --table "0 $n linear $loop 0" || fail "dmsetup linear"
"$cli" run --target /dev/mapper/flaky --test RND4K_Q1T1 --test SEQ1M_Q8T1 --op read \
    --duration 3 --passes 1 --warmup 0 --interval 5 --json "$out/fl.json" \
    --json-stream "$out/fl.ndjson" >/dev/null 2>"$out/err" &
pid=$!
for _ in $(seq 1 3000); do
    grep -q '"event":"test_finished"' "$out/fl.ndjson" 2>/dev/null && break
    kill -0 $pid 2>/dev/null || break
    sleep 0.1
done
grep -q '"event":"test_finished"' "$out/fl.ndjson" 2>/dev/null || fail "dm-flakey: the first test never finished: $(cat "$out/err")"
dmsetup reload flaky --table "0 $n error" && dmsetup resume flaky || fail "dmsetup: switch to error"
wait $pid
rc=$?
[ $rc = 1 ] || fail "dm-flakey: exit $rc"
[ "$(json "$out/fl.json" 'd["tests"][0]["completed"] and d["tests"][0]["ios"] > 0')" = True ] \
    || fail "dm-flakey: the completed first test was not kept"
[ "$(json "$out/fl.json" 'any("Input/output error" in e for e in d["errors"])')" = True ] \
    || fail "dm-flakey: no I/O error in the result: $(cat "$out/err")"
echo "dm-flakey: first test kept, then: $(grep -m1 'Input/output' "$out/err")"
cleanup
