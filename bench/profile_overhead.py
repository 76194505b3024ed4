#!/usr/bin/env python3
"""Profiling overhead on the 13 programs of the profiling paper's appendix A.

For each program in bench/profile/programs: find the cost centres automatic
bottleneck detection picks (`costlog profile --auto --heuristic top:2`, ranked by
exec_time), then time N unprofiled and N profiled runs with exactly those cost
centres (`costlog profile --overhead N`). Prints a markdown table: unprofiled time,
profiled/unprofiled ratio, the time the profiler attributes to the cost centres
relative to the unprofiled run (the paper's Est.Dev.), and the search's #it and
ov_b. Usage: bench/profile_overhead.py [--runs N] [--costlog PATH]
"""
import argparse
import json
import os
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PROGRAMS = ["bignums", "color_map", "flat", "guardians", "hanoi", "solve_jugs",
            "queens", "qsort", "mem", "substitute", "sudoku", "zebra", "wumpus"]


def costlog(exe, *args):
    out = subprocess.run([exe, "profile", *args], capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f"costlog profile {' '.join(args)} failed:\n{out.stderr}")
    return json.loads(out.stdout)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=11)
    ap.add_argument("--costlog", default=os.path.join(ROOT, "target/release/costlog"))
    args = ap.parse_args()
    rows = []
    for name in PROGRAMS:
        path = os.path.join(ROOT, "bench/profile/programs", name + ".pl")
        tree = costlog(args.costlog, path, "--auto", "--heuristic", "top:2",
                       "--resource", "exec_time", "--json")
        ccs = [n["name"] for n in tree["nodes"] if n["name"] != "rcc"]
        cc_args = [a for c in ccs for a in ("--cc", c)]
        o = costlog(args.costlog, path, *cc_args, "--overhead", str(args.runs), "--json")
        rows.append((name, len(ccs), o, tree))
    print(f"| program | cost centres | unprofiled ms | profiled/unprofiled | Est.Dev. | #it | ov_b |")
    print(f"|---|---:|---:|---:|---:|---:|---:|")
    for name, n, o, tree in rows:
        print(f"| {name} | {n} | {o['unprofiled_ms']:.2f} | {o['ratio']:.3f} | "
              f"{o['est_dev']:.3f} | {tree['iterations']} | {tree['ov_b']:.2f} |")
    ratios = [o["ratio"] for _, _, o, _ in rows]
    devs = [abs(o["est_dev"] - 1) for _, _, o, _ in rows]
    print(f"\naverage ratio {statistics.mean(ratios):.3f}, worst {max(ratios):.3f}; "
          f"Est.Dev. average |dev-1| {100 * statistics.mean(devs):.1f}%, "
          f"worst {100 * max(devs):.1f}%")


if __name__ == "__main__":
    main()
