#!/usr/bin/env bash
# Installs what DriveBench needs to build, run and test on Debian 12, and nothing twice.
# Idempotent and non-interactive: apt-get runs only when a package is missing; sudo when not root.
# usage: bash packaging/install-deps.sh [--no-tests]
#   --no-tests   only what building and running the app needs (no fio, Xvfb, QEMU test rig)
set -euo pipefail

build_pkgs=(
    build-essential cmake ninja-build pkg-config git
    qt6-base-dev qt6-base-dev-tools qt6-charts-dev qt6-tools-dev qt6-tools-dev-tools
    qt6-l10n-tools qt6-translations-l10n libgl-dev libqt6opengl6-dev
    libqt6sql6-sqlite qt6-qpa-plugins libqcustomplot-dev liburing-dev libnvme-dev zlib1g-dev libatasmart-dev
    dpkg-dev file
)
# Everything the tests run: fio (bench and iolog replay), Xvfb (GUI runs), the packaging
# validators, losetup (mount) and mkfs/chattr (e2fsprogs) for the loop-device tests, setpriv
# (util-linux) for the unprivileged runs, dbus-daemon for the UDisks2 tests (udisks2, polkitd and udev: the real ones in the rig), jq and python3
# for the scripts' JSON, hdparm and nvme-cli for the rig's identify cross-checks, dmsetup and kmod
# for its fault targets; mkfs.btrfs, mkfs.vfat and bindfs (FUSE, no O_TMPFILE) for the leftover
# and mount-gate tests; cryptsetup for the rig's dm-crypt run warning.
test_pkgs=(
    fio xvfb xauth appstream desktop-file-utils util-linux mount e2fsprogs xz-utils jq python3
    dbus-daemon hdparm nvme-cli smartmontools dmsetup kmod udisks2 polkitd udev
    btrfs-progs dosfstools bindfs cryptsetup-bin
)
# The libFuzzer harnesses (tests/fuzz/, the fuzz preset, tests/fuzz/ci-fuzz.sh): clang 14, its
# sanitizer and libFuzzer runtimes (libclang_rt.fuzzer*.a ship in libclang-rt-14-dev, which clang
# only recommends) and llvm-symbolizer (llvm-14) for readable sanitizer reports.
fuzz_pkgs=(
    clang libclang-rt-14-dev llvm-14
)

want=("${build_pkgs[@]}")
with_tests=1
for arg in "$@"; do
    case $arg in
    --no-tests) with_tests=0 ;;
    -h | --help) sed -n '2,6p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "install-deps.sh: unknown option '$arg'" >&2; exit 2 ;;
    esac
done
[ $with_tests = 1 ] && want+=("${test_pkgs[@]}")
[ $with_tests = 1 ] && want+=("${fuzz_pkgs[@]}")

missing=()
for p in "${want[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done

if [ ${#missing[@]} -gt 0 ]; then
    sudo=()
    [ "$(id -u)" = 0 ] || sudo=(sudo)
    echo "install-deps: installing ${missing[*]}" >&2
    export DEBIAN_FRONTEND=noninteractive
    "${sudo[@]}" apt-get update -qq
    "${sudo[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
else
    echo "install-deps: all ${#want[@]} packages present" >&2
fi

# The QEMU storage rig (real NVMe/AHCI drivers, dm fault targets) for the device tests, when the
# project sits beside a shared/ folder that has it. Its own setup is idempotent (~0.1 s when done).
here=$(cd "$(dirname "$0")/.." && pwd)
rig="${DRIVEBENCH_SHARED:-$here/../shared}/rig/setup"
if [ $with_tests = 1 ] && [ -f "$rig" ] && [ "$(id -u)" = 0 ]; then
    bash "$rig" >/dev/null 2>&1 || echo "install-deps: the QEMU rig could not be set up; its tests (rig_suite, rig_default_suite) will fail saying why" >&2
fi
exit 0
