#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what DriveBench needs to build, run and test on Debian 12 "bookworm" or Debian 13
# "trixie", and nothing twice. Idempotent and non-interactive: apt-get runs only when a package is
# missing; sudo when not root. On any other system it prints what to install by hand and exits 1.
# usage: bash packaging/install-deps.sh [--no-tests]
#   --no-tests   only what building and running the app needs (no fio, Xvfb, clang, QEMU test rig)
set -euo pipefail

with_tests=1
for arg in "$@"; do
    case $arg in
    --no-tests) with_tests=0 ;;
    -h | --help) sed -n '2,6p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "install-deps.sh: unknown option '$arg'" >&2; exit 2 ;;
    esac
done

# Which system is this? /etc/os-release (os-release(5)); read in a subshell so that its
# variables do not leak into ours.
os_release=/etc/os-release
[ -r "$os_release" ] || os_release=/usr/lib/os-release
os_id=$( (. "$os_release" 2>/dev/null && echo "${ID:-}") || true)
os_version=$( (. "$os_release" 2>/dev/null && echo "${VERSION_ID:-}") || true)
os_name=$( (. "$os_release" 2>/dev/null && echo "${PRETTY_NAME:-${NAME:-}}") || true)
case "$os_id:$os_version" in
debian:12 | debian:13) ;;
*)
    cat >&2 <<EOF
install-deps: found ${os_name:-an unknown system (no /etc/os-release)}, not Debian 12 or 13.
This script installs only on Debian 12 "bookworm" and Debian 13 "trixie". Install by hand:
  a C++20 compiler (GCC 12 or newer), CMake 3.25 or newer, Ninja, pkg-config, git,
  Qt 6.4 or newer (Core, Gui, Widgets, PrintSupport, Charts, Sql with its SQLite driver, Test,
  DBus, the Linguist tools), QCustomPlot 2.1 built for Qt 6, liburing, libnvme, libatasmart, zlib,
  help2man; for the tests also fio, Xvfb, jq, python3, dbus-daemon, e2fsprogs, btrfs-progs,
  dosfstools, bindfs, appstream (appstreamcli), desktop-file-utils, lintian and OpenSSH (client and
  server, for the loopback SSH host tests); for the fuzzers clang with its
  compiler-rt (libFuzzer) and llvm-symbolizer.
README.md ("Building by hand") has a table of the package names on Ubuntu LTS and Fedora.
EOF
    exit 1
    ;;
esac
echo "install-deps: found $os_name (Debian $os_version)" >&2

# A word "a|b" is satisfied by whichever of a, b is installed, else installs the first that the
# release's archive offers: the same list serves both releases.
build_pkgs=(
    build-essential cmake ninja-build pkg-config git
    qt6-base-dev qt6-base-dev-tools qt6-charts-dev qt6-tools-dev qt6-tools-dev-tools
    qt6-l10n-tools qt6-translations-l10n libgl-dev
    # Qt OpenGL's CMake files: their own package in Debian 12, part of qt6-base-dev in Debian 13.
    'libqt6opengl6-dev|qt6-base-dev'
    libqt6sql6-sqlite qt6-qpa-plugins libqcustomplot-dev liburing-dev libnvme-dev zlib1g-dev libatasmart-dev
    dpkg-dev file
    # The manual pages are made at build time from the programs' --help (packaging/CMakeLists.txt).
    help2man
)
# Everything the tests run: fio (bench and iolog replay), Xvfb (GUI runs), the packaging
# validators, losetup (mount) and mkfs/chattr (e2fsprogs) for the loop-device tests, setpriv
# (util-linux) for the unprivileged runs, dbus-daemon for the UDisks2 tests (udisks2, polkitd and udev: the real ones in the rig), jq and python3
# for the scripts' JSON, hdparm and nvme-cli for the rig's identify cross-checks, dmsetup and kmod
# for its fault targets; mkfs.btrfs, mkfs.vfat and bindfs (FUSE, no O_TMPFILE) for the leftover
# and mount-gate tests; cryptsetup for the rig's dm-crypt run warning; openssh-server and
# openssh-client for the loopback SSH host tests (a throw-away sshd on 127.0.0.1); nbdkit with its
# python plugin and nbd-client for the rig's simulated sleeping drive (the wake-up latency test).
test_pkgs=(
    fio xvfb xauth appstream desktop-file-utils util-linux mount e2fsprogs xz-utils jq python3
    dbus-daemon hdparm nvme-cli smartmontools dmsetup kmod udisks2 polkitd udev
    btrfs-progs dosfstools bindfs cryptsetup-bin openssh-server openssh-client
    nbdkit nbdkit-plugin-python nbd-client
    # Debian's package checker, run on the .deb (packaging_lintian).
    lintian
    # LLVM's linker: the ci and asan presets link their ~140 programs with it (DRIVEBENCH_FAST_LINK).
    lld
)
# The libFuzzer harnesses (tests/fuzz/, the fuzz preset, tests/fuzz/ci-fuzz.sh) use the release's
# own clang (14 in Debian 12, 19 in Debian 13), its sanitizer and libFuzzer runtimes
# (libclang_rt.fuzzer*.a ship in libclang-rt-N-dev, which clang only recommends) and
# llvm-symbolizer (llvm-N) for readable sanitizer reports. N is read from the clang package's
# dependency (clang depends on clang-N), so a point release that moves it is followed.

installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'install ok installed'; }
# The candidate version apt would install, empty when the archive (as apt knows it) has none.
candidate() { apt-cache policy "$1" 2>/dev/null | sed -n 's/^ *Candidate: //p' | grep -v '^(none)$' || true; }

# clang's major version: from the installed clang's dependency, else from the archive's.
clang_major_installed() {
    installed clang || return 0
    dpkg-query -W -f='${Depends}' clang 2>/dev/null | tr ',' '\n' | sed -n 's/^ *clang-\([0-9][0-9]*\)\b.*/\1/p' | head -1
}
clang_major_archive() {
    local n
    n=$(apt-cache depends clang 2>/dev/null | sed -n 's/^ *Depends: clang-\([0-9][0-9]*\)$/\1/p' | head -1)
    # Else the clang package's own version (1:19.0-63 is clang 19).
    [ -n "$n" ] || n=$(candidate clang | sed -n 's/^\([0-9]*:\)\{0,1\}\([0-9][0-9]*\)\..*/\2/p')
    echo "$n"
}

sudo=()
[ "$(id -u)" = 0 ] || sudo=(sudo)
updated=0
apt_update() {
    [ $updated = 1 ] && return 0
    export DEBIAN_FRONTEND=noninteractive
    "${sudo[@]}" apt-get update -qq
    updated=1
}

want=("${build_pkgs[@]}")
[ $with_tests = 1 ] && want+=("${test_pkgs[@]}")
clang_n=
if [ $with_tests = 1 ]; then
    clang_n=$(clang_major_installed)
    if [ -z "$clang_n" ]; then
        apt_update
        clang_n=$(clang_major_archive)
    fi
    if [ -z "$clang_n" ]; then
        echo "install-deps: cannot tell which clang Debian $os_version has (apt-cache depends clang names no clang-N)" >&2
        exit 1
    fi
    want+=(clang "libclang-rt-$clang_n-dev" "llvm-$clang_n")
fi

# What is missing; an alternative is resolved against the archive only when none of it is installed.
missing=() unresolved=()
for word in "${want[@]}"; do
    IFS='|' read -r -a alts <<<"$word"
    have=0
    for p in "${alts[@]}"; do installed "$p" && { have=1; break; }; done
    [ $have = 1 ] && continue
    if [ ${#alts[@]} = 1 ]; then missing+=("$word"); else unresolved+=("$word"); fi
done
if [ ${#unresolved[@]} -gt 0 ]; then
    apt_update
    for word in "${unresolved[@]}"; do
        IFS='|' read -r -a alts <<<"$word"
        pick=
        for p in "${alts[@]}"; do [ -n "$(candidate "$p")" ] && { pick=$p; break; }; done
        missing+=("${pick:-${alts[0]}}")
    done
fi
# Drop duplicates (an alternative may name a package the list has anyway).
mapfile -t missing < <(printf '%s\n' ${missing[@]+"${missing[@]}"} | awk 'NF && !seen[$0]++')

if [ ${#missing[@]} -gt 0 ]; then
    apt_update
    absent=()
    for p in "${missing[@]}"; do [ -n "$(candidate "$p")" ] || absent+=("$p"); done
    if [ ${#absent[@]} -gt 0 ]; then
        echo "install-deps: Debian $os_version's archive (as apt sees it) has no ${absent[*]}; check /etc/apt/sources.list.d/ names the main component of $os_name" >&2
        exit 1
    fi
    echo "install-deps: installing ${missing[*]}" >&2
    "${sudo[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
else
    echo "install-deps: all ${#want[@]} packages present${clang_n:+ (clang $clang_n for the fuzzers)}" >&2
fi

# The QEMU storage rig (real NVMe/AHCI drivers, dm fault targets) for the device tests, when the
# project sits beside a shared/ folder that has it. Its own setup is idempotent (~0.1 s when done).
here=$(cd "$(dirname "$0")/.." && pwd)
rig="${DRIVEBENCH_SHARED:-$here/../shared}/rig/setup"
if [ $with_tests = 1 ] && [ -f "$rig" ] && [ "$(id -u)" = 0 ]; then
    bash "$rig" >/dev/null 2>&1 || echo "install-deps: the QEMU rig could not be set up; its tests (rig_suite, rig_default_suite) will fail saying why" >&2
fi
exit 0
