#!/usr/bin/env python3
"""Profiling overhead in instructions (callgrind), immune to the load of shared cores.

For each program (`NAME.pl` defining `main/0`) of a directory: the cost centres
`costlog profile --auto --heuristic top:2` picks (by exec_time, with the measured
build), then the instructions of `costlog run FILE -g main` and `costlog profile
FILE -g main --cc ...` under `valgrind --tool=callgrind`, minus those of the same
commands with the goal `true` (start-up, the hooks' calibration, rendering), for the
measured build and, with `--base PATH`, the profiled run of another build on the
same centres (its unprofiled run is taken as the measured build's: give builds
whose unprofiled run loop is the same). Prints a markdown table with the
profiled/unprofiled ratio per build, averages and worst. `--only NAME,...` limits
the programs (callgrind runs a program some 50 times slower).
Usage: bench/profile_instructions.py [--costlog PATH] [--base PATH] [--only NAMES] [DIR ...]
"""
import argparse
import json
import os
import re
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def instructions(cmd):
    """Instructions callgrind counts for running `cmd` to completion."""
    out = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
                          *cmd], capture_output=True, text=True)
    m = re.search(r"Collected : (\d+)", out.stderr)
    if out.returncode != 0 or not m:
        sys.exit(f"{' '.join(cmd)} failed:\n{out.stderr[-2000:]}")
    return int(m.group(1))


def unprofiled(exe, path):
    """Instructions (millions) of the unprofiled run, start-up subtracted."""
    run = lambda g: instructions([exe, "run", path, "-g", g])
    return (run("main") - run("true")) / 1e6


def profiled(exe, path, cc_args):
    """Instructions (millions) of the profiled run, start-up subtracted."""
    prof = lambda g: instructions([exe, "profile", path, "-g", g, *cc_args])
    return (prof("main") - prof("true")) / 1e6


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--costlog", default=os.path.join(ROOT, "target/release/costlog"))
    ap.add_argument("--base", help="another build, measured on the same centres")
    ap.add_argument("--only", help="comma-separated program names")
    ap.add_argument("dirs", nargs="*", default=["bench/profile/programs"])
    args = ap.parse_args()
    exes = [args.costlog] + ([args.base] if args.base else [])
    for d in args.dirs:
        directory = os.path.join(ROOT, d)
        print(f"\n{d}:\n")
        print("| program | centres | unprofiled Mi | profiled Mi | ratio |"
              + (" base profiled Mi | base ratio |" if args.base else ""))
        print("|---|---:|---:|---:|---:|" + ("---:|---:|" if args.base else ""))
        ratios = [[] for _ in exes]
        only = args.only.split(",") if args.only else None
        for f in sorted(x for x in os.listdir(directory) if x.endswith(".pl")):
            if only and f[:-3] not in only:
                continue
            path = os.path.join(directory, f)
            tree = json.loads(subprocess.run(
                [args.costlog, "profile", path, "--auto", "--heuristic", "top:2",
                 "--resource", "exec_time", "--json"],
                capture_output=True, text=True, check=True).stdout)
            ccs = [n["name"] for n in tree["nodes"] if n["name"] != "rcc"]
            cc_args = [a for c in ccs for a in ("--cc", c)]
            plain = unprofiled(args.costlog, path)
            cells = [f"{plain:.1f}"]
            for i, exe in enumerate(exes):
                prof = profiled(exe, path, cc_args)
                ratios[i].append(prof / plain)
                cells.append(f"{prof:.1f} | {prof / plain:.3f}")
            print(f"| {f[:-3]} | {len(ccs)} | " + " | ".join(cells) + " |", flush=True)
        for name, rs in zip(["measured", "base"], ratios):
            print(f"\n{name}: average {statistics.mean(rs):.3f}, worst {max(rs):.3f}")


if __name__ == "__main__":
    main()
