#!/bin/bash
# Runs every plunit file under DIR (files with begin_tests, except those named by
# EXCLUDE, a grep -e pattern list) in swipl and in costlog and compares the
# summary line of run_tests ("% All 8 tests passed", "% 2 tests failed", ...).
# Usage: bench/plunit_trial.sh DIR [COSTLOG]   (prints SAME/DIFF per file, then counts,
# and the tests passed in each system summed over the files)
set -u
DIR=$1
BIN=${2:-$(pwd)/target/release/costlog}
EXCLUDE=${EXCLUDE:-"-e /jpl -e third_party"}
summary() { grep -E "tests? (passed|failed)|All [0-9]+ tests|% [0-9]+ test" | tail -1; }
# Tests passed that a summary line reports ("% All 8 tests passed", "% test passed": 1).
passed() { grep -oE "[0-9]+ tests? passed|% test passed" <<<"$1" | grep -oE "[0-9]+" || { grep -q "% test passed" <<<"$1" && echo 1 || echo 0; }; }
same=0; diff=0; swi_passed=0; costlog_passed=0
while read -r f; do
  d=$(dirname "$f"); b=$(basename "$f")
  s=$(cd "$d" && (ulimit -v 4000000; timeout 60 swipl -g "catch(run_tests,_,true)" -t halt "$b" 2>&1) | summary)
  c=$(cd "$d" && (ulimit -v 4000000; timeout 60 "$BIN" run "$b" --goal "catch(run_tests,_,true)" 2>&1) | summary)
  swi_passed=$((swi_passed + $(passed "$s"))); costlog_passed=$((costlog_passed + $(passed "$c")))
  if [ "$s" == "$c" ]; then echo "SAME $f: $s"; same=$((same+1))
  else echo "DIFF $f: swipl[$s] costlog[$c]"; diff=$((diff+1)); fi
done < <(grep -l "begin_tests" -r --include=*.pl "$DIR" | grep -v $EXCLUDE | sort)
echo "same $same, different $diff; tests passed: swipl $swi_passed, costlog $costlog_passed"
