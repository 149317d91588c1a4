# SPDX-License-Identifier: GPL-3.0-or-later
# Sourced by replay.sh and ci-fuzz.sh: fuzz_seeds NAME DIR fills DIR with the seed corpus of
# harness NAME that is derived from tests/fixtures/ (the fixtures stay the one copy); the
# hand-made seeds and the regression inputs live in tests/fuzz/corpus/NAME/ and are passed beside it.

fuzz_seeds() {
    local name=$1 out=$2 fixtures
    fixtures="$(cd "$(dirname "${BASH_SOURCE[0]}")/../fixtures" && pwd)"
    rm -rf "$out"
    mkdir -p "$out"
    case $name in
    ata_identify)
        cp "$fixtures"/identify/*.hdparm.txt "$fixtures"/identify/*.sysfs-id.txt "$out"/ ;;
    nvme_identify_ctrl)
        cp "$fixtures"/identify/*nvme-id-ctrl*.bin "$out"/ ;;
    nvme_identify_ns)
        cp "$fixtures"/identify/*nvme-id-ns*.bin "$out"/ ;;
    identify_hex)
        cp "$fixtures"/identify/*.txt "$out"/ ;;
    fio_json | result_json)
        cp "$fixtures"/results/*.json "$out"/ ;;
    mountinfo)
        local root r
        for root in "$fixtures"/sysfs/*/; do
            r=$(basename "$root")
            [ -f "$root/proc/self/mountinfo" ] || continue
            cp "$root/proc/self/mountinfo" "$out/$r-mountinfo"
            if [ -f "$root/proc/swaps" ]; then
                { cat "$root/proc/self/mountinfo"; printf '\0'; cat "$root/proc/swaps"; } >"$out/$r-mountinfo+swaps"
            fi
        done ;;
    sysfs)
        # One record per fixture file: "ROOT/PATH\n" + its contents (see fuzz_sysfs.cpp).
        # Builtins (read, printf) for the text files: a process per file took 10 s here and ran the
        # replay past its 300 s in the rig guest's emulated CPU. The binary VPD pages (NUL bytes,
        # which read stops at) are copied with cat.
        local f rel n=0 num contents
        while IFS= read -r -d '' f; do
            rel=${f#"$fixtures"/sysfs/}
            n=$((n + 1))
            printf -v num '%04d' $n
            if [[ $rel == */vpd_pg* ]]; then
                { printf '%s\n' "$rel"; cat "$f"; } >"$out/$num-${rel//\//_}"
                continue
            fi
            contents=
            IFS= read -r -d '' contents <"$f" || true
            printf '%s\n%s' "$rel" "$contents" >"$out/$num-${rel//\//_}"
        done < <(cd "$fixtures/sysfs" && find */ -type f -print0 | sort -z | sed -z "s|^|$fixtures/sysfs/|")
        ;;
    nvme_smart)
        # The log alone, and with its controller's Identify (see fuzz_nvme_smart.cpp).
        local f
        for f in "$fixtures"/smart/*nvme-smart-log*.bin; do
            cp "$f" "$out/"
            { cat "$f"; printf '\n--8<--\n'; cat "$fixtures"/identify/qemu-7.2-nvme-id-ctrl.bin; } >"$out/$(basename "$f" .bin)+id-ctrl"
        done ;;
    ata_smart)
        # data, thresholds, identify of each drive, joined (see fuzz_ata_smart.cpp); once without identify.
        local d t i p
        for d in "$fixtures"/smart/*.data "$fixtures"/smart/*.smart-data; do
            [ -f "$d" ] || continue
            p=${d%.data}; p=${p%.smart-data}
            t=$p.thresholds; [ -f "$t" ] || t=$p.smart-thresholds
            i=$p.identify
            [ -f "$t" ] || continue
            { cat "$d"; printf '\n--8<--\n'; cat "$t"; } >"$out/$(basename "$p")"
            [ -f "$i" ] && { cat "$d"; printf '\n--8<--\n'; cat "$t"; printf '\n--8<--\n'; cat "$i"; } >"$out/$(basename "$p")+identify"
        done ;;
    *) ;; # hand-made seeds only (tests/fuzz/corpus/NAME): iolog, blkparse, library, new harnesses
    esac
}
