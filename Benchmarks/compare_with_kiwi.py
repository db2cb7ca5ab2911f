#!/usr/bin/env python3
"""Join solver-bench and kiwi_native JSONL results into a ratio table (stdlib only).

    compare_with_kiwi.py ours.jsonl kiwi.jsonl [--json FILE]

Prints a Markdown table: workload, ours/kiwi build ms (median), build ratio, ours/kiwi edit
ms (median of the 100-step drag), edit ratio, our p95 step, check_ok. Exit status 1 if any of
our checks failed.
"""
import argparse
import json


def load(path):
    rows = {}
    with open(path) as f:
        for line in f:
            line = line.strip()
            if line and not line.startswith("#"):
                d = json.loads(line)
                rows[d["workload"]] = d
    return rows


def ratio(a, b):
    if a is None or b is None or b == 0:
        return None
    return a / b


def fmt(x, digits=3):
    if x is None:
        return "—"
    if x >= 100:
        return f"{x:,.0f}"
    if x >= 1:
        return f"{x:.2f}"
    return f"{x:.{digits}f}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("ours")
    ap.add_argument("kiwi")
    ap.add_argument("--json")
    args = ap.parse_args()
    ours, kiwi = load(args.ours), load(args.kiwi)
    out = []
    print("| workload | ours build ms | kiwi build ms | build ratio | ours edit ms | kiwi edit ms | edit ratio | ours p95 step µs | check_ok |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---|")
    failed = False
    for name, o in ours.items():
        k = kiwi.get(name)
        skipped = k is None or k.get("skipped")
        kb = None if skipped else k["build_ms"]
        ke = None if skipped else k["edit_total_ms"]
        row = {
            "workload": name,
            "ours_build_ms": o["build_ms"],
            "kiwi_build_ms": kb,
            "build_ratio": ratio(o["build_ms"], kb),
            "ours_edit_ms": o["edit_total_ms"],
            "kiwi_edit_ms": ke,
            "edit_ratio": ratio(o["edit_total_ms"], ke),
            "check_ok": o["check_ok"],
        }
        failed = failed or not o["check_ok"]
        out.append(row)
        kiwi_note = " (skipped)" if skipped else ""
        print(f"| {name} | {fmt(o['build_ms'])} | {fmt(kb)}{kiwi_note} | {fmt(row['build_ratio'], 4)} | "
              f"{fmt(o['edit_total_ms'])} | {fmt(ke)} | {fmt(row['edit_ratio'], 4)} | "
              f"{fmt(o['edit_step_us_p95'])} | {'ok' if o['check_ok'] else 'FAIL'} |")
    if args.json:
        with open(args.json, "w") as f:
            for row in out:
                f.write(json.dumps(row) + "\n")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
