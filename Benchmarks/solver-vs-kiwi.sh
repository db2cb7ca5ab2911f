#!/usr/bin/env bash
# Runs LayoutSolver's benchmark harness and the native kiwi C++ reference in the same run
# and prints a ratio table (ours ÷ kiwi; < 1 means faster).
#
#   Benchmarks/solver-vs-kiwi.sh [--quick] [--json FILE]
#
# --quick   small workloads only (both engines)
# --json    also write one JSON line per workload: workload, ours_build_ms, kiwi_build_ms,
#           build_ratio, ours_edit_ms, kiwi_edit_ms, edit_ratio, check_ok (ratios null where
#           kiwi skips the workload)
# The kiwi reference lives in ../shared/bench (a sibling of the repository root).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
ROOT="$(cd "$HERE/.." && pwd)"
KIWI="${KIWI_RUNNER:-$ROOT/../shared/bench/run_kiwi_native.sh}"
QUICK=()
JSON=""
while [ $# -gt 0 ]; do
  case "$1" in
    --quick) QUICK=(--quick) ;;
    --json) JSON="$2"; shift ;;
    *) echo "usage: $0 [--quick] [--json FILE]" >&2; exit 2 ;;
  esac
  shift
done
if [ ! -x "$KIWI" ]; then
  echo "kiwi reference not found at $KIWI (expected ../shared/bench next to the repository)" >&2
  exit 2
fi
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
echo "# building solver-bench (release) ..." >&2
(cd "$HERE" && swift build -c release --product solver-bench >&2)
BIN="$(cd "$HERE" && swift build -c release --show-bin-path)/solver-bench"
status=0
echo "# running LayoutSolver ..." >&2
"$BIN" "${QUICK[@]}" > "$TMP/ours.jsonl" || status=$?
echo "# running kiwi (C++) ..." >&2
"$KIWI" "${QUICK[@]}" > "$TMP/kiwi.jsonl" || status=$?
ARGS=("$TMP/ours.jsonl" "$TMP/kiwi.jsonl")
if [ -n "$JSON" ]; then ARGS+=(--json "$JSON"); fi
python3 "$HERE/compare_with_kiwi.py" "${ARGS[@]}" || status=$?
exit $status
