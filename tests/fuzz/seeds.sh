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
        local f rel name n=0
        while IFS= read -r -d '' f; do
            rel=${f#"$fixtures"/sysfs/}
            n=$((n + 1))
            # (no subshell and pipe per file: 626 files, forks are what this costs)
            printf -v name '%04d-%s' $n "${rel//\//_}"
            { printf '%s\n' "$rel"; cat "$f"; } >"$out/$name"
        done < <(cd "$fixtures/sysfs" && find */ -type f -print0 | sort -z | sed -z "s|^|$fixtures/sysfs/|")
        ;;
    *) ;; # hand-made seeds only (tests/fuzz/corpus/NAME): iolog, blkparse, library, new harnesses
    esac
}
