#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# usage: lintian.sh OUT_DIR
# Runs lintian, Debian's package checker, on the .deb that deb-build.sh made in OUT_DIR/cpack (the
# drivebench_deb fixture) and fails on any error or warning it reports. There is no override now;
# one, if ever needed (installed as usr/share/lintian/overrides/drivebench), must say why in a
# comment above it, and one that no longer matches anything fails too. Info tags (I:) are not
# failed on. Skips (77) when lintian is not installed (packaging/install-deps.sh installs it).
set -euo pipefail
out=$1
command -v lintian >/dev/null ||
    { echo "SKIP: lintian is not installed (apt install lintian; bash packaging/install-deps.sh installs it)"; exit 77; }
deb=$(ls "$out"/cpack/*.deb | head -1)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# Each override has a comment above it (lines starting with #) saying why.
dpkg-deb -x "$deb" "$scratch/root"
overrides=$scratch/root/usr/share/lintian/overrides/drivebench
if [ -e "$overrides" ]; then
    awk '/^#/ { why = 1; next } /^[[:space:]]*$/ { why = 0; next }
         !why { print "FAIL: lintian override without a comment saying why: " $0; bad = 1 }
         END { exit bad }' "$overrides"
fi

lintian --version
# --fail-on error,warning: the exit status is 2 when an error or warning is left that no override
# covers; the overridden ones are listed (O:) so that they stay in view.
rc=0
lintian --info --show-overrides --fail-on error,warning "$deb" >"$scratch/lintian.log" 2>&1 || rc=$?
cat "$scratch/lintian.log"
if [ $rc != 0 ] || grep -qE '^[EW]: ' "$scratch/lintian.log"; then
    echo "FAIL: lintian reports errors or warnings on $(basename "$deb") (exit status $rc)"
    exit 1
fi
if grep -qE '^I: [^ ]+: (unused-override|mismatched-override) ' "$scratch/lintian.log"; then
    echo "FAIL: a lintian override matches nothing any more: remove it from packaging/debian/lintian-overrides"
    exit 1
fi
echo "ok: lintian reports no error and no warning on $(basename "$deb")"
