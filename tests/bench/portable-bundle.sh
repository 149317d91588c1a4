#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Makes a portable bundle of built programs (drivebench-cli, the GUI benchmarks, fio ...) with every
# shared library they load, glibc's loader included, and Qt's offscreen and SQLite plugins, so the
# benchmarks run on a machine that has none of the build's packages (another distribution, a
# borrowed many-core server):
#   bash tests/bench/portable-bundle.sh OUT_DIR build/release/bin/drivebench-cli build/release/bin/bench_prime_free_list /usr/bin/fio ...
#   tar cJf bundle.tar.xz -C "$(dirname OUT_DIR)" "$(basename OUT_DIR)"     # copy it over, unpack
#   OUT_DIR/bin/drivebench-cli ...    # or: PATH=OUT_DIR/bin:$PATH bash tests/bench/engine-vs-fio.sh OUT_DIR/bin
# Each OUT_DIR/bin/NAME runs the program through the bundled loader and libraries only.
set -eu
[ $# -ge 2 ] || { echo "usage: portable-bundle.sh OUT_DIR PROGRAM..."; exit 2; }
out=$1; shift
plugins=/usr/lib/x86_64-linux-gnu/qt6/plugins
rm -rf "$out"
mkdir -p "$out/lib" "$out/real" "$out/bin" "$out/plugins/platforms" "$out/plugins/sqldrivers"
extra=()
for p in platforms/libqoffscreen.so sqldrivers/libqsqlite.so; do
    [ -f "$plugins/$p" ] && cp "$plugins/$p" "$out/plugins/$p" && extra+=("$plugins/$p")
done
for p in "$@" "${extra[@]}"; do
    ldd "$p" | awk '/=> \//{print $3}' | while read -r lib; do cp -Ln "$lib" "$out/lib/" 2>/dev/null || true; done
done
loader=$(ldd "$1" | awk '/ld-linux/{print $1}')
cp -L "$loader" "$out/lib/ld-linux.so"
for p in "$@"; do
    name=$(basename "$p")
    cp "$p" "$out/real/$name"
    printf '#!/bin/bash\nd=$(cd "$(dirname "$0")/.." && pwd)\nexport QT_PLUGIN_PATH=$d/plugins\nexec "$d/lib/ld-linux.so" --library-path "$d/lib" "$d/real/%s" "$@"\n' \
        "$name" >"$out/bin/$name"
    chmod +x "$out/bin/$name"
done
strip "$out"/real/* "$out"/lib/*.so* 2>/dev/null || true
du -sh "$out"
