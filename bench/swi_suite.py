#!/usr/bin/env python3
"""Times programs of SWI-Prolog's benchmark suite in costlog and in swipl.

Usage:
    python3 bench/swi_suite.py SUITE_DIR [--costlog PATH] [--runs N] NAME...

Each program NAME.pl of SUITE_DIR runs its goal `top` once per process
(`costlog run FILE -g top`, `swipl -g top -t halt FILE`), N times (default 5),
under a 4 GB address-space cap and a 60 s timeout; the median wall time of each
system and the ratio costlog/swipl are printed as a Markdown table. The suite is
not bundled (its licence and size); pass the directory of its programs.

Python standard library only.
"""

import argparse
import os
import resource
import statistics
import subprocess
import time

REPO_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def cap():
    """Limits a child's address space to 4 GB."""
    resource.setrlimit(resource.RLIMIT_AS, (4 << 30, 4 << 30))


def median_time(cmd, cwd, runs):
    """Median wall time of `runs` runs of `cmd`, or None if one fails."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        try:
            done = subprocess.run(cmd, cwd=cwd, stdout=subprocess.DEVNULL,
                                  stderr=subprocess.DEVNULL, timeout=60,
                                  preexec_fn=cap, check=False)
        except subprocess.TimeoutExpired:
            return None
        if done.returncode != 0:
            return None
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("suite")
    ap.add_argument("names", nargs="+")
    ap.add_argument("--costlog", default=os.path.join(REPO_ROOT, "target/release/costlog"))
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    print("| program | costlog (s) | swipl (s) | ratio |")
    print("|---|---:|---:|---:|")
    for name in args.names:
        file = name + ".pl"
        ours = median_time([args.costlog, "run", file, "-g", "top"], args.suite, args.runs)
        swi = median_time(["swipl", "-g", "top", "-t", "halt", file], args.suite, args.runs)
        fmt = lambda t: "ERROR" if t is None else f"{t:.3f}"
        ratio = f"{ours / swi:.1f}" if ours and swi else "-"
        print(f"| {name} | {fmt(ours)} | {fmt(swi)} | {ratio} |")


if __name__ == "__main__":
    main()
