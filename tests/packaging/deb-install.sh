#!/usr/bin/env bash
# usage: deb-install.sh BUILD_DIR VERSION APP_ID
# Builds the .deb with CPack, unpacks it into a scratch root and runs the installed
# drivebench-cli --version from there; checks the desktop file, metainfo and icon are in it.
set -euo pipefail
build=$1 version=$2 appid=$3
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
(cd "$build" && cpack -G DEB -B "$scratch/out" >"$scratch/cpack.log" 2>&1) || { cat "$scratch/cpack.log"; exit 1; }
deb=$(ls "$scratch"/out/*.deb | head -1)
echo "built $(basename "$deb")"
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
