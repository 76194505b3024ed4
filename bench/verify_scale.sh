#!/bin/sh
# Wall time of `costlog verify` on the analyzer corpus (issue 16, item 7): serial
# (--jobs 1) vs --jobs 2 without the cache, then a cold and a warm verdict cache.
# Prints the median of RUNS runs of each, and the load average before each series.
# Usage: bench/verify_scale.sh [COSTLOG] [RUNS]
set -eu
COSTLOG=${1:-target/release/costlog}
RUNS=${2:-3}
FILES="analyzer/tests/corpus/*.pl examples/*.pl"
CACHE=$(mktemp -d)
trap 'rm -rf "$CACHE"' EXIT

# Seconds of one run of `costlog verify FILES ARGS` (output discarded).
once() {
    start=$(date +%s.%N)
    # shellcheck disable=SC2086
    "$COSTLOG" verify $FILES "$@" >/dev/null 2>&1 || true
    end=$(date +%s.%N)
    printf '%.2f\n' "$(echo "$end - $start" | bc)"
}

median() { sort -n | awk '{v[NR]=$1} END {print v[int((NR+1)/2)]}'; }

series() {
    label=$1; shift
    load=$(cut -d' ' -f1-3 /proc/loadavg)
    times=""
    for _ in $(seq "$RUNS"); do
        if [ "$label" = "cold cache" ]; then rm -rf "$CACHE"/*; fi
        times="$times $(once "$@")"
    done
    m=$(for t in $times; do echo "$t"; done | median)
    echo "| $label | \`$*\` | $m | $(echo "$times" | sed 's/^ //') | $load |"
}

echo "| run | options | median (s) | runs (s) | load average before |"
echo "|---|---|---:|---|---|"
series "serial" --jobs 1 --no-cache
series "2 jobs" --jobs 2 --no-cache
series "cold cache" --jobs 2 --cache "$CACHE"
series "warm cache" --jobs 2 --cache "$CACHE"
