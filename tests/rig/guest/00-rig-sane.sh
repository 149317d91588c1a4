#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The guest has what the other rig tests rely on: the binaries, an NVMe and a SATA disk.
set -eu
"$DRIVEBENCH_BIN/drivebench-cli" --version
test -b /dev/nvme0n1 && test -b /dev/sda
test "$(cat /sys/class/nvme/nvme0/serial | tr -d ' ')" = DBNVME0001
echo "nvme0n1 and sda present"
