#!/usr/bin/env python3
"""Whether two builds' profiles count the same, program by program.

For each program (`NAME.pl` defining `main/0`) of the directories, runs `costlog
profile FILE -g main --all --json`, the same with `--resource giunif` (the
unification components counted too), and `costlog profile FILE -g main --cc ...
--json` with the few centres the base's `--auto` picks (where calls of other
predicates take the profiled loop's fast path) with both builds, drops what depends on time
(`exec_time` values, shares, `obs` lines, the hooks' cost), sorts lists and compares
the rest: every count per centre, edge, port and stack node. Prints one line per
program and command and exits non-zero if any differ.
Usage: bench/profile_counts.py --base PATH [--costlog PATH] [DIR ...]
"""
import argparse
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TIMED = {"exec_time", "share", "obs", "hook_ns", "time_ms", "total_ms"}


def counts_only(x):
    """`x` without its time-dependent fields, lists in a canonical order."""
    if isinstance(x, dict):
        return {k: counts_only(v) for k, v in x.items() if k not in TIMED}
    if isinstance(x, list):
        return sorted((counts_only(v) for v in x), key=lambda v: json.dumps(v, sort_keys=True))
    return x


def run_json(exe, args):
    """The JSON `costlog profile ARGS` prints."""
    out = subprocess.run([exe, "profile", *args], capture_output=True, text=True, timeout=600)
    if out.returncode != 0:
        sys.exit(f"{exe} profile {' '.join(args)} failed:\n{out.stderr[-2000:]}")
    return json.loads(out.stdout)


def profile(exe, path, extra):
    """The profile's JSON, time-dependent fields dropped."""
    return counts_only(run_json(exe, [path, "-g", "main", "--json", *extra]))


def auto_centres(exe, path):
    """`--cc` arguments for the centres `--auto` picks (as bench/profile_overhead.py)."""
    tree = run_json(exe, [path, "--auto", "--heuristic", "top:2", "--resource", "exec_time",
                          "--json"])
    return [a for n in tree["nodes"] if n["name"] != "rcc" for a in ("--cc", n["name"])]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--costlog", default=os.path.join(ROOT, "target/release/costlog"))
    ap.add_argument("--base", required=True)
    ap.add_argument("dirs", nargs="*", default=["bench/profile/programs", "bench/profile/second"])
    args = ap.parse_args()
    differ = 0
    for d in args.dirs:
        directory = os.path.join(ROOT, d)
        for f in sorted(x for x in os.listdir(directory) if x.endswith(".pl")):
            path = os.path.join(directory, f)
            modes = (["--all"], ["--all", "--resource", "giunif"], auto_centres(args.base, path))
            for extra in modes:
                same = profile(args.costlog, path, extra) == profile(args.base, path, extra)
                differ += not same
                print(f"{d}/{f} {' '.join(extra)}: {'equal' if same else 'DIFFER'}")
    print(f"{differ} differ")
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
