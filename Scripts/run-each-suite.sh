#!/usr/bin/env bash
# Runs every Swift Testing suite alone (`swift test --filter '\.<Suite>\b'`) and prints one line
# per suite with its test count, then the totals: the suite must pass alone as it does in the
# full run (issue 6: no state leaks between tests). Build first: swift build --build-tests.
set -uo pipefail
cd "$(dirname "$0")/.."
suites=$(grep -rhoE '^@Suite[^s]*struct [A-Za-z0-9_]+' Tests | sed -E 's/.*struct //' | sort -u)
total=0; failed=0; count=0
for suite in $suites; do
  out=$(swift test --skip-build --filter "\\.${suite}\\b" 2>&1)
  line=$(echo "$out" | grep -E "Test run with [0-9]+ tests?" | tail -1)
  n=$(echo "$line" | sed -E 's/.*Test run with ([0-9]+) tests?.*/\1/')
  if [ "${n:-0}" -gt 0 ] && echo "$line" | grep -q "passed"; then status=ok; else status=FAILED; failed=$((failed+1)); fi
  count=$((count+1)); total=$((total+${n:-0}))
  echo "$status $suite ${n:-?}"
done
echo "suites run alone: $count, tests: $total, failed suites: $failed"
[ "$failed" -eq 0 ]
