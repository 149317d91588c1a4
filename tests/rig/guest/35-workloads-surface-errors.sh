#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The surface scan's error map (HD Tune's Error Scan) on a device with a known unreadable range:
# a dm table of linear | error (8 MiB at 96 MiB) | linear over a 256 MiB loop device. The scan
# goes on past the errors (exit 0), and error_map marks exactly the points whose reads meet the
# range (and the squares of access reads that landed in it) unreadable, every failed transfer
# read lying inside it. Then a device that fails everywhere: the scan ends after 16 unreadable
# points in a row, saying so, the rest not scanned.
. "$(dirname "$0")/../lib.sh"
cleanup() { dmsetup remove dbsurf 2>/dev/null; dmsetup remove dbsurfbad 2>/dev/null; [ -n "${loop:-}" ] && losetup -d "$loop"; rm -rf "$out"; }

truncate -s 256M "$out/s.img"
loop=$(losetup -f --show "$out/s.img") || fail losetup
n=$(blockdev --getsz "$loop")
a=$((96 * 2048)) len=$((8 * 2048))
b=$((a + len))
printf '0 %d linear %s 0\n%d %d error\n%d %d linear %s %d\n' $a "$loop" $a $len $b $((n - b)) "$loop" $b \
    | dmsetup create dbsurf || fail "dmsetup linear+error"

"$cli" run --target /dev/mapper/dbsurf --profile surface --points 64 --passes 1 --interval 0 \
    --no-library --json "$out/s.json" >"$out/table" 2>"$out/err"
rc=$?
[ $rc = 0 ] || fail "surface over a bad range: exit $rc: $(cat "$out/err")"
grep -q "error scan: .* unreadable" "$out/table" || fail "no error scan line: $(cat "$out/table")"
python3 - "$out/s.json" $((a * 512)) $((b * 512)) <<'PY' || fail "surface: the error map is wrong"
import json, sys
d = json.load(open(sys.argv[1]))
lo, hi = int(sys.argv[2]), int(sys.argv[3])
t = d["tests"][0]
m = t["extra"]["error_map"]
cells, span, pb = m["cells"], m["span_bytes"], m["point_bytes"]
k = len(cells)
offs = [(i * (span - pb) // (k - 1)) // 512 * 512 for i in range(k)]
end = lambda i: offs[i + 1] if i + 1 < k else span
cell_at = lambda o: max(i for i in range(k) if offs[i] <= o)
want = {i for i in range(k) if offs[i] < hi and offs[i] + pb > lo}
access = {cell_at(p["offset_bytes"]) for p in m["bad_points"] if p["read"] == "access"}
got = {i for i, c in enumerate(cells) if c == "b"}
ok = t["completed"] and k == 64 and m["stopped"] is None and m["not_scanned"] == 0 and want
ok = ok and got == want | access
for p in m["bad_points"]:
    ok = ok and lo <= p["offset_bytes"] < hi and p["errno"] == 5
ok = ok and m["bad"] == len(got) and m["read_errors"] == len(m["bad_points"])
ok = ok and len(t["extra"]["surface"]) == k - len(want)
print(f"map {cells}")
print(f"unreadable points {sorted(want)} (of {k}, {pb >> 20} MiB each) at {lo >> 20}-{hi >> 20} MiB; "
      f"cells b {sorted(got)}; access reads in it {sorted(access)}; {m['read_errors']} read errors")
sys.exit(0 if ok else 1)
PY
echo "surface: error map with the bad range in place"; grep "SURFACE:" "$out/table"

dmsetup create dbsurfbad --table "0 $n error" || fail "dmsetup error target"
"$cli" run --target /dev/mapper/dbsurfbad --profile surface --points 64 --passes 1 --interval 0 \
    --no-library --json "$out/b.json" >"$out/table" 2>"$out/err"
rc=$?
[ $rc = 0 ] || fail "surface on a failing device: exit $rc: $(cat "$out/err")"
[ "$(json "$out/b.json" '(lambda m: (m["stopped"], m["bad"], m["not_scanned"]))(d["tests"][0]["extra"]["error_map"])')" \
    = "('consecutive_errors', 16, 48)" ] \
    || fail "failing device: $(json "$out/b.json" 'd["tests"][0]["extra"]["error_map"]')"
grep -q "stopped after 16 unreadable points in a row" "$out/table" || fail "no stop line: $(cat "$out/table")"
echo "surface on a failing device: stopped after 16 unreadable points in a row"
cleanup
