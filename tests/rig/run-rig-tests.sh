#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# usage: run-rig-tests.sh SOURCE_DIR BIN_DIR [SCRIPT...]
# Boots the QEMU storage rig once and runs each tests/rig/guest/*.sh inside it (or the given ones).
# A guest script gets DRIVEBENCH_BIN (the host-built binaries) and RIG_* variables; it exits 0 to
# pass, 77 to skip (saying why), anything else to fail. Exit: 0 all ran and passed (skipped
# scripts are recorded in $DRIVEBENCH_SKIP_DIR for .ci/run's list), 1 a failure (a failed rig
# setup or boot included), 77 no rig at all here (no shared/rig beside the project, not root) or
# every script skipped.
set -u
src=$1 bin=$2; shift 2
# shared/ beside the checkout; DRIVEBENCH_SHARED when it lives elsewhere.
rig="${DRIVEBENCH_SHARED:-$src/../shared}/rig"
if [ ! -f "$rig/vm-run" ]; then
    echo "SKIP: no QEMU rig at $rig (it ships beside the project in shared/; or set DRIVEBENCH_SHARED)"; exit 77
fi
if [ "$(id -u)" != 0 ]; then echo "SKIP: the rig needs root"; exit 77; fi
setup_log=$(mktemp)
trap 'rm -f "$setup_log"' EXIT
if ! bash "$rig/setup" >"$setup_log" 2>&1; then
    echo "FAIL: the rig's setup failed (bash $rig/setup):"; tail -15 "$setup_log"; exit 1
fi
scripts=("$@")
[ ${#scripts[@]} -gt 0 ] || scripts=("$src"/tests/rig/guest/*.sh)
[ -e "${scripts[0]}" ] || { echo "FAIL: no guest scripts in $src/tests/rig/guest"; exit 1; }

# One boot: SATA disk with a 40-character model (DRIVEBENCH_RIG_SATA_MODEL names it otherwise, for
# tests/rig/identity/), a spinning-disk rotation rate, two NVMe drives.
sata_model=${DRIVEBENCH_RIG_SATA_MODEL:-DriveBench Rig SATA SSD with a long name}
cd "$src"
# A guest that did not boot (vm-run 125: under TCG on a loaded machine the 6.1 kernel's early
# timer check can panic) ran nothing: boot once more, saying so.
for attempt in 1 2; do
    RIG_QUIET_TCG=1 bash "$rig/vm-run" --timeout 2400 --nvme-count 2 --nvme-serial DBNVME0001 \
        --sata-model "$sata_model" --sata-serial DBSATA0000001 \
        --sata-fw DBFW0102 --sata-rpm 1 --share "$src" -- \
        bash "$src/tests/rig/guest-runner.sh" "$bin" "${scripts[@]}"
    rc=$?
    [ $rc = 125 ] && [ $attempt = 1 ] && { echo "rig: the guest did not boot (vm-run 125); booting again"; continue; }
    break
done
case $rc in
0 | 1 | 77) exit $rc ;;
124) echo "FAIL: the rig guest ran past its time limit (vm-run exit 124)"; exit 1 ;;
125) echo "FAIL: the rig could not boot (vm-run exit 125; its reason is above)"; exit 1 ;;
*) echo "FAIL: vm-run exited $rc"; exit 1 ;;
esac
