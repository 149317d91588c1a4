# SPDX-License-Identifier: GPL-3.0-or-later
# Reads a --help text in Qt's QCommandLineParser layout and prints one line per entry of its
# "Options:", "Arguments:" and "Commands:" sections, for the manual page and the bash completion made from it:
#   KIND<US>NAMES<US>VALUE<US>DESCRIPTION
# with the ASCII unit separator (\037) between the fields, so that an empty field survives bash's
# read (which joins runs of tabs).
# KIND is "option", "argument" or "command"; NAMES the entry's names separated by spaces ("-h --help");
# VALUE the option's value placeholder without its brackets ("PATH"), empty for a flag; the
# DESCRIPTION is joined from its wrapped lines. Qt prints each entry as
#   "  -s, --long <VALUE>   description" and continues the description on lines indented further.
# Other lines print as "text<US><US><US>LINE" (the usage line and the command's description).
function flush(    n, i, w, names, value) {
    if (term == "")
        return
    n = split(term, w, /[ ,]+/)
    names = ""; value = ""
    for (i = 1; i <= n; i++) {
        if (w[i] ~ /^<.*>$/)
            value = substr(w[i], 2, length(w[i]) - 2)
        else if (w[i] != "")
            names = names (names == "" ? "" : " ") w[i]
    }
    print kind US names US value US desc
    term = ""; desc = ""
}
BEGIN { section = ""; US = "\037" }
/^Options:$/ { flush(); section = "option"; next }
/^Arguments:$/ { flush(); section = "argument"; next }
/^Commands:$/ { flush(); section = "command"; next }
/^[^ ]/ { flush(); section = ""; print "text" US US US $0; next }
section != "" && /^  [^ ]/ {
    flush()
    kind = section
    line = substr($0, 3)
    if (match(line, /   */)) {
        term = substr(line, 1, RSTART - 1); desc = substr(line, RSTART + RLENGTH)
    } else {
        term = line; desc = ""
    }
    next
}
section != "" && /^   *[^ ]/ { sub(/^ +/, ""); desc = desc (desc == "" ? "" : " ") $0; next }
/^$/ { flush(); if (section == "") print "text" US US US; next }
END { flush() }
