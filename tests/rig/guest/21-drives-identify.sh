#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# drivebench-cli identify through the ioctls in the rig (SG_IO ATA PASS-THROUGH on /dev/sda and
# /dev/sg0, NVMe admin Identify on /dev/nvme0 and /dev/nvme0n1), --save round trips, and the
# decoders against hdparm --Istdout and nvme id-ctrl -b dumps of the same devices.
set -u
command -v jq >/dev/null || { echo "SKIP: jq is not installed (apt-get install jq)"; exit 77; }
cli=$DRIVEBENCH_BIN/drivebench-cli
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fail=0
expect() {
    local got; got=$(jq -r "$3" <<<"$2")
    if [ "$got" = "$4" ]; then echo "ok   $1: $got"; else echo "FAIL $1: got '$got', want '$4'"; fail=1; fi
}
for dev in /dev/sda /dev/sg0; do
    json=$("$cli" identify "$dev" --json --save "$tmp/ata.bin") || { echo "FAIL identify $dev exited $?"; fail=1; continue; }
    expect "$dev type" "$json" .type ata
    expect "$dev model" "$json" .model "DriveBench Rig SATA SSD with a long name"
    expect "$dev serial" "$json" .serial DBSATA0000001
    expect "$dev firmware" "$json" .firmware DBFW0102
    expect "$dev capacity_sectors" "$json" .capacity_sectors 2097152
    expect "$dev rotation" "$json" .rotation_rate_rpm 0
    expect "$dev sata generations" "$json" '.sata_generations | length' 0
    expect "$dev raw_hex bytes" "$json" '.raw_hex | length' 1024
    test "$(stat -c %s "$tmp/ata.bin")" = 512 || { echo "FAIL --save wrote $(stat -c %s "$tmp/ata.bin") bytes"; fail=1; }
    # The ioctl's bytes are libata's sysfs copy.
    sysfs=$("$cli" identify --decode-ata /sys/class/ata_device/dev1.0/id --json | jq -r .raw_hex)
    [ "$sysfs" = "$(jq -r .raw_hex <<<"$json")" ] && echo "ok   $dev bytes = sysfs id" || { echo "FAIL $dev bytes differ from sysfs id"; fail=1; }
done
# hdparm's dump of the same disk decodes to the same fields.
# The cross-checks are part of the test: a missing tool fails it rather than vanishing.
if ! command -v hdparm >/dev/null; then
    echo "FAIL hdparm is not installed (apt install hdparm; packaging/install-deps.sh has it)"; fail=1
else
    hdparm --Istdout /dev/sda > "$tmp/hdparm.txt" 2>/dev/null
    a=$("$cli" identify --decode-ata "$tmp/hdparm.txt" --json | jq -c 'del(.source, .raw_hex)')
    b=$("$cli" identify --decode-ata "$tmp/ata.bin" --json | jq -c 'del(.source, .raw_hex)')
    [ -n "$a" ] && [ "$a" = "$b" ] && echo "ok   hdparm --Istdout decodes alike" || { echo "FAIL hdparm decode: $a vs $b"; fail=1; }
fi
for dev in /dev/nvme0 /dev/nvme0n1; do
    json=$("$cli" identify "$dev" --json --save "$tmp/nvme.bin") || { echo "FAIL identify $dev exited $?"; fail=1; continue; }
    expect "$dev type" "$json" .type nvme
    expect "$dev model" "$json" .model "QEMU NVMe Ctrl"
    expect "$dev serial" "$json" .serial "${RIG_NVME_SERIAL:-DBNVME0001}"
    expect "$dev firmware" "$json" .firmware 7.2.22
    expect "$dev vid" "$json" .vid 0x1b36
    expect "$dev namespace nsid" "$json" .namespace.nsid 1
    expect "$dev namespace bytes" "$json" .namespace.size_bytes 1073741824
    expect "$dev namespace block" "$json" .namespace.block_size 512
    test "$(stat -c %s "$tmp/nvme.bin")" = 4096 || { echo "FAIL --save wrote $(stat -c %s "$tmp/nvme.bin") bytes"; fail=1; }
    test "$(stat -c %s "$tmp/nvme.bin.ns")" = 4096 || { echo "FAIL --save wrote no namespace page"; fail=1; }
done
if ! command -v nvme >/dev/null; then
    echo "FAIL nvme is not installed (apt install nvme-cli; packaging/install-deps.sh has it)"; fail=1
else
    nvme id-ctrl -b /dev/nvme0 > "$tmp/id-ctrl.bin" 2>/dev/null
    cmp -s "$tmp/id-ctrl.bin" "$tmp/nvme.bin" && echo "ok   identify bytes = nvme id-ctrl -b" || { echo "FAIL identify bytes differ from nvme id-ctrl -b"; fail=1; }
    # Only the first 512 bytes, as some Windows tools save: refused with a message, exit 1.
    head -c 512 "$tmp/id-ctrl.bin" > "$tmp/short.bin"
    out=$("$cli" identify --decode-nvme "$tmp/short.bin" 2>&1); rc=$?
    [ $rc = 1 ] && grep -q "only the first 512 bytes" <<<"$out" && echo "ok   512-byte NVMe dump refused" || { echo "FAIL short dump: rc=$rc $out"; fail=1; }
fi
# Identity checks (core/devices/identitycheck.h): QEMU's NVMe controller and a neutral SATA model
# have no reference in the family table, so nothing is flagged (tests/rig/identity/ runs a disk
# named like a Samsung 870 EVO, which is).
for dev in /dev/nvme0 /dev/sda; do
    expect "$dev identity check" "$("$cli" identify "$dev" --json)" .identity_check.verdict no_reference
done
"$cli" identify /dev/nvme1 --json | jq -e '.serial == "'"${RIG_NVME_SERIAL:-DBNVME0001}"'-2"' >/dev/null && echo "ok   nvme1 serial" || { echo "FAIL nvme1 serial"; fail=1; }
# A device without identify (loop) fails with a cause, not a crash.
out=$("$cli" identify /dev/loop0 2>&1); rc=$?
[ $rc = 1 ] && [ -n "$out" ] && echo "ok   loop0 refused: $out" || { echo "FAIL loop0: rc=$rc $out"; fail=1; }
# Save real dumps for the unit-test fixtures when asked (DRIVEBENCH_SAVE_DUMPS=DIR).
if [ -n "${DRIVEBENCH_SAVE_DUMPS:-}" ]; then
    cp "$tmp/nvme.bin" "$DRIVEBENCH_SAVE_DUMPS/qemu-7.2-nvme-id-ctrl.bin"
    cp "$tmp/nvme.bin.ns" "$DRIVEBENCH_SAVE_DUMPS/qemu-7.2-nvme-id-ns.bin"
fi
exit $fail
