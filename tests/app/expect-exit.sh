#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# usage: expect-exit.sh CODE REGEX COMMAND [ARGS...]
# Runs COMMAND; passes when it exits with CODE and its output (stdout+stderr) matches REGEX.
set -u
want=$1 regex=$2; shift 2
out=$("$@" 2>&1); got=$?
if [ "$got" != "$want" ]; then
    echo "FAIL: '$*' exited $got, expected $want; output:"; echo "$out"; exit 1
fi
if ! grep -Eq -- "$regex" <<<"$out"; then
    echo "FAIL: output of '$*' does not match /$regex/:"; echo "$out"; exit 1
fi
echo "ok: '$*' exited $got and printed /$regex/"
