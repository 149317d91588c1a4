#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Run warnings provoked for real, part 1 (core/runner/runchecks.h): the emulated NVMe drive reads
# SEQ1M far above its 2.5 GT/s x1 link (250 MB/s) and the AHCI disk above its 1.5 Gb/s link
# (150 MB/s): above_link_ceiling. Every warning is printed on stderr and kept in the JSON; none
# stops the run. (Part 2, 41-*: filesystems; part 3, 42-*: dm-crypt and foreign I/O.)
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/../warnings-lib.sh"
# --- Link ceilings on the emulated drives (raw reads, nothing written). The figure decides the
# flag: above the ceiling above_link_ceiling, within 10 % below it link_bound. Emulated SATA reads
# ~320 MB/s on an idle host, less on a loaded one: up to two tries to get above its 150 MB/s.
for dev in /dev/nvme0n1 /dev/sda; do
    inrig "$dev" || { echo "$dev: not here (host run), link ceiling left out"; continue; }
    ceiling=$([ $dev = /dev/sda ] && echo 150 || echo 250)
    for try in 1 2; do
        step "$dev: SEQ1M read, try $try"
        "$cli" run --target "$dev" --test SEQ1M_Q8T1 "${quick[@]}" --duration 1 --passes 2 \
            --json "$out/l.json" >"$out/t" 2>"$out/e" || fail "SEQ1M read on $dev: $(cat "$out/e")"
        mbps=$(json "$out/l.json" 'round(d["tests"][0]["bandwidth_bytes_per_s"] / 1e6, 1)')
        above=$(python3 -c "print($mbps > $ceiling)")
        bound=$(python3 -c "print(0.9 * $ceiling <= $mbps <= $ceiling)")
        [ "$(has "$out/l.json" above_link_ceiling)" = "$above" ] || fail "$dev at $mbps MB/s: above_link_ceiling is not $above"
        [ "$(has "$out/l.json" link_bound)" = "$bound" ] || fail "$dev at $mbps MB/s: link_bound is not $bound"
        echo "$dev try $try: SEQ1M Q8T1 read $mbps MB/s over a $ceiling MB/s link: above $above, link_bound $bound"
        [ "$above" = True ] && break
    done
    [ "$above" = True ] || fail "$dev never read above its $ceiling MB/s link (the host is too loaded for the emulation)"
    expect "$out/l.json" "$out/e" above_link_ceiling
    [ "$(json "$out/l.json" '[w["test"] for w in d["warnings"] if w["code"] == "above_link_ceiling"][0]')" = SEQ1M_Q8T1 ] \
        || fail "$dev: above_link_ceiling names no test"
    grep -q "above link ceiling" "$out/t" || fail "$dev: the table does not mark the test: $(cat "$out/t")"
    grep -o 'above_link_ceiling: .*' "$out/e" | head -1
done

echo "link ceilings provoked"
