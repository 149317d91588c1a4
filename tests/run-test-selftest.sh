#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# usage: run-test-selftest.sh RUN_TEST_SH
# Checks tests/run-test.sh itself with fake Qt Test binaries (they honour "-o FILE,txt -o -,txt"):
# all skipped -> 77 and the skips recorded; one pass among skips -> 0, skips still recorded; a
# failure stays a failure; a crash says which signal; a script's 77 is recorded with its reason.
set -u
runner=$1
# The SKIP_DIR argument is what these checks read: a DRIVEBENCH_SKIP_DIR from the caller (the rig
# guest's suite sets one) would replace it and send the fakes' skips into the real list.
unset DRIVEBENCH_SKIP_DIR
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bad=0
fake() { # NAME BODY: a fake test binary printing BODY (Qt Test's plain-text lines) to its loggers
    cat >"$work/$1" <<FAKE
#!/usr/bin/env bash
out=\$(cat <<'LINES'
$2
LINES
)
file=\${2%,txt}
printf '%s\n' "\$out" >"\$file"
printf '%s\n' "\$out"
exit \${FAKE_RC:-0}
FAKE
    chmod +x "$work/$1"
}
check() { # WHAT EXPECTED ACTUAL
    if [ "$2" = "$3" ]; then echo "ok   $1"; else echo "FAIL $1: expected '$2', got '$3'"; bad=1; fi
}
fake allskip 'PASS   : TestX::initTestCase()
SKIP   : TestX::one(row a) no dbus-daemon here
SKIP   : TestX::two() not root
PASS   : TestX::cleanupTestCase()
Totals: 2 passed, 0 failed, 2 skipped, 0 blacklisted, 1ms'
fake someskip 'PASS   : TestX::initTestCase()
PASS   : TestX::one(row a)
SKIP   : TestX::one(row b) no loop devices
PASS   : TestX::cleanupTestCase()'
fake failing 'SKIP   : TestX::one() skipped
FAIL!  : TestX::two() broke'

bash "$runner" qtest allskip "$work/skips" "$work/allskip" >/dev/null; check "all skipped: exit 77" 77 $?
check "all skipped: recorded" "TestX::one no dbus-daemon here|TestX::two not root" "$(paste -sd'|' "$work/skips/allskip.skips")"
bash "$runner" qtest someskip "$work/skips" "$work/someskip" >/dev/null; check "one pass: exit 0" 0 $?
check "one pass: skip recorded" "TestX::one no loop devices" "$(cat "$work/skips/someskip.skips")"
FAKE_RC=1 bash "$runner" qtest failing "$work/skips" "$work/failing" >/dev/null; check "failure: exit 1" 1 $?
printf '#!/bin/sh\nkill -SEGV $$\n' >"$work/crash"; chmod +x "$work/crash"
out=$(bash "$runner" qtest crash "$work/skips" "$work/crash"); rc=$?
check "crash: exit status kept" 139 $rc
check "crash: says which signal" 1 "$(grep -c 'killed by signal 11' <<<"$out")"
bash "$runner" script shskip "$work/skips" sh -c 'echo "SKIP: no rig here"; exit 77' >/dev/null; check "script skip: exit 77" 77 $?
check "script skip: recorded" "shskip no rig here" "$(cat "$work/skips/shskip.skips")"
bash "$runner" script shpass "$work/skips" true >/dev/null; check "script pass: exit 0, nothing recorded" "0 no" "$? $([ -e "$work/skips/shpass.skips" ] && echo yes || echo no)"
# DRIVEBENCH_SKIP_DIR, when set, replaces SKIP_DIR (the guest's suite keeps its own list).
DRIVEBENCH_SKIP_DIR="$work/elsewhere" bash "$runner" qtest allskip "$work/unused" "$work/allskip" >/dev/null
check "DRIVEBENCH_SKIP_DIR replaces SKIP_DIR" "yes no" \
    "$([ -s "$work/elsewhere/allskip.skips" ] && echo yes || echo no) $([ -e "$work/unused/allskip.skips" ] && echo yes || echo no)"
exit $bad
