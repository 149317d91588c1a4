#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# usage: gen-man-commands.sh DRIVEBENCH_CLI OUTPUT
# Writes a help2man include file (help2man(1), "INCLUDE FILES") with a COMMANDS section: for each
# command that 'DRIVEBENCH_CLI --help' lists, its usage, description, options and arguments as
# 'DRIVEBENCH_CLI COMMAND --help' prints them, in roff. help2man formats the top-level --help
# itself; drivebench-cli's options are per command, so without this the manual page would list
# the commands and none of their options.
set -euo pipefail
# In a sanitized build (the asan preset) the programs run here at build time: making the manual
# and the completion is no leak check (the test suite is), so a leak report must not fail the build.
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
[ $# = 2 ] || { echo "usage: gen-man-commands.sh DRIVEBENCH_CLI OUTPUT" >&2; exit 2; }
cli=$1 out=$2
here=$(cd "$(dirname "$0")" && pwd)
# As gen-manpage.sh runs the programs: the default paths the help names read ~/.local/share/...
export LC_ALL=C.UTF-8 LANGUAGE= HOME='~'
unset XDG_DATA_HOME XDG_CONFIG_HOME
parse() { awk -f "$here/qthelp.awk"; }

top=$("$cli" --help | parse)
mapfile -t commands < <(awk -F'\037' '$1 == "command" { print $2 }' <<<"$top")
[ ${#commands[@]} -gt 0 ] || { echo "gen-man-commands.sh: '$cli --help' lists no commands" >&2; exit 1; }

tmp=$(mktemp "$out.XXXXXX")
trap 'rm -f "$tmp"' EXIT
{
    echo '[COMMANDS]'
    echo '.ad l'
    echo '.nh'
    echo "Each command has options of its own, given after it (\\fBdrivebench\\-cli\\fR \\fIcommand\\fR \\fB\\-\\-help\\fR prints them)."
    for c in "${commands[@]}"; do
        summary=$(awk -F'\037' -v c="$c" '$1 == "command" && $2 == c { print $4 }' <<<"$top")
        help=$("$cli" "$c" --help)
        # A command without options of its own (version prints the version for --help too): its
        # summary from the command list.
        case $help in
        Usage:*) ;;
        *) help="Usage: drivebench-cli $c"$'\n'"$summary." ;;
        esac
        parse <<<"$help" | awk -F'\037' -v command="$c" '
        # roff: a backslash printed as such, no line starting with a control character.
        function text(s) {
            gsub(/\\/, "\\e", s)
            sub(/^[.\047]/, "\\\\\\&&", s)
            return s
        }
        # An option name or value in bold or italics, its hyphens as minus signs.
        function word(s, font) {
            s = text(s)
            gsub(/-/, "\\-", s)
            return "\\f" font s "\\fR"
        }
        BEGIN { print ".SS " command; para = 0 }
        $1 == "text" && $4 ~ /^Usage: / {
            usage = substr($4, 8)
            n = split(usage, w, " ")
            line = ""
            for (i = 1; i <= n; i++)
                line = line (i > 1 ? " " : "") (i <= 2 ? word(w[i], "B") : word(w[i], "I"))
            print ".PP"
            print line
            next
        }
        $1 == "text" && $4 == "" { para = 1; next }
        $1 == "text" {
            if (para || !started) print ".PP"
            print text($4)
            para = 0; started = 1
            next
        }
        $1 == "option" || $1 == "argument" {
            n = split($2, w, " ")
            line = ""
            for (i = 1; i <= n; i++)
                line = line (i > 1 ? ", " : "") word(w[i], $1 == "option" ? "B" : "I")
            if ($3 != "")
                line = line " " word($3, "I")
            print ".TP"
            print line
            print text($4)
            para = 1
        }'
    done
    echo '[SEE ALSO]'
    echo '.BR drivebench (1)'
} >"$tmp"
chmod 644 "$tmp"
mv "$tmp" "$out"
trap - EXIT
