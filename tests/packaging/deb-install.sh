#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# usage: deb-install.sh BUILD_DIR VERSION APP_ID
# Builds the .deb with CPack, unpacks it into a scratch root and runs the installed
# drivebench-cli --version from there; checks the desktop file, metainfo and icon are in it and
# that the file's name carries the Debian release it was built on.
set -euo pipefail
build=$1 version=$2 appid=$3
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
(cd "$build" && cpack -G DEB -B "$scratch/out" >"$scratch/cpack.log" 2>&1) || { cat "$scratch/cpack.log"; exit 1; }
deb=$(ls "$scratch"/out/*.deb | head -1)
echo "built $(basename "$deb")"
# The name carries the release it was built on (drivebench_0.1.0~deb12_amd64.deb).
os_id=$( (. /etc/os-release 2>/dev/null && echo "${ID:-}") || true)
os_version=$( (. /etc/os-release 2>/dev/null && echo "${VERSION_ID:-}") || true)
if [ "$os_id" = debian ] && [ -n "$os_version" ]; then
    case $(basename "$deb") in
    "drivebench_${version}~deb${os_version}_"*.deb) ;;
    *) echo "FAIL: $(basename "$deb") does not name Debian $os_version (drivebench_${version}~deb${os_version}_ARCH.deb)"; exit 1 ;;
    esac
fi
dpkg-deb --info "$deb" | grep -E '^ (Package|Version|Depends):'
dpkg-deb -x "$deb" "$scratch/root"
for f in usr/bin/drivebench usr/bin/drivebench-cli \
         usr/share/applications/$appid.desktop usr/share/metainfo/$appid.metainfo.xml \
         usr/share/icons/hicolor/scalable/apps/$appid.svg; do
    [ -e "$scratch/root/$f" ] || { echo "FAIL: $f is not in the package"; exit 1; }
done
got=$("$scratch/root/usr/bin/drivebench-cli" --version)
[ "$got" = "drivebench-cli $version" ] || { echo "FAIL: installed cli says '$got'"; exit 1; }
got=$("$scratch/root/usr/bin/drivebench" --version)
[ "$got" = "drivebench $version" ] || { echo "FAIL: installed gui says '$got'"; exit 1; }
echo "ok: installed package runs: $got"
