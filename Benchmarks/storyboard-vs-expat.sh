#!/usr/bin/env bash
# Storyboard loading against Python's xml.etree (expat) on the same bytes, in the same run.
#
#   Benchmarks/storyboard-vs-expat.sh [--rounds N] [--repetitions N] [--dir DIR] [--callgrind]
#
# Builds storyboard-bench (release) and alternates it with storyboard_expat.py for N rounds
# (default 5), each timing --repetitions passes (default 20) over every corpus file, then
# passes over the largest file (GoMap): ours a full load (decode, every scene instantiated,
# every view loaded), expat its raw parse. Prints each round's medians and both ratios
# (ours ÷ expat; < 1 is faster), then the median ratios.
# Wall-clock ratios move with the machine's load; --callgrind also counts instructions per
# pass under valgrind (runs of 1 and 4 passes, differenced so start-up cancels), which repeat
# exactly: for the whole program, and for the largest file's full load against its expat
# parse alone (--full-load-only, --largest-only).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
ROUNDS=5
PASS=()
CALLGRIND=0
while [ $# -gt 0 ]; do
  case "$1" in
    --rounds) ROUNDS="$2"; shift ;;
    --repetitions|--dir) PASS+=("$1" "$2"); shift ;;
    --callgrind) CALLGRIND=1 ;;
    *) echo "usage: $0 [--rounds N] [--repetitions N] [--dir DIR] [--callgrind]" >&2; exit 2 ;;
  esac
  shift
done
swift build -c release --package-path "$HERE" --product storyboard-bench >&2
BIN="$(swift build -c release --package-path "$HERE" --show-bin-path)/storyboard-bench"
RATIOS=()
LOADS=()
for round in $(seq 1 "$ROUNDS"); do
  ours=$("$BIN" "${PASS[@]+"${PASS[@]}"}")
  expat=$(python3 "$HERE/storyboard_expat.py" "${PASS[@]+"${PASS[@]}"}")
  ratio=$(python3 -c 'import json,sys; a=json.loads(sys.argv[1]); b=json.loads(sys.argv[2]); assert a["scenes"]==b["scenes"], "scene totals differ"; print("%.3f" % (a["median_ms"]/b["median_ms"]))' "$ours" "$expat")
  echo "round $round: ours $ours"
  echo "round $round: expat $expat"
  load=$(python3 -c 'import json,sys; a=json.loads(sys.argv[1]); b=json.loads(sys.argv[2]); assert a["largest_bytes"]==b["largest_bytes"], "largest files differ"; print("%.3f" % (a["largest_load_median_ms"]/b["largest_parse_median_ms"]))' "$ours" "$expat")
  echo "round $round: ratio $ratio (parse + model, every file)"
  echo "round $round: ratio $load (largest file: full load / expat parse)"
  RATIOS+=("$ratio")
  LOADS+=("$load")
done
summary='import sys,statistics; label=sys.argv[1]; r=sorted(map(float,sys.argv[2:])); print("median ratio, %s: %.3f  (rounds: %s)" % (label, statistics.median(r), " ".join("%.3f"%x for x in r)))'
python3 -c "$summary" "parse + model of every file (ours / expat)" "${RATIOS[@]}"
python3 -c "$summary" "full load of the largest file (ours / expat parse, goal <= 2)" "${LOADS[@]}"
if [ "$CALLGRIND" = 1 ]; then
  PY="$(python3 -c 'import sys; print(sys.executable)')"  # the interpreter itself, not a shim
  count() {  # instructions of "$@" under callgrind
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null | sed -n 's/.*Collected : //p' | tail -1
  }
  perpass='import sys; o=(int(sys.argv[3])-int(sys.argv[2]))/3; e=(int(sys.argv[5])-int(sys.argv[4]))/3; print("instructions per pass, %s: ours %.1fM, expat %.1fM, ratio %.3f" % (sys.argv[1], o/1e6, e/1e6, o/e))'
  ours1=$(count "$BIN" --repetitions 1); ours4=$(count "$BIN" --repetitions 4)
  expat1=$(count "$PY" "$HERE/storyboard_expat.py" --repetitions 1); expat4=$(count "$PY" "$HERE/storyboard_expat.py" --repetitions 4)
  python3 -c "$perpass" "whole program pass (every file, then the largest)" "$ours1" "$ours4" "$expat1" "$expat4"
  ours1=$(count "$BIN" --repetitions 1 --full-load-only); ours4=$(count "$BIN" --repetitions 4 --full-load-only)
  expat1=$(count "$PY" "$HERE/storyboard_expat.py" --repetitions 1 --largest-only)
  expat4=$(count "$PY" "$HERE/storyboard_expat.py" --repetitions 4 --largest-only)
  python3 -c "$perpass" "full load of the largest file (goal <= 2)" "$ours1" "$ours4" "$expat1" "$expat4"
fi
