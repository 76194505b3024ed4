#!/bin/sh
# Run the conformance corpus in one Prolog system.
#
# usage: run.sh [swipl|PATH_TO_COSTLOG] [FAMILY...]
#
#   run.sh                          all families in swipl
#   run.sh swipl arith atoms        two families in swipl
#   run.sh target/release/costlog   all families in costlog
#
# For every case file cases/FAMILY.pl the driver and the case file are
# concatenated into one temporary file FAMILY.pl which is run with
#   swipl -g main -t halt FAMILY.pl        (if the system's name is swipl*)
#   COSTLOG run FAMILY.pl -g main          (otherwise)
# Each family runs in its own process (with a 120 s time limit when
# timeout(1) is available), so a crash or hang only loses that family.
# Exit status: 0 iff every family passed completely.

here=$(cd "$(dirname "$0")" && pwd)
sys=${1:-swipl}
[ $# -gt 0 ] && shift

case $sys in
    swipl|*/swipl|swipl-*|*/swipl-*) kind=swipl ;;
    *) kind=costlog ;;
esac
if [ "$kind" = costlog ] && [ ! -x "$sys" ]; then
    echo "run.sh: $sys: not an executable" >&2
    exit 2
fi

if [ $# -gt 0 ]; then
    families="$*"
else
    families=$(cd "$here/cases" && ls *.pl | sed 's/\.pl$//')
fi

limit=""
if command -v timeout >/dev/null 2>&1; then
    limit="timeout ${CONFORMANCE_TIMEOUT:-120}"
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/conformance.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM

total_p=0
total_f=0
bad=""
for fam in $families; do
    src="$here/cases/$fam.pl"
    if [ ! -f "$src" ]; then
        echo "run.sh: no case file $src" >&2
        exit 2
    fi
    prog="$tmp/$fam.pl"
    { cat "$here/driver.pl"; echo; cat "$src"; echo; } > "$prog"
    if [ "$kind" = swipl ]; then
        $limit "$sys" -g main -t halt "$prog" > "$tmp/out" 2> "$tmp/err"
    else
        $limit "$sys" run "$prog" -g main > "$tmp/out" 2> "$tmp/err"
    fi
    rc=$?
    grep -v '^conformance: ' "$tmp/out"
    summary=$(grep '^conformance: ' "$tmp/out" | tail -n 1)
    p=$(echo "$summary" | sed -n 's/^conformance: \([0-9]*\) passed, \([0-9]*\) failed.*/\1/p')
    f=$(echo "$summary" | sed -n 's/^conformance: \([0-9]*\) passed, \([0-9]*\) failed.*/\2/p')
    if [ -z "$p" ]; then
        # The driver never reported: count every case of the family as failed.
        n=$(grep -c '^t(' "$src")
        echo "FAIL $fam: driver did not finish (exit $rc); stderr tail:"
        tail -n 5 "$tmp/err" | sed 's/^/    /'
        p=0
        f=$n
    elif [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then
        echo "FAIL $fam: exit status $rc although all cases passed"
        f=1
    fi
    printf '%-12s %4d passed, %4d failed\n' "$fam" "$p" "$f"
    total_p=$((total_p + p))
    total_f=$((total_f + f))
    [ "$f" -ne 0 ] && bad="$bad $fam"
done

echo "conformance total: $total_p passed, $total_f failed"
[ "$total_f" -eq 0 ]
