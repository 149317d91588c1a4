#!/usr/bin/env bash
# usage: run-rig-tests.sh SOURCE_DIR BIN_DIR [SCRIPT...]
# Boots the QEMU storage rig once and runs each tests/rig/guest/*.sh inside it (or the given ones).
# A guest script gets DRIVEBENCH_BIN (the host-built binaries) and RIG_* variables; it exits 0 to
# pass, 77 to skip (saying why), anything else to fail. Exit: 0 all passed, 1 a failure, 77 no rig.
set -u
src=$1 bin=$2; shift 2
rig="$src/../shared/rig"
if [ ! -f "$rig/vm-run" ]; then
    echo "SKIP: no QEMU rig at $rig (it ships beside the project in shared/)"; exit 77
fi
if [ "$(id -u)" != 0 ]; then echo "SKIP: the rig needs root"; exit 77; fi
if ! bash "$rig/setup" >/tmp/drivebench-rig-setup.log 2>&1; then
    echo "SKIP: rig setup failed:"; tail -5 /tmp/drivebench-rig-setup.log; exit 77
fi
scripts=("$@")
[ ${#scripts[@]} -gt 0 ] || scripts=("$src"/tests/rig/guest/*.sh)
[ -e "${scripts[0]}" ] || { echo "no guest scripts"; exit 77; }

# One boot: SATA disk with a 40-character model, a spinning-disk rotation rate, two NVMe drives.
cd "$src"
RIG_QUIET_TCG=1 bash "$rig/vm-run" --timeout 2400 --nvme-count 2 --nvme-serial DBNVME0001 \
    --sata-model "DriveBench Rig SATA SSD with a long name" --sata-serial DBSATA0000001 \
    --sata-fw DBFW0102 --sata-rpm 1 --share "$src" -- \
    bash "$src/tests/rig/guest-runner.sh" "$bin" "${scripts[@]}"
