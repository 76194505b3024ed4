#!/bin/sh
# Records what SWI-Prolog prints for each compat program (standard output, then
# `exit CODE`), into NAME.out next to NAME.pl. Run from anywhere:
#   tests/compat/record.sh [NAME.pl ...]      (default: every program)
cd "$(dirname "$0")/../.." || exit 2
[ $# -eq 0 ] && set -- tests/compat/*.pl
for p in "$@"; do
  out=${p%.pl}.out
  { swipl -g main -t halt "$p" 2>/dev/null; echo "exit $?"; } > "$out"
done
