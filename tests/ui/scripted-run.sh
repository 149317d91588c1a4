#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# usage: scripted-run.sh DRIVEBENCH BUILD_DIR
# A scripted GUI run: drivebench --target DIR --start --save-screenshot --save-window
# --quit-when-done in a directory with O_DIRECT (tests/common/testdirs.sh), under Xvfb when it is installed (else Qt's offscreen platform). Passes when the
# app exits 0 and both PNGs exist and are real PNG images of a plausible size.
# Settings come from a private XDG_CONFIG_HOME (one 1 s pass, no warm-up, 16 MiB test file) so the
# run is short; the results library goes to a private XDG_DATA_HOME. Both are removed afterwards.
set -u
app=$1 build=$2
. "$(dirname "$0")/../common/testdirs.sh"
root=$(direct_io_dir "$build") || { echo "FAIL: see above"; exit 1; }
work=$(mktemp -d)
target=$(mktemp -d "$root/scripted-run-XXXXXX")
trap 'rm -rf "$work" "$target"' EXIT
mkdir -p "$work/config/DriveBench" "$work/data"
cat > "$work/config/DriveBench/drivebench.conf" <<CONF
[run]
profile=demo
ops=0
passes=1
duration=1
warmup=0
interval=0
size=16777216
CONF
export XDG_CONFIG_HOME=$work/config XDG_DATA_HOME=$work/data XDG_RUNTIME_DIR=$work LC_ALL=C.UTF-8
args=(--target "$target" --profile demo --start --save-screenshot "$work/panel.png"
      --save-window "$work/window.png" --quit-when-done)
if command -v xvfb-run >/dev/null; then
    unset QT_QPA_PLATFORM
    timeout 150 xvfb-run -a -s '-screen 0 1600x1000x24' "$app" "${args[@]}"
else
    QT_QPA_PLATFORM=offscreen timeout 150 "$app" "${args[@]}"
fi
rc=$?
[ $rc -eq 0 ] || { echo "FAIL: drivebench exited $rc"; exit 1; }
for f in panel window; do
    png=$work/$f.png
    [ -s "$png" ] || { echo "FAIL: $f.png was not written"; exit 1; }
    magic=$(head -c 8 "$png" | od -An -tx1 | tr -d ' \n')
    [ "$magic" = 89504e470d0a1a0a ] || { echo "FAIL: $f.png is not a PNG ($magic)"; exit 1; }
    size=$(stat -c %s "$png")
    [ "$size" -gt 5000 ] || { echo "FAIL: $f.png is only $size bytes"; exit 1; }
    echo "$f.png: $size bytes"
done
[ -s "$work/data/DriveBench/drivebench/results.sqlite" ] && echo "run stored in the library"
left=$(ls -A "$target")
[ -z "$left" ] || { echo "FAIL: the run left files behind in $target: $left"; exit 1; }
echo PASS
