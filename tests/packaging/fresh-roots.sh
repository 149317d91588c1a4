#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# fresh-roots.sh - the README's Quick start and the .deb, tried in brand-new Debian roots as a new
# user's machine starts (issue 29). Outside the default ctest run: it takes hours on a shared two-
# core machine (two full builds in Debian 13, one in Debian 12) and needs root, network and
# ../shared/tools/fresh-debian (DRIVEBENCH_SHARED names another shared/). It tests the COMMITTED
# HEAD of this checkout (fresh-debian clones it).
#
# usage: sudo bash tests/packaging/fresh-roots.sh [--suites "trixie bookworm"] [--deb SUITE=FILE]... [--out DIR]
#   In a fresh root of each suite (Debian 13 "trixie", Debian 12 "bookworm"):
#   1. the README's first command, without launching the window: install-deps.sh, the release
#      preset, and `drivebench --help` (offscreen) in place of opening it;
#   2. the README's second command without the QEMU rig (no guest inside a chroot):
#      install-deps.sh, the ci preset, `ctest --preset ci-host` (the ci test preset less the
#      `rig` label; not `--preset ci -LE ...`: since CMake 3.29 (Debian 13 has 3.31) a command
#      line -LE is added to the preset's exclusion and a test is left out only when it matches
#      both, so the rig ran in the chroot);
#   3. `cpack -G DEB` in build/release; the .deb comes out to OUT (default /var/tmp/drivebench-debs).
#   Then for each suite, in another fresh root of it: `apt install ./drivebench_*.deb`,
#   `drivebench-cli --version` and `drivebench --help` (QT_QPA_PLATFORM=offscreen) from the
#   installed package, `man drivebench-cli` and bash-completion's loading of its completion.
#   --deb SUITE=FILE  skips steps 1-3 for SUITE and checks FILE instead (e.g. a .deb built on this
#                     Debian 12 machine: cd build/release && cpack -G DEB).
# Prints each step's time and the ctest counts; exits 1 when any step failed.
set -uo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
shared=${DRIVEBENCH_SHARED:-$here/../shared}
fresh=$shared/tools/fresh-debian
suites="trixie bookworm" out=/var/tmp/drivebench-debs
declare -A given=()
while [ $# -gt 0 ]; do
    case $1 in
    --suites) suites=$2; shift 2 ;;
    --deb) given[${2%%=*}]=$(realpath "${2#*=}"); shift 2 ;;
    --out) out=$2; shift 2 ;;
    -h | --help) sed -n '2,22p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "fresh-roots: unknown option '$1'" >&2; exit 2 ;;
    esac
done
[ -x "$fresh" ] || { echo "fresh-roots: no $fresh" >&2; exit 2; }
[ "$(id -u)" = 0 ] || { echo "fresh-roots: needs root (fresh-debian chroots)" >&2; exit 2; }
[ -z "$(git -C "$here" status --porcelain --untracked-files=no)" ] \
    || echo "fresh-roots: note: uncommitted changes are not tried (fresh-debian clones HEAD $(git -C "$here" rev-parse --short HEAD))" >&2
mkdir -p "$out"
failed=0
summary=()
note() { summary+=("$*"); echo "fresh-roots: $*" >&2; }

# Runs COMMAND in a fresh root of SUITE made from REPO, keeping the root; prints its path on fd 3.
# The caller copies what it needs out and removes the root with drop_root.
in_fresh_root() {
    local suite=$1 repo=$2; shift 2
    local log
    log=$(mktemp)
    "$fresh" --suite "$suite" --keep "$repo" -- "$@" 2> >(tee "$log" >&2)
    local rc=$?
    sleep 1
    kept=$(sed -n 's/^fresh-debian: kept //p' "$log" | tail -1)
    rm -f "$log"
    return $rc
}
drop_root() {
    case ${kept:-} in /var/tmp/fresh-debian.*) rm -rf --one-file-system "$kept" ;; esac
    kept=
}

for suite in $suites; do
    [ -n "${given[$suite]:-}" ] && continue
    t0=$(date +%s)
    # Inside the root: the two README commands, each step timed into /root/steps.
    in_fresh_root "$suite" "$here" bash -c '
        step() { local name=$1; shift; local t=$(date +%s); "$@"; local rc=$?
                 echo "$name rc=$rc $(( $(date +%s) - t ))s" >> /root/steps; return $rc; }
        step install-deps bash packaging/install-deps.sh &&
        step release-configure cmake --preset release &&
        step release-build cmake --build --preset release &&
        step release-help env QT_QPA_PLATFORM=offscreen ./build/release/bin/drivebench --help &&
        step install-deps-again bash packaging/install-deps.sh &&
        step ci-configure cmake --preset ci &&
        step ci-build cmake --build --preset ci &&
        { step ctest ctest --preset ci-host 2>&1 | tee /root/ctest.log; [ ${PIPESTATUS[0]} = 0 ]; } &&
        (cd build/release && step cpack cpack -G DEB)'
    rc=$?
    [ -n "${kept:-}" ] && [ -f "$kept/root/steps" ] && while read -r line; do note "$suite: $line"; done <"$kept/root/steps"
    [ -n "${kept:-}" ] && [ -f "$kept/root/ctest.log" ] && note "$suite: $(grep -E 'tests passed|tests failed' "$kept/root/ctest.log" | tail -1)"
    [ -n "${kept:-}" ] && cp "$kept"/root/project/build/release/drivebench_*.deb "$out/" 2>/dev/null
    note "$suite: README commands and .deb: rc=$rc in $(( $(date +%s) - t0 ))s"
    [ $rc = 0 ] || failed=1
    drop_root
done

# The .deb of each suite, installed with apt in a brand-new root of that suite. fresh-debian clones
# a git repository into the root, so the .deb travels in a scratch one.
for suite in $suites; do
    case $suite in bookworm) ver=12 ;; trixie) ver=13 ;; *) ver=? ;; esac
    deb=${given[$suite]:-$(ls "$out"/drivebench_*~deb${ver}_*.deb 2>/dev/null | tail -1)}
    if [ -z "$deb" ] || [ ! -f "$deb" ]; then note "$suite: no .deb to install"; failed=1; continue; fi
    t0=$(date +%s)
    scratch=$(mktemp -d)
    cp "$deb" "$scratch/"
    git -C "$scratch" init -q && git -C "$scratch" add . \
        && git -C "$scratch" -c user.name=fresh-roots -c user.email=fresh-roots@invalid commit -qm deb
    in_fresh_root "$suite" "$scratch" bash -c '
        set -e
        apt-get update -qq
        apt-get install -y -qq ./drivebench_*.deb >/dev/null
        dpkg-query -W -f="\${Package} \${Version}\nDepends: \${Depends}\n" drivebench
        drivebench-cli --version
        QT_QPA_PLATFORM=offscreen drivebench --help >/tmp/help.txt
        head -3 /tmp/help.txt
        # The manual page and the completion as a user meets them (man-db and bash-completion
        # are in a desktop install, not in this minimal root; the ~/.bashrc of a new user, from
        # /etc/skel, loads bash-completion, the one of root here does not).
        apt-get install -y -qq man-db bash-completion >/dev/null
        MANWIDTH=80 man -P cat drivebench-cli | head -5
        bash -ic ". /usr/share/bash-completion/bash_completion; _completion_loader drivebench-cli
            complete -p drivebench-cli" 2>/dev/null |
            grep -x "complete -F _drivebench_cli drivebench-cli"'
    rc=$?
    note "$suite: apt install $(basename "$deb") and run: rc=$rc in $(( $(date +%s) - t0 ))s"
    [ $rc = 0 ] || failed=1
    drop_root
    rm -rf "$scratch"
done

echo "fresh-roots: summary" >&2
printf '  %s\n' "${summary[@]}" >&2
exit $failed
