#!/usr/bin/env python3
"""Times programs of SWI-Prolog's benchmark suite in costlog and in swipl.

Usage:
    python3 bench/swi_suite.py SUITE_DIR [--costlog PATH] [--runs N]
                               [--repeat K | --scale F] [NAME...]

Each program NAME.pl of SUITE_DIR (every *.pl there if no NAME is given) runs
its goal `top` K times in one process (default 1: `costlog run FILE -g top`,
`swipl -g top -t halt FILE`; with K > 1 the goal is
`forall(between(1,K,_),top)`). With --scale F, K is F times the program's
iteration count in the suite's programs.pl (SUITE_DIR/../programs.pl, tuned for
one second of SWI-Prolog per program), at least 1. Each process runs N times
(default 5), under a 4 GB address-space
cap and a 60 s timeout. The median CPU time (user + sys, from getrusage, start-up
included) of each system and the ratio costlog/swipl are printed as a Markdown
table, then the geometric mean of the ratios of the programs both systems ran.
The systems run in turn, so the load of other work falls on both alike. The suite
is not bundled (its licence and size); pass the directory of its programs.

Python standard library only.
"""

import argparse
import math
import os
import re
import resource
import statistics
import subprocess

REPO_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def cap():
    """Limits a child's address space to 4 GB."""
    resource.setrlimit(resource.RLIMIT_AS, (4 << 30, 4 << 30))


def cpu_time(cmd, cwd):
    """CPU time of one run of `cmd`, or None if it fails or times out."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    try:
        done = subprocess.run(cmd, cwd=cwd, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL, timeout=60,
                              preexec_fn=cap, check=False)
    except subprocess.TimeoutExpired:
        return None
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        return None
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def median_times(cmds, cwd, runs):
    """Median CPU time of each command over `runs` alternated rounds (None if one fails)."""
    times = [[] for _ in cmds]
    for i in range(runs):
        order = list(range(len(cmds)))
        for k in order if i % 2 == 0 else order[::-1]:
            t = None if None in times[k] else cpu_time(cmds[k], cwd)
            times[k].append(t)
    return [None if None in ts else statistics.median(ts) for ts in times]


def iterations(suite):
    """The suite's `program(Name, Times)` facts (from SUITE_DIR/../programs.pl) as a dict."""
    path = os.path.join(os.path.dirname(os.path.abspath(suite)), "programs.pl")
    with open(path, encoding="utf-8") as f:
        return {m.group(1): int(m.group(2))
                for m in re.finditer(r"^program\((\w+),\s*(\d+)\)", f.read(), re.M)}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("suite")
    ap.add_argument("names", nargs="*")
    ap.add_argument("--costlog", default=os.path.join(REPO_ROOT, "target/release/costlog"))
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--repeat", type=int, default=1)
    ap.add_argument("--scale", type=float)
    args = ap.parse_intermixed_args()
    names = args.names or sorted(f[:-3] for f in os.listdir(args.suite) if f.endswith(".pl"))
    times = iterations(args.suite) if args.scale else {}
    print("| program | top runs | costlog CPU (s) | swipl CPU (s) | ratio |")
    print("|---|---:|---:|---:|---:|")
    ratios = []
    for name in names:
        file = name + ".pl"
        k = max(1, round(times[name] * args.scale)) if name in times else args.repeat
        goal = "top" if k == 1 else f"forall(between(1,{k},_),top)"
        ours, swi = median_times([[args.costlog, "run", file, "-g", goal],
                                  ["swipl", "-g", goal, "-t", "halt", file]],
                                 args.suite, args.runs)
        fmt = lambda t: "ERROR" if t is None else f"{t:.3f}"
        ratio = "-"
        if ours and swi:
            ratios.append(ours / swi)
            ratio = f"{ours / swi:.2f}"
        print(f"| {name} | {k} | {fmt(ours)} | {fmt(swi)} | {ratio} |", flush=True)
    if ratios:
        mean = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
        print(f"\nGeometric mean over the {len(ratios)} programs both ran "
              f"(of {len(names)}): {mean:.2f}")


if __name__ == "__main__":
    main()
