#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# drivebench-cli drives --json in the rig: the model, serial, firmware, capacity, transport and
# link speed that run-rig-tests.sh configures (and ../shared/rig/README.md documents), first from
# sysfs alone (--no-identify), then with the identify ioctls (the guest runs as root).
set -u
command -v jq >/dev/null || { echo "SKIP: jq is not installed (apt-get install jq)"; exit 77; }
cli=$DRIVEBENCH_BIN/drivebench-cli
fail=0
expect() { # expect LABEL JSON JQ-FILTER WANTED
    local got; got=$(jq -r "$3" <<<"$2")
    if [ "$got" = "$4" ]; then echo "ok   $1: $got"; else echo "FAIL $1: got '$got', want '$4'"; fail=1; fi
}
for mode in --no-identify identify; do
    flag=$([ $mode = identify ] || echo --no-identify)
    json=$("$cli" drives --json $flag) || { echo "FAIL drives --json $flag exited $?"; exit 1; }
    echo "--- drives --json $flag"
    for i in 0 1; do
        n=".drives[] | select(.name == \"nvme${i}n1\")"
        serial=${RIG_NVME_SERIAL:-DBNVME0001}; [ $i = 1 ] && serial=$serial-2
        expect "nvme${i}n1 transport" "$json" "$n | .transport" nvme
        expect "nvme${i}n1 model" "$json" "$n | .model" "QEMU NVMe Ctrl"
        expect "nvme${i}n1 serial" "$json" "$n | .serial" "$serial"
        expect "nvme${i}n1 firmware" "$json" "$n | .firmware" 7.2.22
        expect "nvme${i}n1 capacity" "$json" "$n | .capacity_bytes" 1073741824
        expect "nvme${i}n1 logical block" "$json" "$n | .logical_block_size" 512
        # QEMU: the function links at 2.5 GT/s x1 (and can do no more); the root port could do 8 x4.
        expect "nvme${i}n1 link" "$json" "$n | .link | [.kind, .current, .max, .degraded] | join(\",\")" "pcie,PCIe 1.0 x1,PCIe 1.0 x1,false"
        expect "nvme${i}n1 link numbers" "$json" "$n | .link | [.current_gts, .current_width, .max_gts, .max_width] | join(\",\")" "2.5,1,2.5,1"
        expect "nvme${i}n1 upstream port" "$json" "$n | .link | [.port_current_gts, .port_current_width, .port_max_gts, .port_max_width] | join(\",\")" "2.5,1,8,4"
        expect "nvme${i}n1 warnings" "$json" "$n | .warnings | length" 0
        expect "nvme${i}n1 generic" "$json" "$n | .generic_path" "/dev/nvme$i"
        if [ $mode = identify ]; then
            expect "nvme${i}n1 identity source" "$json" "$n | .identity_source" identify
            expect "nvme${i}n1 identify vid" "$json" "$n | .identify.vid" 0x1b36
            expect "nvme${i}n1 identify serial" "$json" "$n | .identify.serial" "$serial"
            expect "nvme${i}n1 namespace size" "$json" "$n | .identify.namespace.size_bytes" 1073741824
            expect "nvme${i}n1 identify error" "$json" "$n | .identify_error" null
        else
            expect "nvme${i}n1 identity source" "$json" "$n | .identity_source" sysfs
        fi
    done
    s='.drives[] | select(.name == "sda")'
    expect "sda transport" "$json" "$s | .transport" sata
    # The full 40-character model and 8-character firmware (sysfs's SCSI fields cut them to 16/4).
    expect "sda model" "$json" "$s | .model" "${RIG_SATA_MODEL:-DriveBench Rig SATA SSD with a long name}"
    expect "sda serial" "$json" "$s | .serial" "${RIG_SATA_SERIAL:-DBSATA0000001}"
    expect "sda firmware" "$json" "$s | .firmware" "${RIG_SATA_FW:-DBFW0102}"
    expect "sda capacity" "$json" "$s | .capacity_bytes" 1073741824
    expect "sda rotational" "$json" "$s | .rotational" false
    expect "sda identity source" "$json" "$s | .identity_source" "identify (sysfs)"
    expect "sda link" "$json" "$s | .link | [.kind, .current, .current_gbps, .degraded] | join(\",\")" "sata,SATA 1.5 Gb/s,1.5,false"
    expect "sda rpm" "$json" "$s | .identify.rotation_rate_rpm" 0
    expect "sda generic" "$json" "$s | .generic_path" /dev/sg0
    expect "system disk" "$json" '[.drives[] | select(.system_disk)] | length' 0
done
# The table prints too, with the same drives.
"$cli" drives | tee /dev/stderr | grep -q "DriveBench Rig SATA SSD with a long name" || { echo "FAIL table"; fail=1; }
exit $fail
