#!/usr/bin/env python3
"""Profiling overhead on the 13 programs of the profiling paper's appendix A.

For each program (`NAME.pl` defining `main/0`) in each directory given (default:
bench/profile/programs, our versions, and bench/profile/second, a second set written
apart from them): find the cost centres automatic bottleneck detection picks
(`costlog profile --auto --heuristic top:2`, ranked by exec_time), then measure what
profiling with exactly those centres costs, two ways:

- process CPU time (user + system of the child), start-up subtracted: N alternating
  runs of `costlog run FILE -g main` and `costlog profile FILE --cc ...`, minus the
  medians of the same commands with the goal `true` (loading, calibration, rendering);
- inside one process (`costlog profile --overhead N`): the thread's CPU time of
  alternating warm runs, and Est.Dev., the deviation of the time attributed to the
  centres (the profiler's calibrated own time per hook subtracted) from the
  unprofiled run's time.

Prints a markdown table per directory, its averages and worst cases, and the load
average before and after. With `--base PATH` (another costlog build), the base's
commands run alternately with the measured build's, on the centres the measured
build picks, and the table adds the base's process CPU ratio and Est.Dev. Usage:
bench/profile_overhead.py [--runs N] [--costlog PATH] [--base PATH] [DIR ...]
"""
import argparse
import json
import os
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_DIRS = ["bench/profile/programs", "bench/profile/second"]


def costlog_json(exe, *args):
    out = subprocess.run([exe, "profile", *args], capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f"costlog profile {' '.join(args)} failed:\n{out.stderr}")
    return json.loads(out.stdout)


def child_cpu(cmd):
    """CPU time (user + system, seconds) of running `cmd` to completion."""
    with open(os.devnull, "w") as null:
        p = subprocess.Popen(cmd, stdout=null, stderr=null)
        _, status, usage = os.wait4(p.pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"{' '.join(cmd)} failed")
    return usage.ru_utime + usage.ru_stime


def process_ratio(exes, path, cc_args, runs):
    """Per build of `exes`: median process CPU (ms) of unprofiled and profiled runs
    of main/0, start-up (the same commands with the goal `true`) subtracted; the
    runs of all builds alternate."""
    cmds = {
        (i, k): [exe, *c]
        for i, exe in enumerate(exes)
        for k, c in {
            "plain": ["run", path, "-g", "main"],
            "prof": ["profile", path, "-g", "main", *cc_args],
            "plain0": ["run", path, "-g", "true"],
            "prof0": ["profile", path, "-g", "true", *cc_args],
        }.items()
    }
    times = {k: [] for k in cmds}
    for c in cmds.values():  # warm-up (page cache)
        child_cpu(c)
    for _ in range(runs):
        for k, c in cmds.items():
            times[k].append(child_cpu(c))
    med = {k: statistics.median(v) * 1e3 for k, v in times.items()}
    return [(med[(i, "plain")] - med[(i, "plain0")], med[(i, "prof")] - med[(i, "prof0")])
            for i in range(len(exes))]


def measure(exe, base, directory, runs):
    rows = []
    names = sorted(f[:-3] for f in os.listdir(directory) if f.endswith(".pl"))
    for name in names:
        path = os.path.join(directory, name + ".pl")
        tree = costlog_json(exe, path, "--auto", "--heuristic", "top:2",
                            "--resource", "exec_time", "--json")
        ccs = [n["name"] for n in tree["nodes"] if n["name"] != "rcc"]
        cc_args = [a for c in ccs for a in ("--cc", c)]
        o = costlog_json(exe, path, *cc_args, "--overhead", str(runs), "--json")
        exes = [exe] + ([base] if base else [])
        (plain, prof), *based = process_ratio(exes, path, cc_args, runs)
        row = {"name": name, "ccs": ccs, "o": o, "tree": tree,
               "plain": plain, "prof": prof, "ratio": prof / plain}
        if base:
            row["base_o"] = costlog_json(base, path, *cc_args, "--overhead", str(runs),
                                         "--json")
            row["base_ratio"] = based[0][1] / based[0][0]
        rows.append(row)
    return rows


def report(directory, rows):
    based = "base_ratio" in rows[0]
    print(f"\n{directory}:\n")
    print("| program | centres | unprofiled ms | profiled ms | ratio (process CPU) "
          "| ratio (in process) | Est.Dev. | hook ns | #it | search cost | ov_b |"
          + (" base ratio (process CPU) | base Est.Dev. |" if based else ""))
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
          + ("---:|---:|" if based else ""))
    for r in rows:
        o, t = r["o"], r["tree"]
        extra = (f" {r['base_ratio']:.3f} | {100 * r['base_o']['est_dev']:+.1f}% |"
                 if based else "")
        print(f"| {r['name']} | {len(r['ccs'])} | {r['plain']:.1f} | {r['prof']:.1f} "
              f"| {r['ratio']:.3f} | {o['ratio']:.3f} | {100 * o['est_dev']:+.1f}% "
              f"| {o['hook_ns']} | {t['iterations']} | {t['relative_cost']:.1f} "
              f"| {t['ov_b']:.2f} |{extra}")
    ratios = [r["ratio"] for r in rows]
    inproc = [r["o"]["ratio"] for r in rows]
    devs = [abs(r["o"]["est_dev"]) for r in rows]
    worst = max(rows, key=lambda r: r["ratio"])
    print(f"\nprocess CPU ratio: average {statistics.mean(ratios):.3f}, worst "
          f"{worst['ratio']:.3f} ({worst['name']}); in process: average "
          f"{statistics.mean(inproc):.3f}, worst {max(inproc):.3f}; |Est.Dev.| average "
          f"{100 * statistics.mean(devs):.1f}%, worst {100 * max(devs):.1f}%")
    if based:
        base = [r["base_ratio"] for r in rows]
        base_devs = [abs(r["base_o"]["est_dev"]) for r in rows]
        print(f"base: process CPU ratio average {statistics.mean(base):.3f}, worst "
              f"{max(base):.3f}; |Est.Dev.| average {100 * statistics.mean(base_devs):.1f}%")
    print("\ncentres --auto picks:\n")
    for r in rows:
        print(f"- {r['name']}: {', '.join(r['ccs'])}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=11)
    ap.add_argument("--costlog", default=os.path.join(ROOT, "target/release/costlog"))
    ap.add_argument("--base", help="another build, measured alternately on the same centres")
    ap.add_argument("dirs", nargs="*", default=DEFAULT_DIRS)
    args = ap.parse_args()
    load_before = os.getloadavg()
    results = [(d, measure(args.costlog, args.base, os.path.join(ROOT, d), args.runs))
               for d in args.dirs]
    for d, rows in results:
        report(d, rows)
    load_after = os.getloadavg()
    print(f"\nload average (1, 5, 15 min): before {load_before[0]:.2f} "
          f"{load_before[1]:.2f} {load_before[2]:.2f}, after {load_after[0]:.2f} "
          f"{load_after[1]:.2f} {load_after[2]:.2f}")


if __name__ == "__main__":
    main()
