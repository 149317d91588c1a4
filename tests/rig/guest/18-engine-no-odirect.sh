#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# A filesystem without O_DIRECT (the guest's tmpfs: Linux 6.1, before 6.6 added it): a run there
# ends with a message that names the cause and both fixes (another directory, or --buffered),
# creates nothing and leaves nothing; with --buffered it runs, and the result says it was cached.
. "$(dirname "$0")/../lib.sh"
dir=/mnt/nodirect
cleanup() { umount "$dir" 2>/dev/null; }

mkdir -p "$dir" && mount -t tmpfs -o size=128m tmpfs "$dir" || fail "cannot mount a tmpfs"
if dd if=/dev/zero of="$dir/probe" bs=4096 count=1 oflag=direct status=none 2>/dev/null; then
    umount "$dir"
    echo "SKIP: this guest's tmpfs has O_DIRECT (Linux $(uname -r) >= 6.6)"
    exit 77
fi
rm -f "$dir/probe"

# Direct I/O asked for (the default): refused, with the cause and the fixes.
"$cli" run --target "$dir" --test RND4K_Q1T1 --size 16M --duration 0.3 --passes 1 --warmup 0 \
    --interval 0 --no-library --json "$out/d.json" >/dev/null 2>"$out/err"
rc=$?
[ "$rc" = 1 ] || fail "exit $rc on a filesystem without O_DIRECT (want 1): $(cat "$out/err")"
grep -q "does not support O_DIRECT" "$out/err" || fail "the message does not name O_DIRECT: $(cat "$out/err")"
grep -q -- "--buffered" "$out/err" || fail "the message does not name --buffered: $(cat "$out/err")"
[ -z "$(ls -A "$dir")" ] || fail "left behind after the refusal: $(ls -A "$dir")"
[ "$(json "$out/d.json" 'd["completed"]')" = False ] || fail "the refused run's result says completed"
echo "refused: $(head -c 200 "$out/err")"

# --buffered: runs through the page cache, flagged as cached.
"$cli" run --target "$dir" --test RND4K_Q1T1 --op write --size 16M --duration 0.3 --passes 1 \
    --warmup 0 --interval 0 --buffered --no-library --json "$out/b.json" >/dev/null 2>"$out/err" \
    || fail "--buffered run: $(cat "$out/err")"
[ "$(json "$out/b.json" 'd["cached"]')" = True ] || fail "--buffered result not flagged cached"
[ "$(json "$out/b.json" 'd["completed"] and d["tests"][0]["write_ios"] > 0')" = True ] \
    || fail "--buffered run did no writes"
[ -z "$(ls -A "$dir")" ] || fail "left behind after the buffered run: $(ls -A "$dir")"
umount "$dir"
echo "--buffered: $(json "$out/b.json" 'd["tests"][0]["write_ios"]') writes, result flagged cached"
rm -rf "$out"
