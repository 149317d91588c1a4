#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# usage: gen-completion.sh DRIVEBENCH_CLI OUTPUT
# Writes drivebench-cli's bash completion (usr/share/bash-completion/completions/drivebench-cli)
# from the program's own --help and each command's --help, at build time, so that it offers
# exactly the commands, options, profile names and test ids of the program it ships with:
# - the commands after "drivebench-cli", then each command's options;
# - after --profile the names its help lists ("Profile: a, b (default: a); workloads: c, d."),
#   after --test the ids its help lists ("A test id (repeatable): X, Y.");
# - file names after an option whose value is a PATH, FILE, DEVICE or PREFIX, directory names
#   after a DIR, and for a command's arguments when they name a file or device; nothing after
#   other values (numbers, sizes, choices: typed).
# tests/packaging/completion.sh checks the packaged file against the packaged program's help.
set -euo pipefail
# In a sanitized build (the asan preset) the programs run here at build time: making the manual
# and the completion is no leak check (the test suite is), so a leak report must not fail the build.
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
[ $# = 2 ] || { echo "usage: gen-completion.sh DRIVEBENCH_CLI OUTPUT" >&2; exit 2; }
cli=$1 out=$2
here=$(cd "$(dirname "$0")" && pwd)
parse() { awk -f "$here/qthelp.awk"; }
# The words of a list in a description: the text after PREFIX up to the first "(" or ";" or the
# final ".", split at the commas.
list_after() {
    local prefix=$1 desc=$2 rest
    case $desc in *"$prefix"*) ;; *) return 0 ;; esac
    rest=${desc#*"$prefix"}
    rest=${rest%%[\(\;]*}
    rest=${rest%.}
    printf '%s\n' "$rest" | tr ',' '\n' | sed 's/^ *//; s/ *$//' | awk 'NF == 1'
}
# Single-quoted for the generated script.
q() { printf "'%s'" "${1//\'/\'\\\'\'}"; }
# The words of a list joined by "|", a case pattern.
alternatives() { local IFS='|'; echo "$*"; }

version=$("$cli" --version)
top=$("$cli" --help | parse)
mapfile -t commands < <(printf '%s\n' "$top" | awk -F'\037' '$1 == "command" { print $2 }')
[ ${#commands[@]} -gt 0 ] || { echo "gen-completion.sh: '$cli --help' lists no commands" >&2; exit 1; }

tmp=$(mktemp "$out.XXXXXX")
trap 'rm -f "$tmp"' EXIT
{
    cat <<EOF
# bash completion for drivebench-cli                                   -*- shell-script -*-
# SPDX-License-Identifier: GPL-3.0-or-later
# Made at build time by packaging/debian/gen-completion.sh from the --help of $version:
# do not edit (change the program's options and rebuild).

_drivebench_cli()
{
    local cur=\${COMP_WORDS[COMP_CWORD]} prev=
    ((COMP_CWORD > 0)) && prev=\${COMP_WORDS[COMP_CWORD - 1]}
    # The command is the first word after drivebench-cli that is not an option.
    local command= i
    for ((i = 1; i < COMP_CWORD; i++)); do
        case \${COMP_WORDS[i]} in
        -*) ;;
        *) command=\${COMP_WORDS[i]}; break ;;
        esac
    done
    # options: the command's; values: the words the value after prev may be; want: what that
    # value is (file, dir, or none: one to type); args: what the command's arguments are (file
    # or none).
    local options= values= want= args=none
    case \$command in
    '')
        mapfile -t COMPREPLY < <(compgen -W $(q "${commands[*]} --help --version") -- "\$cur")
        return 0
        ;;
EOF
    with_options=0
    for c in "${commands[@]}"; do
        help=$("$cli" "$c" --help | parse)
        opts=() file_opts=() dir_opts=() typed_opts=() value_cases=()
        args=none
        while IFS=$'\037' read -r kind names value desc; do
            case $kind in
            option)
                read -r -a n <<<"$names"
                opts+=("${n[@]}")
                [ -n "$value" ] || continue
                words=
                case " ${n[*]} " in
                *" --profile "*) words=$(list_after 'Profile:' "$desc"; list_after 'workloads:' "$desc") ;;
                *" --test "*) words=$(list_after '):' "$desc") ;;
                esac
                if [ -n "$words" ]; then
                    mapfile -t w <<<"$words"
                    value_cases+=("        $(alternatives "${n[@]}")) values=$(q "${w[*]}") ;;")
                else
                    case $value in
                    DIR) dir_opts+=("${n[@]}") ;;
                    PATH | FILE | *_FILE | DEVICE | PREFIX) file_opts+=("${n[@]}") ;;
                    *) typed_opts+=("${n[@]}") ;;
                    esac
                fi
                ;;
            argument)
                # A command whose arguments are files or devices completes file names there.
                case ${names,,} in *file* | *device* | *path* | *dir*) args=file ;; esac
                ;;
            esac
        done <<<"$help"
        # A command without options (version prints the version for --help too) completes nothing.
        with_options=$((with_options + ${#opts[@]}))
        echo "    $c)"
        echo "        options=$(q "${opts[*]}") args=$args"
        echo "        case \$prev in"
        [ ${#value_cases[@]} = 0 ] || printf '%s\n' "${value_cases[@]}"
        [ ${#file_opts[@]} = 0 ] || echo "        $(alternatives "${file_opts[@]}")) want=file ;;"
        [ ${#dir_opts[@]} = 0 ] || echo "        $(alternatives "${dir_opts[@]}")) want=dir ;;"
        [ ${#typed_opts[@]} = 0 ] || echo "        $(alternatives "${typed_opts[@]}")) want=none ;;"
        echo "        esac"
        echo "        ;;"
    done
    cat <<'EOF'
    *) return 0 ;;
    esac
    if [ -n "$values" ]; then
        mapfile -t COMPREPLY < <(compgen -W "$values" -- "$cur")
    elif [ "$want" = file ] || { [ -z "$want" ] && [ "$args" = file ] && [[ $cur != -* ]]; }; then
        compopt -o filenames 2>/dev/null
        mapfile -t COMPREPLY < <(compgen -f -- "$cur")
    elif [ "$want" = dir ]; then
        compopt -o filenames 2>/dev/null
        mapfile -t COMPREPLY < <(compgen -d -- "$cur")
    elif [ "$want" = none ]; then
        COMPREPLY=()
    else
        mapfile -t COMPREPLY < <(compgen -W "$options" -- "$cur")
    fi
    return 0
}
complete -F _drivebench_cli drivebench-cli
EOF
} >"$tmp"
# The help's layout changed so that no option is read: fail rather than ship a completion without.
[ "$with_options" -gt 0 ] || { echo "gen-completion.sh: read no option from any command's --help" >&2; exit 1; }
chmod 644 "$tmp"
mv "$tmp" "$out"
trap - EXIT
