#!/usr/bin/env python3
"""Alternated CPU-time comparison of two costlog builds (and optionally swipl).

Usage:
    python3 bench/alternate.py BASE NEW [--runs N] [--swipl] PROGRAM...

For each bench/programs/PROGRAM.pl it runs `BIN run FILE -g bench` (goal `true`
for `startup`, with 4x the runs) for BASE and NEW in turn, N times each (default
7; the order flips every round), and prints the median CPU time (user + sys, from
getrusage) of each and their ratio as a Markdown table. On a shared machine,
alternating the binaries and comparing CPU time keeps the load of other work out
of the ratio better than wall times measured one system after the other. With
--swipl, `swipl -g bench -t halt FILE` runs in the same rounds and the table adds
both ratios against it with their geometric means.

Python standard library only.
"""

import argparse
import math
import os
import resource
import statistics
import subprocess

PROGRAMS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "programs")


def cpu_time(cmd):
    """CPU time of one run of `cmd` (4 GB address-space cap)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True,
                   preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_AS, (4 << 30, 4 << 30)))
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def command(system, path, goal):
    """The command line running `goal` of `path` in `system` (a costlog binary or swipl)."""
    if system == "swipl":
        return ["swipl", "-g", goal, "-t", "halt", path]
    return [system, "run", path, "-g", goal]


def geomean(xs):
    """Geometric mean of positive numbers."""
    return math.exp(sum(math.log(x) for x in xs) / len(xs))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("base")
    ap.add_argument("new")
    ap.add_argument("programs", nargs="+")
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--swipl", action="store_true")
    args = ap.parse_args()
    systems = (["swipl"] if args.swipl else []) + [args.base, args.new]
    head = "| program | " + " | ".join(
        ("swipl" if s == "swipl" else ("base" if s == args.base else "new")) + " CPU (s)"
        for s in systems) + " | new/base |"
    if args.swipl:
        head += " base/swipl | new/swipl |"
    print(head)
    print("|---|" + "---:|" * (len(systems) + 1 + (2 if args.swipl else 0)))
    vs_swipl = {args.base: [], args.new: []}
    for prog in args.programs:
        path = os.path.join(PROGRAMS, prog + ".pl")
        goal = "true" if prog == "startup" else "bench"
        runs = args.runs * 4 if prog == "startup" else args.runs
        times = {s: [] for s in systems}
        for i in range(runs):
            for s in systems if i % 2 == 0 else systems[::-1]:
                times[s].append(cpu_time(command(s, path, goal)))
        med = {s: statistics.median(t) for s, t in times.items()}
        row = f"| {prog} | " + " | ".join(f"{med[s]:.3f}" for s in systems)
        row += f" | {med[args.new] / med[args.base]:.2f} |"
        if args.swipl:
            for s in (args.base, args.new):
                vs_swipl[s].append(med[s] / med["swipl"])
            row += f" {vs_swipl[args.base][-1]:.2f} | {vs_swipl[args.new][-1]:.2f} |"
        print(row, flush=True)
    if args.swipl:
        print(f"\nGeometric mean over {len(args.programs)} programs: "
              f"base/swipl {geomean(vs_swipl[args.base]):.2f}, "
              f"new/swipl {geomean(vs_swipl[args.new]):.2f}")


if __name__ == "__main__":
    main()
