#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# usage: remote-guest.sh SOURCE_DIR BIN_DIR
# The rig guest as a real second host (issue 50): the guest boots with a NIC whose SSH port is
# forwarded to a free port on 127.0.0.1 here (QEMU user networking: nothing else is reachable),
# runs an sshd with this test's own host key and authorized key (a temporary directory, never
# ~/.ssh), makes ext4 on its SATA disk and mounts it. From this machine, through
# DRIVEBENCH_SSH_COMMAND and a private ssh configuration:
#   - drives --host lists the guest's own drives (its QEMU NVMe and AHCI disks, with their
#     serials), which differ from this machine's;
#   - run --host on the guest's NVMe namespace (read tests, fio --readonly there) and in a
#     directory on its SATA disk: results with the remote drive's identity, per-thread samples,
#     the directory left as it was.
# Exit: 0 pass, 1 fail, 77 no rig here (as run-rig-tests.sh).
set -u
src=$1 bin=$2
rig="${DRIVEBENCH_SHARED:-$src/../shared}/rig"
[ -f "$rig/vm-run" ] || { echo "SKIP: no QEMU rig at $rig"; exit 77; }
[ "$(id -u)" = 0 ] || { echo "SKIP: the rig needs root"; exit 77; }
bash "$rig/setup" >/dev/null 2>&1 || { echo "FAIL: the rig's setup failed (bash $rig/setup)"; exit 1; }
for p in ssh ssh-keygen /usr/sbin/sshd jq; do
    command -v "$p" >/dev/null || { echo "FAIL: $p is missing (bash packaging/install-deps.sh)"; exit 1; }
done
cli="$bin/drivebench-cli"
[ -x "$cli" ] || { echo "FAIL: $cli is not built"; exit 1; }

# The guest shares this directory (read-write): keys, configuration, the stop mark.
work=$(mktemp -d /var/tmp/drivebench-rig-remote.XXXXXX)
vm_pid=
cleanup() {
    touch "$work/stop"
    [ -n "$vm_pid" ] && { wait "$vm_pid" 2>/dev/null || true; }
    rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "FAIL: $*"; [ -f "$work/vm.log" ] && tail -20 "$work/vm.log"; exit 1; }

ssh-keygen -q -t ed25519 -N '' -C rig-host -f "$work/host_key" || fail "ssh-keygen"
ssh-keygen -q -t ed25519 -N '' -C rig-client -f "$work/client_key" || fail "ssh-keygen"
cp "$work/client_key.pub" "$work/authorized_keys"
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
echo "rig-guest $(cut -d' ' -f1,2 "$work/host_key.pub")" > "$work/known_hosts"
cat > "$work/sshd_config" <<EOF
ListenAddress 0.0.0.0
Port 22
HostKey $work/host_key
AuthorizedKeysFile $work/authorized_keys
PidFile none
UsePAM no
PasswordAuthentication no
KbdInteractiveAuthentication no
PermitRootLogin prohibit-password
StrictModes no
LogLevel ERROR
EOF
cat > "$work/ssh_config" <<EOF
Host rig-guest
  HostName 127.0.0.1
  Port $port
  User root
  IdentityFile $work/client_key
  UserKnownHostsFile $work/known_hosts
  HostKeyAlias rig-guest
  IdentitiesOnly yes
  IdentityAgent none
  GlobalKnownHostsFile /dev/null
  ConnectTimeout 120
EOF
# In the guest: its network (QEMU's user network, 10.0.2.0/24), ext4 on the SATA disk at
# /mnt/bench with a file of the guest's own in it, the sshd, then wait for the stop mark.
cat > "$work/guest.sh" <<EOF
set -u
modprobe virtio_net || exit 1
ip link set lo up && ip link set eth0 up && ip addr add 10.0.2.15/24 dev eth0 || exit 1
sata=\$(for d in /sys/block/sd*; do [ -e "\$d" ] && basename "\$d"; done | head -1)
mkfs.ext4 -q -F /dev/\$sata && mkdir -p /mnt/bench && mount /dev/\$sata /mnt/bench || exit 1
echo "the guest's own" > /mnt/bench/guest-file.txt
mkdir -p /run/sshd
/usr/sbin/sshd -f $work/sshd_config -e || exit 1
echo guest-ready > $work/ready
i=0
while [ ! -e $work/stop ] && [ \$i -lt 1800 ]; do sleep 1; i=\$((i + 1)); done
ls -A /mnt/bench > $work/left-in-bench
EOF
RIG_QUIET_TCG=1 bash "$rig/vm-run" --timeout 2400 --nvme-serial DBREMOTE0001 --sata-serial DBREMOTESATA1 \
    --share "$work" --qemu-arg -netdev --qemu-arg "user,id=n0,restrict=off,hostfwd=tcp:127.0.0.1:$port-:22" \
    --qemu-arg -device --qemu-arg virtio-net-pci,netdev=n0 -- sh "$work/guest.sh" > "$work/vm.log" 2>&1 &
vm_pid=$!
for _ in $(seq 1 600); do [ -e "$work/ready" ] && break; kill -0 "$vm_pid" 2>/dev/null || fail "the guest ended before its sshd was up"; sleep 1; done
[ -e "$work/ready" ] || fail "the guest's sshd was not up within 600 s"
export DRIVEBENCH_SSH_COMMAND="ssh -F $work/ssh_config"

# Its drives, with identity, and not this machine's.
"$cli" drives --host rig-guest --json > "$work/drives.json" || fail "drives --host rig-guest: $(cat "$work/drives.json")"
nvme_serial=$(jq -r '.drives[] | select(.transport=="nvme") | .serial' "$work/drives.json" | head -1)
sata_serial=$(jq -r '.drives[] | select(.transport=="sata") | .serial' "$work/drives.json" | head -1)
[ "$nvme_serial" = DBREMOTE0001 ] || fail "the guest's NVMe serial reads '$nvme_serial', not DBREMOTE0001"
[ "$sata_serial" = DBREMOTESATA1 ] || fail "the guest's SATA serial reads '$sata_serial', not DBREMOTESATA1"
[ "$(jq -r '.host.kernel' "$work/drives.json")" != "Linux $(uname -r)" ] || fail "the guest's kernel reads as this machine's"
"$cli" drives --json > "$work/local.json" || fail "drives (local)"
jq -e '[.drives[].serial] | index("DBREMOTE0001") == null' "$work/local.json" >/dev/null \
    || fail "this machine lists the guest's drive"
echo "ok: drives --host rig-guest: NVMe $nvme_serial, SATA $sata_serial, kernel $(jq -r '.host.kernel' "$work/drives.json")"

# A read run on its NVMe namespace.
nvme=$(jq -r '.drives[] | select(.transport=="nvme") | .path' "$work/drives.json" | head -1)
"$cli" run --host rig-guest --target "$nvme" --profile demo --duration 2 --passes 1 --warmup 1 --no-library \
    --json "$work/nvme.json" > "$work/nvme.out" 2>&1 || fail "run on $nvme: $(tail -5 "$work/nvme.out")"
jq -e '.completed and .remote.name == "ssh://rig-guest" and .drive.serial == "DBREMOTE0001"
       and .target.kind == "device" and (.tests | length) == 1 and .tests[0].op == "read"
       and (.tests[0].samples | length) >= 1 and .tests[0].iops > 0' "$work/nvme.json" >/dev/null \
    || fail "the NVMe run's result: $(jq -c '{completed, remote, serial: .drive.serial, tests: [.tests[] | {id, op, iops, n: (.samples|length)}], errors}' "$work/nvme.json")"
echo "ok: run on rig-guest $nvme: $(jq -r '.tests[0] | "\(.id) \(.op) \(.bandwidth_bytes_per_s / 1e6 | floor) MB/s"' "$work/nvme.json"), drive $(jq -r '.drive.model' "$work/nvme.json")"

# A read and write run in a directory on its SATA disk: DriveBench's own file, removed after.
"$cli" run --host rig-guest --target /mnt/bench --profile demo --duration 2 --passes 1 --warmup 1 --size 64M \
    --no-library --json "$work/sata.json" > "$work/sata.out" 2>&1 || fail "run in /mnt/bench: $(tail -5 "$work/sata.out")"
jq -e '.completed and .drive.serial == "DBREMOTESATA1" and .target.filesystem == "ext4"
       and ([.tests[].op] | sort) == ["read", "write"]' "$work/sata.json" >/dev/null \
    || fail "the SATA run's result: $(jq -c '{completed, serial: .drive.serial, fs: .target.filesystem, ops: [.tests[].op], errors}' "$work/sata.json")"
echo "ok: run on rig-guest /mnt/bench: drive $(jq -r '.drive.model' "$work/sata.json"), $(jq -r '[.tests[] | "\(.op) \(.bandwidth_bytes_per_s / 1e6 | floor) MB/s"] | join(", ")' "$work/sata.json")"

touch "$work/stop"
wait "$vm_pid"
vm_pid=
left=$(cat "$work/left-in-bench" 2>/dev/null)
[ "$left" = "$(printf 'guest-file.txt\nlost+found')" ] || fail "the guest's /mnt/bench after the runs: '$left'"
echo "ok: the guest's /mnt/bench holds what it held (guest-file.txt, lost+found)"
echo "PASS: the rig guest as a second host"
