# SPDX-License-Identifier: GPL-3.0-or-later
# The shared prelude of the rig scripts (tests/rig/guest/ and timing/): sourced, never run.
#   cli   drivebench-cli of the build under test
#   out   a fresh scratch directory, removed on exit
#   fail  prints "FAIL: ..." and exits 1, after cleanup() when the script defines one (to
#         unmount, remove device-mapper tables, unload modules)
#   json  FILE EXPR: evaluates a Python expression over the JSON file loaded as d
set -u
cli="$DRIVEBENCH_BIN/drivebench-cli"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
fail() { echo "FAIL: $*"; if declare -F cleanup >/dev/null; then cleanup; fi; exit 1; }
json() { python3 -c "import json,sys; d=json.load(open('$1')); print(eval(sys.argv[1]))" "$2"; }
