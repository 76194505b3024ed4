#!/usr/bin/env python3
"""Peak resident memory of costlog and swipl on every benchmark program.

Usage:
    python3 bench/memory.py [--costlog PATH] [--suite DIR] [--only NAME...]

Runs each program of SWI-Prolog's benchmark suite (DIR, default
/tmp/swibench/programs, goal `top`, as bench/swi_suite.py does) and of
bench/programs (goal `bench`, as bench/run.py does) once per system, under a
4 GB address-space cap and a 120 s timeout, and prints a Markdown table of the
children's peak RSS (ru_maxrss from wait4) with the ratio costlog/swipl.
A run that fails or times out shows ERROR. Python standard library only.
"""

import argparse
import os
import resource
import subprocess
import time

REPO_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def cap():
    """Limits a child's address space to 4 GB."""
    resource.setrlimit(resource.RLIMIT_AS, (4 << 30, 4 << 30))


def peak_kib(cmd, cwd, timeout=120):
    """Peak RSS in KiB of one run of `cmd`, or None if it fails or times out."""
    child = subprocess.Popen(cmd, cwd=cwd, stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL, preexec_fn=cap)
    deadline = time.monotonic() + timeout
    while True:
        pid, status, usage = os.wait4(child.pid, os.WNOHANG)
        if pid:
            break
        if time.monotonic() > deadline:
            child.kill()
            os.wait4(child.pid, 0)
            return None
        time.sleep(0.01)
    child.returncode = os.waitstatus_to_exitcode(status)
    return usage.ru_maxrss if child.returncode == 0 else None


def programs(suite):
    """(label, directory, file, goal) of every program measured."""
    out = []
    if os.path.isdir(suite):
        for f in sorted(os.listdir(suite)):
            if f.endswith(".pl"):
                out.append(("swi/" + f[:-3], suite, f, "top"))
    local = os.path.join(REPO_ROOT, "bench", "programs")
    for f in sorted(os.listdir(local)):
        if f.endswith(".pl"):
            out.append(("bench/" + f[:-3], local, f, "bench"))
    return out


def mib(kib):
    return "ERROR" if kib is None else f"{kib / 1024:.1f}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--costlog", default=os.path.join(REPO_ROOT, "target/release/costlog"))
    ap.add_argument("--suite", default="/tmp/swibench/programs")
    ap.add_argument("--only", nargs="*", help="labels (swi/NAME, bench/NAME) to run")
    args = ap.parse_args()
    costlog = os.path.abspath(args.costlog)
    print("| program | costlog (MiB) | swipl (MiB) | ratio |")
    print("|---|---:|---:|---:|")
    for label, cwd, file, goal in programs(args.suite):
        if args.only and label not in args.only:
            continue
        ours = peak_kib([costlog, "run", file, "-g", goal], cwd)
        swi = peak_kib(["swipl", "-g", goal, "-t", "halt", file], cwd)
        ratio = f"{ours / swi:.2f}" if ours and swi else "-"
        print(f"| {label} | {mib(ours)} | {mib(swi)} | {ratio} |", flush=True)


if __name__ == "__main__":
    main()
