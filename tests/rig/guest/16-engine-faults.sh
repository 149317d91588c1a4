#!/usr/bin/env bash
# I/O errors end the run with a clear message and keep the tests completed before them:
# dm-error (every I/O fails) and dm-flakey (up 4 s, then failing).
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

# Up for 4 s, then every I/O fails: the first test completes, the second hits the errors.
dmsetup create flaky --table "0 $n flakey $loop 0 4 60" || fail "dmsetup flakey"
"$cli" run --target /dev/mapper/flaky --test RND4K_Q1T1 --test SEQ1M_Q8T1 --op read \
    --duration 0.5 --passes 1 --warmup 0 --interval 5 --json "$out/fl.json" >/dev/null 2>"$out/err"
rc=$?
[ $rc = 1 ] || fail "dm-flakey: exit $rc"
[ "$(json "$out/fl.json" 'd["tests"][0]["completed"] and d["tests"][0]["ios"] > 0')" = True ] \
    || fail "dm-flakey: the completed first test was not kept"
[ "$(json "$out/fl.json" 'any("Input/output error" in e for e in d["errors"])')" = True ] \
    || fail "dm-flakey: no I/O error in the result: $(cat "$out/err")"
echo "dm-flakey: first test kept, then: $(grep -m1 'Input/output' "$out/err")"
cleanup
