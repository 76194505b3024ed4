#!/bin/sh
# Runs each bench/idioms/*.pl program's go/0 in swipl and in costlog, checks that
# both print the same, and prints the user CPU times and their ratio.
# Usage: bench/idioms.sh [COSTLOG_BINARY]
BIN=${1:-$(pwd)/target/release/costlog}
DIR=$(dirname "$0")/idioms
OUT=$(mktemp -d)
printf '%-10s %8s %8s %7s %s\n' program swipl costlog ratio output
for f in "$DIR"/*.pl; do
  n=$(basename "$f" .pl)
  s=$( { (ulimit -v 4000000; /usr/bin/time -f %U timeout 120 swipl -g go -t halt "$f" > "$OUT/$n.swi"); } 2>&1 | tail -1)
  c=$( { (ulimit -v 4000000; /usr/bin/time -f %U timeout 120 "$BIN" run "$f" -g go > "$OUT/$n.cl"); } 2>&1 | tail -1)
  if cmp -s "$OUT/$n.swi" "$OUT/$n.cl"; then same=same; else same=DIFFERENT; fi
  ratio=$(awk -v a="$s" -v b="$c" 'BEGIN { if (a > 0) printf "%.2f", b / a; else print "-" }')
  printf '%-10s %8s %8s %7s %s\n' "$n" "$s" "$c" "$ratio" "$same"
done
rm -rf "$OUT"
