#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Run warnings provoked for real, part 3: dm-crypt (plain, on a loop device): dm_crypt; a second
# process reading the same loop device during the test: foreign_io, said with how much (and none
# without it).
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/../warnings-lib.sh"
# --- dm-crypt (plain, a throw-away key).
step "dm-crypt"
modprobe dm-crypt 2>/dev/null
if [ "${RIG_GUEST:-}" = 1 ] || dmsetup targets >/dev/null 2>&1; then
c=$(lose 64M crypt)
head -c 64 /dev/urandom > "$out/key"
cryptsetup open --type plain --cipher aes-xts-plain64 --key-size 512 --key-file "$out/key" "$c" dbwarn \
    || fail "cryptsetup open"
"$cli" run --target /dev/mapper/dbwarn --test SEQ1M_Q8T1 "${quick[@]}" \
    --json "$out/c.json" >/dev/null 2>"$out/e" || fail "read run on dm-crypt: $(cat "$out/e")"
expect "$out/c.json" "$out/e" dm_crypt
echo "dm-crypt: $(grep -o 'dm_crypt: [^:]*' "$out/e" | head -1)"
cryptsetup close dbwarn
else
    echo "dm-crypt: no device-mapper here (host run), left out"
fi

# --- foreign_io: another reader on the same loop device during the test.
step "foreign_io"
f=$(lose 64M foreign)
dd if=/dev/zero of="$f" bs=1M count=64 oflag=direct status=none
"$cli" run --target "$f" --test RND4K_Q1T1 "${quick[@]}" --duration 2 --json "$out/o0.json" \
    >/dev/null 2>"$out/e" || fail "quiet run on $f: $(cat "$out/e")"
[ "$(has "$out/o0.json" foreign_io)" = False ] || fail "foreign_io without another program: $(cat "$out/e")"
( while :; do dd if="$f" of=/dev/null bs=1M iflag=direct status=none; done ) &
reader=$!
sleep 0.5
"$cli" run --target "$f" --test RND4K_Q1T1 "${quick[@]}" --duration 3 --json "$out/o.json" \
    >/dev/null 2>"$out/e" || fail "run beside the reader: $(cat "$out/e")"
kill "$reader"; wait "$reader" 2>/dev/null; reader=
expect "$out/o.json" "$out/e" foreign_io
grep -q "read [0-9.]* MB" "$out/e" || fail "foreign_io does not say how much"
echo "foreign_io: $(grep -o 'foreign_io: .*' "$out/e" | cut -c1-160)"
echo "dm_crypt and foreign_io provoked"
