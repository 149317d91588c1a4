#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# usage: gen-manpage.sh HELP2MAN PROGRAM "SHORT DESCRIPTION" INCLUDE_FILE OUTPUT.1.gz
# Makes PROGRAM's manual page (section 1) from its --help and --version with help2man, adds
# INCLUDE_FILE's sections (help2man(1), "INCLUDE FILES"), and compresses it with gzip -9n (the
# highest compression, no name or time stamp in the header, as Debian asks). The programs run as
# a user's would print it: without a display (the window's --help needs none; offscreen in case),
# in English, and with HOME='~' so that the default paths the help names read ~/.local/share/...
# rather than the home of whoever built the package. SOURCE_DATE_EPOCH (help2man's date) is kept
# when set, else the release date the caller passes in DRIVEBENCH_RELEASE_EPOCH.
set -euo pipefail
# In a sanitized build (the asan preset) the programs run here at build time: making the manual
# and the completion is no leak check (the test suite is), so a leak report must not fail the build.
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
[ $# = 5 ] || { echo "usage: gen-manpage.sh HELP2MAN PROGRAM DESCRIPTION INCLUDE_FILE OUTPUT.1.gz" >&2; exit 2; }
help2man=$1 program=$2 name=$3 include=$4 out=$5
case $out in *.1.gz) ;; *) echo "gen-manpage.sh: OUTPUT must end in .1.gz" >&2; exit 2 ;; esac
page=${out%.gz}
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-${DRIVEBENCH_RELEASE_EPOCH:?}}
export QT_QPA_PLATFORM=offscreen LC_ALL=C.UTF-8 LANGUAGE= HOME='~'
unset XDG_DATA_HOME XDG_CONFIG_HOME
"$help2man" --no-info --section=1 --name="$name" --include="$include" --output="$page" "$program"
gzip -9nf "$page"
