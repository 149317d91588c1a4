#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# usage: deb-build.sh BUILD_DIR OUT_DIR
# The drivebench_deb fixture (packaging_deb_build): builds the .deb once with CPack into
# OUT_DIR/cpack, for the tests that read it (packaging_deb, packaging_lintian,
# packaging_completion). OUT_DIR is the build tree's own packaging-test/ folder; only what this
# script and CPack put there is removed before.
set -euo pipefail
build=$1 out=$2
mkdir -p "$out"
rm -rf "$out/cpack" "$out/cpack.log"
(cd "$build" && cpack -G DEB -B "$out/cpack" >"$out/cpack.log" 2>&1) || { cat "$out/cpack.log"; exit 1; }
mapfile -t debs < <(ls "$out"/cpack/*.deb 2>/dev/null)
[ ${#debs[@]} = 1 ] || { echo "FAIL: CPack made ${#debs[@]} .deb files in $out/cpack, not one"; cat "$out/cpack.log"; exit 1; }
echo "built ${debs[0]}"
