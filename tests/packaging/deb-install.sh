#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# usage: deb-install.sh OUT_DIR VERSION APP_ID
# Reads the .deb that deb-build.sh made in OUT_DIR/cpack (the drivebench_deb fixture), unpacks it
# into a scratch root and runs the installed drivebench-cli --version from there; checks the
# desktop file, metainfo, icon, copyright file, changelog, extended description and manual pages
# are in it and that the file's name carries the Debian release it was built on.
set -euo pipefail
out=$1 version=$2 appid=$3
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
deb=$(ls "$out"/cpack/*.deb | head -1)
echo "package $(basename "$deb")"
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
         usr/share/icons/hicolor/scalable/apps/$appid.svg \
         usr/share/doc/drivebench/copyright usr/share/doc/drivebench/changelog.gz \
         usr/share/man/man1/drivebench.1.gz usr/share/man/man1/drivebench-cli.1.gz \
         usr/share/bash-completion/completions/drivebench-cli; do
    [ -e "$scratch/root/$f" ] || { echo "FAIL: $f is not in the package"; exit 1; }
done
got=$("$scratch/root/usr/bin/drivebench-cli" --version)
[ "$got" = "drivebench-cli $version" ] || { echo "FAIL: installed cli says '$got'"; exit 1; }
got=$("$scratch/root/usr/bin/drivebench" --version)
[ "$got" = "drivebench $version" ] || { echo "FAIL: installed gui says '$got'"; exit 1; }
echo "ok: installed package runs: $got"

# Debian's part (lintian checks the rest: packaging_lintian).
doc=$scratch/root/usr/share/doc/drivebench
head -1 "$doc/copyright" | grep -qx 'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/' ||
    { echo "FAIL: the copyright file is not machine-readable (DEP-5): no Format line"; exit 1; }
grep -qx 'License: GPL-3.0+' "$doc/copyright" || { echo "FAIL: the copyright file names no GPL-3.0+ licence"; exit 1; }
pkgversion=$(dpkg-deb -f "$deb" Version)
first=$(gzip -dc "$doc/changelog.gz" | head -1)
[ "$first" = "drivebench ($pkgversion) unstable; urgency=medium" ] ||
    { echo "FAIL: the changelog's first entry '$first' is not the package's version $pkgversion"; exit 1; }
lines=$(dpkg-deb -f "$deb" Description | wc -l)
[ "$lines" -ge 5 ] || { echo "FAIL: the package's description has $lines lines, no extended description"; exit 1; }
for page in drivebench drivebench-cli; do
    man=$(gzip -dc "$scratch/root/usr/share/man/man1/$page.1.gz")
    upper=$(echo "$page" | tr a-z A-Z)
    grep -q "^\.TH \"\?${upper}\"\? \"\?1" <<<"$man" || { echo "FAIL: $page.1 has no .TH $upper 1 line"; exit 1; }
    grep -qF '\fB\-\-help\fR' <<<"$man" || { echo "FAIL: $page.1 lists no --help option"; exit 1; }
done
# drivebench-cli's page has each command's options, not only the command list.
man=$(gzip -dc "$scratch/root/usr/share/man/man1/drivebench-cli.1.gz")
grep -q '^\.SS run$' <<<"$man" && grep -qxF '\fB\-\-target\fR \fIPATH\fR' <<<"$man" ||
    { echo "FAIL: drivebench-cli.1 has no run command with its --target option"; exit 1; }
echo "ok: copyright (DEP-5), changelog $pkgversion, extended description ($lines lines), manual pages"
