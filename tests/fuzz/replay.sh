#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# usage: replay.sh HARNESS NAME SEEDDIR libfuzzer|standalone — runs HARNESS once on every seed (derived from the
# fixtures into SEEDDIR) and every input in tests/fuzz/corpus/NAME (hand-made seeds and the
# regression inputs of fixed bugs). A libFuzzer build replays with -runs=0; a standalone build
# (standalone_main.cpp) takes the directories as they are. Fails on any crash or sanitizer report.
set -euo pipefail
harness=$1 name=$2 seeds=$3 mode=$4
here="$(cd "$(dirname "$0")" && pwd)"
. "$here/seeds.sh"
fuzz_seeds "$name" "$seeds"
dirs=("$seeds")
[ -d "$here/corpus/$name" ] && dirs+=("$here/corpus/$name")
export TMPDIR=${TMPDIR:-/tmp}
if [ "$mode" = libfuzzer ]; then
    # Seeds are not written back here: the first directory is a scratch copy.
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
    exec "$harness" -runs=0 -timeout=25 -rss_limit_mb=4096 -artifact_prefix="$work/" "$work" "${dirs[@]}"
fi
exec "$harness" "${dirs[@]}"
