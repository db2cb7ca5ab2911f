#!/usr/bin/env python3
"""Reference for storyboard-bench: Python's xml.etree (expat, C accelerated) parsing the same
bytes. Reads every *.storyboard in DIR into memory, then times N passes that each parse every
file with xml.etree.ElementTree.fromstring, and N passes that parse the largest file alone
(storyboard-bench's full load of that file is compared with it). Prints one JSON line like
storyboard-bench's. --largest-only runs the passes over the largest file alone (for
instruction counts under callgrind).

    storyboard_expat.py [--dir DIR] [--repetitions N] [--largest-only]
"""
import json, os, sys, time
import xml.etree.ElementTree as ET

here = os.path.dirname(os.path.abspath(__file__))
directory = os.path.join(here, "..", "Tests", "StoryboardFormatTests", "Corpus")
repetitions = 20
largest_only = False
args = sys.argv[1:]
while args:
    a = args.pop(0)
    if a == "--dir":
        directory = args.pop(0)
    elif a == "--repetitions":
        repetitions = int(args.pop(0))
    elif a == "--largest-only":
        largest_only = True
    else:
        sys.exit("usage: storyboard_expat.py [--dir DIR] [--repetitions N] [--largest-only]")
files = [open(os.path.join(directory, n), "rb").read() for n in sorted(os.listdir(directory)) if n.endswith(".storyboard")]
times = []
scenes = 0
for _ in range(0 if largest_only else repetitions):
    start = time.perf_counter()
    scenes = 0
    for data in files:
        scenes += len(ET.fromstring(data).findall("./scenes/scene"))
    times.append((time.perf_counter() - start) * 1000)
times.sort()
times = times or [0]
largest = max(files, key=len)
largest_times = []
for _ in range(repetitions):
    start = time.perf_counter()
    largest_scenes = len(ET.fromstring(largest).findall("./scenes/scene"))
    largest_times.append((time.perf_counter() - start) * 1000)
largest_times.sort()
times = times or [0]
print(json.dumps({"binding": "python-expat", "files": len(files), "bytes": sum(map(len, files)),
                  "repetitions": repetitions, "median_ms": times[len(times) // 2], "min_ms": times[0], "scenes": scenes,
                  "largest_bytes": len(largest), "largest_parse_median_ms": largest_times[len(largest_times) // 2],
                  "largest_parse_min_ms": largest_times[0], "largest_scenes": largest_scenes}))
