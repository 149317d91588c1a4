#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The wake-up latency test (--profile wake) in the rig:
# (a) on a simulated drive that sleeps after idling: nbdkit's python plugin
#     (tests/rig/nbd/wakedrive.py) serves reads that pay 50 ms after 200 ms of idle and 150 ms after
#     1 s (well above the few ms a read through nbd and python takes in the guest), attached with the kernel's nbd client (nbd-client); the test must find the two steps at
#     the first idle times past each threshold and their penalties within 20 %;
# (b) on QEMU's NVMe controller (one power state, APSTA 0) it says APST is not supported and finds
#     no step from it.
set -u
command -v jq >/dev/null || { echo "SKIP: jq is not installed (apt-get install jq)"; exit 77; }
cli=$DRIVEBENCH_BIN/drivebench-cli
here=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
fail=0
cleanup() {
    command -v nbd-client >/dev/null && nbd-client -d /dev/nbd0 >/dev/null 2>&1
    [ -f "$tmp/nbdkit.pid" ] && kill "$(cat "$tmp/nbdkit.pid")" 2>/dev/null
    rm -rf "$tmp"
}
trap cleanup EXIT
within() { # within NAME GOT WANT PERCENT
    if awk -v g="$2" -v w="$3" -v p="$4" 'BEGIN { d = g - w; if (d < 0) d = -d; exit !(d <= w * p / 100) }'; then
        echo "ok   $1: $2 (want $3 ± $4 %)"
    else
        echo "FAIL $1: $2, want $3 ± $4 %"; fail=1
    fi
}
below() { # below NAME GOT LIMIT
    if awk -v g="$2" -v l="$3" 'BEGIN { exit !(g < l) }'; then echo "ok   $1: $2 (< $3)"; else echo "FAIL $1: $2, want < $3"; fail=1; fi
}
expect() {
    if [ "$2" = "$3" ]; then echo "ok   $1: $2"; else echo "FAIL $1: got '$2', want '$3'"; fail=1; fi
}

# (b) QEMU's NVMe drive: no APST.
if "$cli" run --target /dev/nvme1n1 --profile wake --idle 0,20ms --samples 3 --json "$tmp/nvme.json" >"$tmp/nvme.out" 2>&1; then
    apst=$(jq -r '.tests[0].extra.wake.apst' "$tmp/nvme.json")
    if grep -qiE 'not support|APSTA is 0' <<<"$apst"; then echo "ok   QEMU NVMe: APST $apst"; else echo "FAIL QEMU NVMe APST: '$apst'"; fail=1; fi
    expect "QEMU NVMe expected steps" "$(jq -r '.tests[0].extra.wake.expected_steps | length' "$tmp/nvme.json")" 0
    grep -q 'APST steps: ' "$tmp/nvme.out" && echo "ok   summary names the APST source" || { echo "FAIL summary"; cat "$tmp/nvme.out"; fail=1; }
else
    echo "FAIL wake on /dev/nvme1n1:"; cat "$tmp/nvme.out"; fail=1
fi

# (a) the simulated drive.
for tool in nbdkit nbd-client; do
    command -v "$tool" >/dev/null || { echo "FAIL $tool is not installed (packaging/install-deps.sh installs nbdkit, nbdkit-plugin-python and nbd-client)"; exit 1; }
done
modprobe nbd nbds_max=2 || { echo "FAIL modprobe nbd"; exit 1; }
nbdkit -U "$tmp/sock" -P "$tmp/nbdkit.pid" python "$here/nbd/wakedrive.py" size=64M steps=200:50,1000:150 \
    || { echo "FAIL nbdkit did not start"; exit 1; }
for _ in $(seq 50); do [ -S "$tmp/sock" ] && break; sleep 0.1; done
nbd-client -unix "$tmp/sock" /dev/nbd0 -b 4096 || { echo "FAIL nbd-client could not attach /dev/nbd0"; exit 1; }
echo "nbd0: $(blockdev --getsize64 /dev/nbd0) bytes"
start=$(date +%s)
if "$cli" run --target /dev/nbd0 --profile wake --idle 0,50ms,100ms,300ms,600ms,1.5s,3s --samples 9 \
    --json "$tmp/nbd.json" >"$tmp/nbd.out" 2>&1; then
    echo "wake on nbd0 took $(($(date +%s) - start)) s"
    grep '^WAKE' "$tmp/nbd.out"
    w='.tests[0].extra.wake'
    expect "steps found" "$(jq -r "$w.steps | length" "$tmp/nbd.json")" 2
    expect "first step at" "$(jq -r "$w.steps[0].after_idle_ms" "$tmp/nbd.json")" 300
    expect "second step at" "$(jq -r "$w.steps[1].after_idle_ms" "$tmp/nbd.json")" 1500
    within "first penalty (us)" "$(jq -r "$w.steps[0].penalty_us" "$tmp/nbd.json")" 50000 20
    within "second penalty (us)" "$(jq -r "$w.steps[1].penalty_us" "$tmp/nbd.json")" 150000 20
    # Between the steps the level holds: 600 ms idle pays the first step's 50 ms, 3 s the second's;
    # 100 ms idle, below the first threshold, pays nothing (less than a fifth of the first step).
    base=$(jq -r "$w.baseline_us" "$tmp/nbd.json")
    within "penalty after 600 ms (us)" "$(jq -r "$w.points[] | select(.idle_ms == 600) | .median_us - $base" "$tmp/nbd.json")" 50000 20
    within "penalty after 3 s (us)" "$(jq -r "$w.points[] | select(.idle_ms == 3000) | .median_us - $base" "$tmp/nbd.json")" 150000 20
    below "penalty after 100 ms (us)" "$(jq -r "$w.points[] | select(.idle_ms == 100) | .median_us - $base" "$tmp/nbd.json")" 10000
else
    echo "FAIL wake on /dev/nbd0:"; cat "$tmp/nbd.out"; fail=1
fi
exit $fail
