#!/bin/bash
# Runs exercism's Prolog track (github exercism/prolog) in swipl and in costlog: for
# each practice exercise, its example solution (.meta/*.example.pl, copied under the
# solution's name) with its plunit file (*.plt, all tests: argv --all), and compares
# the summary line of run_tests. Scratch copies go to $WORK (default /tmp/exercism_run).
# Usage: bench/exercism_trial.sh EXERCISM_CHECKOUT [COSTLOG]  (SAME/DIFF per exercise, then counts)
set -u
ROOT=$1/exercises/practice
BIN=${2:-$(pwd)/target/release/costlog}
WORK=${WORK:-/tmp/exercism_run}
summary() { grep -E "tests? (passed|failed)|All [0-9]+ tests|% [0-9]+ test|Unknown|rror" | tail -1; }
same=0; diff=0
for d in $ROOT/*/; do
  n=$(basename $d); w=$WORK/$n; rm -rf $w; mkdir -p $w
  ex=$(ls $d/.meta/*.example.pl 2>/dev/null | head -1); plt=$(ls $d/*.plt | head -1)
  [ -z "$ex" ] && continue
  sol=$(python3 -c "import json;print(json.load(open('$d/.meta/config.json'))['files']['solution'][0])")
  cp $ex $w/$sol; cp $plt $w/
  G="consult('$(basename $plt)')"
  s=$(cd $w && (ulimit -v 4000000; timeout 60 swipl -g "$G" -g "catch(run_tests,E,(print_message(error,E)))" -t halt $sol -- --all 2>&1) | summary)
  c=$(cd $w && (ulimit -v 4000000; timeout 60 $BIN run -g "$G" -g "catch(run_tests,E,(print_message(error,E)))" -t halt $sol -- --all 2>&1) | summary)
  if [ "$s" == "$c" ]; then echo "SAME $n: $s"; same=$((same+1)); else echo "DIFF $n: swipl[$s] costlog[$c]"; diff=$((diff+1)); fi
done
echo "same $same, different $diff"
