#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# usage: completion.sh OUT_DIR
# Checks the bash completion in the .deb that deb-build.sh made in OUT_DIR/cpack (the
# drivebench_deb fixture) against the drivebench-cli in the same package, as a user's tab presses
# would meet it: sourced in bash, asked for the words after "drivebench-cli", after each command
# and "-", after "run --profile" and "run --test", and for a file name after "run --target". What it
# expects is read here from the program's --help with grep and sed, not with the awk script
# (packaging/debian/qthelp.awk) that made the completion, so that an option, command or profile
# the completion lacks or has too many fails.
set -euo pipefail
out=$1
deb=$(ls "$out"/cpack/*.deb | head -1)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
dpkg-deb -x "$deb" "$scratch/root"
cli=$scratch/root/usr/bin/drivebench-cli
completion=$scratch/root/usr/share/bash-completion/completions/drivebench-cli
[ -f "$completion" ] || { echo "FAIL: usr/share/bash-completion/completions/drivebench-cli is not in the package"; exit 1; }

# What the completion offers for the words given (the last one is the word being completed), one a
# line, sorted; run in a clean bash that sources only the completion file.
offers() {
    (cd "$scratch/root" && bash --norc --noprofile -c '
        completion=$1; shift
        . "$completion"
        complete -p drivebench-cli | grep -q -- "-F _drivebench_cli" || { echo "no complete -F _drivebench_cli for drivebench-cli" >&2; exit 1; }
        COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMPREPLY=()
        _drivebench_cli
        printf "%s\n" ${COMPREPLY[@]+"${COMPREPLY[@]}"}' bash "$completion" "$@") | sort
}
fails=0
same() { # WHAT EXPECTED GOT (each sorted, one a line)
    if [ "$2" != "$3" ]; then
        echo "FAIL: $1: the completion differs from drivebench-cli's help"
        echo "  missing: $(comm -23 <(echo "$2") <(echo "$3") | tr '\n' ' ')"
        echo "  extra:   $(comm -13 <(echo "$2") <(echo "$3") | tr '\n' ' ')"
        fails=$((fails + 1))
    fi
}

# The commands: the indented words of the "Commands:" block of drivebench-cli --help.
commands=$("$cli" --help | sed -n '/^Commands:$/,/^$/s/^  \([a-z][a-z-]*\) .*/\1/p' | sort)
[ "$(echo "$commands" | wc -l)" -ge 5 ] || { echo "FAIL: read no command list from drivebench-cli --help"; exit 1; }
same "drivebench-cli <TAB>" "$(printf '%s\n' $commands --help --version | sort)" "$(offers drivebench-cli '')"

# Each command's options: on the lines of its --help that start with "  -", the words that start
# with "-" before the description (which begins after two spaces). A command may have none
# (version prints the version for --help too); run has dozens.
for c in $commands; do
    options=$("$cli" "$c" --help | { grep '^  -' || true; } | sed 's/^  //; s/  .*//' |
        { grep -oE -- '(^|[ ,])-{1,2}[A-Za-z0-9][A-Za-z0-9-]*' || true; } | sed 's/^[ ,]*//' | sort -u)
    [ "$c" != run ] || [ "$(echo "$options" | wc -l)" -ge 20 ] ||
        { echo "FAIL: read fewer than 20 options from drivebench-cli run --help"; exit 1; }
    same "drivebench-cli $c -<TAB>" "$options" "$(offers drivebench-cli "$c" -)"
done

# The profiles and test ids that run's --help lists, in its one-line form.
run_help=$("$cli" run --help | tr '\n' ' ' | tr -s ' ')
profiles=$(sed -n 's/.*--profile <NAME> Profile: \([^(]*\)(default: [a-z]*); workloads: \([^.]*\)\..*/\1,\2/p' <<<"$run_help" |
    tr ',' '\n' | tr -d ' ' | grep . | sort)
echo "$profiles" | grep -qx default && echo "$profiles" | grep -qx nvme ||
    { echo "FAIL: read no profile list (default, nvme, ...) from drivebench-cli run --help"; exit 1; }
same "drivebench-cli run --profile <TAB>" "$profiles" "$(offers drivebench-cli run --profile '')"
tests=$(sed -n 's/.*--test <ID> A test id (repeatable): \([^.]*\)\..*/\1/p' <<<"$run_help" | tr ',' '\n' | tr -d ' ' | grep . | sort)
[ -n "$tests" ] || { echo "FAIL: read no test ids from drivebench-cli run --help"; exit 1; }
same "drivebench-cli run --test <TAB>" "$tests" "$(offers drivebench-cli run --test '')"

# A file name after --target (the completion runs in the unpacked package, which has usr/).
same "drivebench-cli run --target us<TAB>" "usr" "$(offers drivebench-cli run --target us)"
# Nothing after an option whose value is typed (a size).
same "drivebench-cli run --size <TAB>" "" "$(offers drivebench-cli run --size '')"

[ $fails = 0 ] || exit 1
echo "ok: the completion offers drivebench-cli's $(echo "$commands" | wc -l) commands, their options, $(echo "$profiles" | wc -l) profiles and $(echo "$tests" | wc -l) test ids"
