#!/bin/sh
# Runs the INRIA ISO conformance suite (J.P.E. Hodgson's inriasuite.pl driver and
# test files, not bundled: pass the directory holding them) file by file, each
# under a time and memory limit, and prints per-file and total test/failure counts.
#
#   bench/conformance/inria.sh SUITE_DIR SYSTEM
#
# SYSTEM is `swipl` or the path of a costlog binary. A file that does not finish
# in 20 s counts all its tests as failed.
set -u
dir=$1; sys=$2
cd "$dir" || exit 2
files=$(sed -n 's/^file(\(.*\))\.$/\1/p' inriasuite.pl | tr -d "'")
total=0; wrong=0
for f in $files; do
  [ -f "$f" ] || continue
  n=$(grep -c '^\[' "$f")
  goal="run_tests('$f'),score('$f',total(T),wrong(W)),format('~w ~w~n',[T,W])"
  case "$sys" in
    *swipl) out=$( (ulimit -v 4000000; timeout 20 "$sys" -g "$goal" -t halt inriasuite.pl) 2>/dev/null </dev/null | tail -1) ;;
    *) out=$( (ulimit -v 4000000; timeout 20 "$sys" run inriasuite.pl -g "$goal") 2>/dev/null </dev/null | tail -1) ;;
  esac
  case "$out" in
    [0-9]*\ [0-9]*) t=${out% *}; w=${out#* } ;;
    *) t=$n; w=$n; echo "$f: did not finish" ;;
  esac
  [ "$w" != 0 ] && echo "$f: $w of $t failed"
  total=$((total + t)); wrong=$((wrong + w))
done
echo "inria total: $((total - wrong))/$total passed"
