#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# In a rig booted with its SATA disk named "Samsung SSD 870 EVO 1TB" (ctest rig_identity:
# DRIVEBENCH_RIG_SATA_MODEL): QEMU's AHCI disk, with no Samsung world wide name, QEMU's firmware
# string and QEMU's SMART attribute set, claims a family it does not match. identify flags it with
# its reasons and points to the capacity check, never calling it a fake; QEMU's NVMe controller
# beside it has no reference.
set -u
command -v jq >/dev/null || { echo "SKIP: jq is not installed (apt-get install jq)"; exit 77; }
[ "${RIG_SATA_MODEL:-}" = "Samsung SSD 870 EVO 1TB" ] \
    || { echo "FAIL booted with SATA model '${RIG_SATA_MODEL:-}', not 'Samsung SSD 870 EVO 1TB' (run it through ctest rig_identity)"; exit 1; }
cli=$DRIVEBENCH_BIN/drivebench-cli
fail=0
json=$("$cli" identify /dev/sda --json) || { echo "FAIL identify /dev/sda exited $?"; exit 1; }
check=$(jq -c .identity_check <<<"$json")
echo "sda: $check"
[ "$(jq -r .verdict <<<"$check")" = mismatch ] && echo "ok   flagged" || { echo "FAIL not flagged"; fail=1; }
[ "$(jq -r .family <<<"$check")" = "Samsung 870 EVO" ] && echo "ok   family" || { echo "FAIL family"; fail=1; }
jq -e '.reasons | map(select(test("world wide name"))) | length == 1' <<<"$check" >/dev/null \
    && echo "ok   the missing Samsung WWN is a reason" || { echo "FAIL no WWN reason"; fail=1; }
jq -e '.text | test("capacity check") and (test("fake:"; "i") | not)' <<<"$check" >/dev/null \
    && echo "ok   points to the capacity check" || { echo "FAIL text"; fail=1; }
[ "$("$cli" identify /dev/nvme0 --json | jq -r .identity_check.verdict)" = no_reference ] \
    && echo "ok   QEMU NVMe Ctrl: no reference" || { echo "FAIL QEMU NVMe Ctrl"; fail=1; }
exit $fail
