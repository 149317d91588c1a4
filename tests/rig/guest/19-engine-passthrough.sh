#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The io_uring_cmd engine (NVMe passthrough: NVMe Read/Write commands through io_uring on the
# namespace's generic device /dev/ngXnY): read tests on /dev/nvme0n1; a trace of known reads
# and writes moves exactly the bytes the default engine moves; writes refused without
# --destructive (bytes unchanged), and with it the written range reads back as written, the rest
# unchanged; refused, with cause and fix, on a SATA disk, with the generic device missing, with
# the write target's generic device held open by another process (the default engine's writes
# too), for a
# test that does its own I/O, and for a block larger than one command carries. Functional only:
# nothing here is timed. The suite's boot gives 512-byte LBAs; it passes on 4096-byte LBAs too
# (vm-run --nvme-lbs 4096 --nvme-count 2 -- bash tests/rig/guest-runner.sh BIN THIS_SCRIPT), where
# the written range's check also proves the SLBA is counted in 4 KiB blocks.
. "$(dirname "$0")/../lib.sh"
cleanup() { [ -e /dev/ng0n1.away ] && mv /dev/ng0n1.away /dev/ng0n1; }

ns=/dev/nvme0n1 ng=/dev/ng0n1
[ -c $ng ] || fail "no $ng on $(uname -r): $(ls /dev/ng* 2>&1)"
sysdev=$(cat /sys/class/nvme-generic/ng0n1/dev)
[ "$(printf '%d:%d' 0x"$(stat -c %t $ng)" 0x"$(stat -c %T $ng)")" = "$sysdev" ] || fail "$ng is not $sysdev"
maxkb=$(cat /sys/block/nvme0n1/queue/max_hw_sectors_kb)
echo "$ns -> $ng ($sysdev; sysfs $(readlink -f /sys/class/nvme-generic/ng0n1)), max_hw_sectors_kb $maxkb"

# Read tests.
"$cli" run --target $ns --engine io_uring_cmd --test RND4K_Q32T1 --test SEQ128K_Q32T1 --duration 1 \
    --passes 1 --warmup 0 --interval 0 --no-library --json "$out/r.json" >"$out/table" 2>"$out/err" \
    || fail "passthrough read tests: $(cat "$out/err")"
[ "$(json "$out/r.json" 'd["engine"]')" = io_uring_cmd ] || fail "engine: $(json "$out/r.json" 'd["engine"]')"
[ "$(json "$out/r.json" 'd["settings"]["engine_requested"]')" = io_uring_cmd ] || fail "engine_requested"
[ "$(json "$out/r.json" 'd["settings"]["nvme_generic_device"]')" = $ng ] || fail "nvme_generic_device"
have=$(json "$out/r.json" '",".join(d["settings"]["io_uring_features"])')
for f in nvme_uring_cmd registered_file fixed_buffers; do
    [[ ",$have," == *",$f,"* ]] || fail "io_uring_features lacks $f: $have"
done
[ "$(json "$out/r.json" 'all(t["op"] == "read" and t["ios"] > 0 and not t["errors"] for t in d["tests"])')" = True ] \
    || fail "passthrough read tests did no reads or had errors: $(cat "$out/table")"
echo "read tests through $ng: io_uring_features $have"; cat "$out/table"

# A trace of known requests: 8 MiB written in 128 KiB commands, read back, then 256 reads of
# 4 KiB beyond it. Exact mapping, no pacing: the same requests for every engine.
{
    echo "fio version 2 iolog"; echo "/dev/x add"; echo "/dev/x open"
    for i in $(seq 0 63); do echo "/dev/x write $((i * 131072)) 131072"; done
    for i in $(seq 0 63); do echo "/dev/x read $((i * 131072)) 131072"; done
    for i in $(seq 0 255); do echo "/dev/x read $((8388608 + i * 4096)) 4096"; done
    echo "/dev/x close"
} >"$out/t.log"
replay() { # ENGINE JSON [ARGS...]
    local engine=$1 json_out=$2; shift 2
    "$cli" run --target $dev --engine "$engine" --trace "$out/t.log" --trace-mapping exact \
        --trace-timing nostall --data zeros --no-library --json "$json_out" "$@" >/dev/null 2>"$out/err"
}
counts() { json "$1" '" ".join(str(t[k]) for t in d["tests"] for k in ("ios", "bytes_read", "bytes_written", "completed"))'; }

dev=/dev/nvme1n1
dd if=/dev/urandom of=$dev bs=1M count=16 oflag=direct status=none
low=$(dd if=$dev bs=1M count=8 iflag=direct status=none | sha256sum)
high=$(dd if=$dev bs=1M skip=8 count=8 iflag=direct status=none | sha256sum)

# Writes without --destructive, and with --destructive naming another device: refused, and the
# bytes stay as they were.
# (Without it the command line refuses a plan that writes to a device, exit 2; naming another
# device gets as far as the target's checks, exit 1.)
replay io_uring_cmd "$out/n.json"
rc=$?
[ $rc = 2 ] || fail "passthrough write without --destructive: exit $rc"
grep -q -- "--destructive" "$out/err" || fail "no hint to --destructive: $(cat "$out/err")"
replay io_uring_cmd "$out/n.json" --destructive $ns
rc=$?
[ $rc = 1 ] || fail "passthrough write with --destructive $ns on $dev: exit $rc"
grep -q -- "--destructive $dev" "$out/err" || fail "no hint to --destructive $dev: $(cat "$out/err")"
[ "$(dd if=$dev bs=1M count=8 iflag=direct status=none | sha256sum)" = "$low" ] \
    || fail "$dev changed after a refused passthrough write"
echo "passthrough writes without --destructive $dev refused: $(head -1 "$out/err")"

# With --destructive: the written range holds the zeros written, the rest is unchanged, and the
# counts are those of the default engine on the same trace.
replay io_uring_cmd "$out/w.json" --destructive $dev || fail "passthrough trace: $(cat "$out/err")"
[ "$(json "$out/w.json" 'd["engine"]')" = io_uring_cmd ] || fail "trace: engine not io_uring_cmd"
[ "$(json "$out/w.json" 'all(not t["errors"] for t in d["tests"])')" = True ] || fail "trace: errors"
cmp -n $((8 << 20)) <(dd if=$dev bs=1M count=8 iflag=direct status=none) /dev/zero || fail "passthrough writes: $dev's first 8 MiB are not the zeros written"
[ "$(dd if=$dev bs=1M skip=8 count=8 iflag=direct status=none | sha256sum)" = "$high" ] \
    || fail "passthrough writes changed bytes past the 8 MiB written"
replay io_uring "$out/u.json" --destructive $dev || fail "io_uring trace: $(cat "$out/err")"
[ "$(json "$out/u.json" 'd["engine"]')" = io_uring ] || fail "trace: engine not io_uring"
want="384 9437184 8388608 True"
[ "$(counts "$out/w.json")" = "$want" ] || fail "passthrough trace counts: $(counts "$out/w.json"), not $want"
[ "$(counts "$out/u.json")" = "$want" ] || fail "io_uring trace counts: $(counts "$out/u.json"), not $want"
echo "trace on $dev: io_uring_cmd and io_uring both: ios bytes_read bytes_written completed = $want;" \
    "8 MiB written read back as zeros through the block device, the next 8 MiB unchanged"

# Refusals, each naming the cause and the fix; nothing runs in another engine.
refused() { # WHAT PATTERN ARGS...
    local what=$1 pattern=$2; shift 2
    "$cli" run --engine io_uring_cmd --duration 0.5 --passes 1 --warmup 0 --interval 0 --no-library \
        --json "$out/x.json" "$@" >/dev/null 2>"$out/err"
    local rc=$?
    [ $rc = 1 ] || fail "$what: exit $rc"
    grep -q -- "$pattern" "$out/err" || fail "$what: not '$pattern': $(cat "$out/err")"
    grep -q -- "--engine io_uring" "$out/err" || fail "$what: no --engine io_uring fix: $(cat "$out/err")"
    echo "$what refused: $(head -1 "$out/err")"
}
refused "a SATA disk" "only on NVMe namespaces, and sda is not one" --target /dev/sda --test RND4K_Q1T1
mv $ng /dev/ng0n1.away
refused "no $ng" "$ng is missing or is not the character device $sysdev" --target $ns --test RND4K_Q1T1
mv /dev/ng0n1.away $ng
# The capacity check does its own I/O (not through an engine): refused before any byte moves.
before=$(dd if=$dev bs=1M count=16 iflag=direct status=none | sha256sum)
refused "the capacity check" "does its own I/O, not through the io_uring_cmd engine" --target $dev \
    --destructive $dev --profile capacity --quick
[ "$(dd if=$dev bs=1M count=16 iflag=direct status=none | sha256sum)" = "$before" ] \
    || fail "$dev changed after a refused capacity check"
# Another process holding the write target's generic node (not its block device): the write is
# refused naming the process and the fix, and the device is unchanged, with the io_uring_cmd
# engine and with the default engine (whose block-device O_EXCL does not keep the holder out).
ng1=/dev/ng1n1
[ -c $ng1 ] || fail "no $ng1: $(ls /dev/ng* 2>&1)"
sleep 600 3<$ng1 &
holder=$!
sleep 0.5
for engine in io_uring_cmd io_uring; do
    "$cli" run --engine $engine --target $dev --destructive $dev --test RND4K_Q1T1 --op write \
        --duration 0.5 --passes 1 --warmup 0 --interval 0 --no-library --json "$out/x.json" >/dev/null 2>"$out/err"
    rc=$?
    [ $rc = 1 ] || { kill $holder; fail "$engine write with $ng1 held by pid $holder: exit $rc"; }
    grep -q -- "is open in another program: process $holder (sleep) holds $ng1" "$out/err" \
        || { kill $holder; fail "held $ng1, $engine: $(cat "$out/err")"; }
    grep -q -- "fuser -v $ng1" "$out/err" || { kill $holder; fail "held $ng1, $engine: no fuser hint: $(cat "$out/err")"; }
    [ "$(dd if=$dev bs=1M count=16 iflag=direct status=none | sha256sum)" = "$before" ] \
        || { kill $holder; fail "$dev changed after a refused $engine write with $ng1 held"; }
    echo "$engine write with $ng1 held refused: $(head -1 "$out/err")"
done
kill $holder; wait $holder 2>/dev/null
# A command's buffer is never split and is mapped page by page: a command spanning more 4 KiB
# pages than queue/max_segments is refused before any I/O, in base and in huge-page buffers (6.1
# refused each such command with EINVAL even in huge pages).
maxseg=$(cat /sys/block/nvme0n1/queue/max_segments)
{
    echo "fio version 2 iolog"; echo "/dev/x add"; echo "/dev/x open"
    for i in $(seq 0 7); do echo "/dev/x read $((i * maxkb * 1024)) $((maxkb * 1024))"; done
    echo "/dev/x close"
} >"$out/big.log"
if [ $((maxkb / 4)) -gt "$maxseg" ]; then
    refused "$maxkb KiB commands in 4 KiB pages" "takes at most $maxseg memory segments per command" --target $ns \
        --trace "$out/big.log" --trace-mapping exact --buffers base
    refused "$maxkb KiB commands in huge-page buffers" "takes at most $maxseg memory segments per command" \
        --target $ns --trace "$out/big.log" --trace-mapping exact
    small=$(( (maxseg * 4 < maxkb ? maxseg * 4 : maxkb) / 4 * 4096 ))
    sed "s/ $((maxkb * 1024))\$/ $small/" "$out/big.log" >"$out/fit.log"
    "$cli" run --engine io_uring_cmd --target $ns --trace "$out/fit.log" --trace-mapping exact --duration 0.5 \
        --passes 1 --warmup 0 --interval 0 --no-library --json "$out/x.json" >/dev/null 2>"$out/err" \
        || fail "$small-byte commands: $(cat "$out/err")"
    echo "$maxkb KiB commands refused (max_segments $maxseg); $small-byte commands run"
else
    echo "max_segments $maxseg takes $maxkb KiB in 4 KiB pages: no segment refusal to provoke here"
fi
if [ "$maxkb" -lt 1024 ]; then
    refused "SEQ1M on ${maxkb} KiB commands" "takes at most $maxkb KiB per command" --target $ns --test SEQ1M_Q8T1
fi
rm -rf "$out"
