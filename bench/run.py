#!/usr/bin/env python3
"""Benchmark runner: costlog's Prolog engine against SWI-Prolog.

Usage:
    python3 bench/run.py [--costlog PATH] [--runs N] [--only NAME] [--markdown]

For every program in bench/programs/ (see PROGRAMS below) it runs

    costlog:  PATH run FILE -g bench
    swipl:    swipl -g bench -t halt FILE        (only if swipl is on PATH)

N times (default 5) after one unmeasured warm-up run, and reports the median
wall-clock time of each system, the ratio costlog/swipl, the geometric mean of
the ratios, and a note for every ratio above 4.0.  A failing costlog run is
reported as ERROR with its exit code and never stops the script.

It also measures
  (a) start-up time: bench/programs/startup.pl with the goal `true`
      (median of 20 runs, both systems);
  (b) nrev LIPS: bench/programs/nrev_lips.pl, iterations * 496 / time, where
      time is the median wall time minus the median start-up time;
  (c) memory: peak RSS of bench/programs/deep.pl (1,000,000-deep non-tail
      recursion) and of bench/programs/loop.pl (10,000,000-iteration tail
      recursive loop), via /usr/bin/time -v, or via
      resource.getrusage(RUSAGE_CHILDREN) in a fresh python child when
      /usr/bin/time is missing.

Python standard library only.
"""

import argparse
import math
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import time

BENCH_DIR = os.path.dirname(os.path.abspath(__file__))
REPO_ROOT = os.path.dirname(BENCH_DIR)
PROG_DIR = os.path.join(BENCH_DIR, "programs")

# Timed programs, in report order.
PROGRAMS = [
    "nrev", "qsort", "queens", "hanoi", "tak", "fib", "crypt", "deriv",
    "poly_10", "primes", "zebra", "chat_parser", "meta", "dbqueue",
]
# Special measurements (selectable with --only as well).
SPECIAL = ["startup", "nrev_lips", "deep", "loop"]

NREV_INFERENCES = 496      # logical inferences of one nrev of a 30-element list
SLOW_RATIO = 4.0           # ratios above this get a note
SWIPL_DEEP_FLAGS = ["--stack-limit=2g"]


class Result:
    """Outcome of timing one command: either times or an error."""

    def __init__(self, times=None, error=None):
        self.times = times or []
        self.error = error

    @property
    def ok(self):
        return self.error is None and bool(self.times)

    @property
    def median(self):
        return statistics.median(self.times) if self.times else None

    def cell(self):
        if self.ok:
            return "%.3f" % self.median
        return self.error or "n/a"


def program_path(name):
    return os.path.join(PROG_DIR, name + ".pl")


def costlog_cmd(costlog, name, goal="bench"):
    return [costlog, "run", program_path(name), "-g", goal]


def swipl_cmd(swipl, name, goal="bench", extra=()):
    return [swipl] + list(extra) + ["-g", goal, "-t", "halt", program_path(name)]


def run_once(cmd, timeout):
    """Run cmd once; return (seconds, exit_code, stderr_tail)."""
    start = time.perf_counter()
    try:
        proc = subprocess.run(cmd, stdin=subprocess.DEVNULL,
                              stdout=subprocess.DEVNULL,
                              stderr=subprocess.PIPE, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "timeout", ""
    except OSError as exc:
        return None, "oserror", str(exc)
    elapsed = time.perf_counter() - start
    tail = proc.stderr.decode("utf-8", "replace").strip().splitlines()[-3:]
    return elapsed, proc.returncode, "\n".join(tail)


def time_cmd(cmd, runs, timeout, warmup=1, verbose=False):
    """Median-able list of wall times for cmd, or an error description."""
    if not os.path.exists(cmd[0]) and shutil.which(cmd[0]) is None:
        return Result(error="ERROR (not found)")
    times = []
    for i in range(warmup + runs):
        elapsed, code, tail = run_once(cmd, timeout)
        if code == "timeout":
            return Result(error="TIMEOUT (>%gs)" % timeout)
        if code == "oserror":
            return Result(error="ERROR (%s)" % tail)
        if code != 0:
            if verbose and tail:
                sys.stderr.write("  %s: %s\n" % (" ".join(cmd), tail))
            return Result(error="ERROR (exit %d)" % code)
        if i >= warmup:
            times.append(elapsed)
    return Result(times=times)


def peak_rss(cmd, timeout):
    """Run cmd once; return (peak RSS in KiB or None, exit code, seconds)."""
    if not os.path.exists(cmd[0]) and shutil.which(cmd[0]) is None:
        return None, "not found", None
    gnu_time = "/usr/bin/time"
    if os.path.exists(gnu_time):
        full = [gnu_time, "-v"] + cmd
        start = time.perf_counter()
        try:
            proc = subprocess.run(full, stdin=subprocess.DEVNULL,
                                  stdout=subprocess.DEVNULL,
                                  stderr=subprocess.PIPE, timeout=timeout)
        except subprocess.TimeoutExpired:
            return None, "timeout", None
        elapsed = time.perf_counter() - start
        text = proc.stderr.decode("utf-8", "replace")
        m = re.search(r"Maximum resident set size \(kbytes\):\s*(\d+)", text)
        rss = int(m.group(1)) if m else None
        m = re.search(r"Exit status:\s*(\d+)", text)
        code = int(m.group(1)) if m else proc.returncode
        if re.search(r"Command terminated by signal", text):
            code = proc.returncode if proc.returncode != 0 else "signal"
        return rss, code, elapsed
    # Fallback: a fresh python child whose RUSAGE_CHILDREN covers only cmd.
    probe = ("import resource, subprocess, sys, time\n"
             "t = time.perf_counter()\n"
             "r = subprocess.run(sys.argv[1:], stdin=subprocess.DEVNULL,"
             " stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)\n"
             "t = time.perf_counter() - t\n"
             "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss,"
             " r.returncode, t)\n")
    try:
        proc = subprocess.run([sys.executable, "-c", probe] + cmd,
                              stdout=subprocess.PIPE, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "timeout", None
    rss, code, elapsed = proc.stdout.decode().split()
    return int(rss), int(code), float(elapsed)   # ru_maxrss is KiB on Linux


def fmt_ratio(r):
    return "%.2f" % r if r is not None else "n/a"


def print_table(headers, rows, markdown):
    if markdown:
        print("| " + " | ".join(headers) + " |")
        print("|" + "|".join("---" if i == 0 or h in ("note", "status", "system") else "---:"
                             for i, h in enumerate(headers)) + "|")
        for row in rows:
            print("| " + " | ".join(row) + " |")
        return
    widths = [max(len(h), *(len(r[i]) for r in rows)) if rows else len(h)
              for i, h in enumerate(headers)]
    line = "  ".join(h.ljust(w) for h, w in zip(headers, widths))
    print(line)
    print("-" * len(line))
    for row in rows:
        print("  ".join(c.ljust(w) if i == 0 else c.rjust(w)
                        for i, (c, w) in enumerate(zip(row, widths))))


def main(argv=None):
    ap = argparse.ArgumentParser(
        description="Run the costlog benchmark suite against SWI-Prolog.")
    ap.add_argument("--costlog", default=os.path.join(REPO_ROOT, "target",
                                                      "release", "costlog"),
                    help="path of the costlog binary "
                         "(default: target/release/costlog)")
    ap.add_argument("--runs", type=int, default=5,
                    help="measured runs per program and system (default 5)")
    ap.add_argument("--only", metavar="NAME",
                    help="run only this program (one of: %s)"
                         % ", ".join(PROGRAMS + SPECIAL))
    ap.add_argument("--markdown", action="store_true",
                    help="print Markdown tables for bench/RESULTS.md")
    ap.add_argument("--timeout", type=float, default=300.0,
                    help="seconds before a single run is abandoned "
                         "(default 300)")
    ap.add_argument("--verbose", action="store_true",
                    help="show the stderr tail of failing runs")
    args = ap.parse_args(argv)

    if args.only and args.only not in PROGRAMS + SPECIAL:
        ap.error("unknown program %r" % args.only)
    if args.runs < 1:
        ap.error("--runs must be at least 1")

    costlog = args.costlog
    if os.sep in costlog and not os.path.isabs(costlog) \
            and not os.path.exists(costlog):
        alt = os.path.join(REPO_ROOT, costlog)
        if os.path.exists(alt):
            costlog = alt
    swipl = shutil.which("swipl")
    md = args.markdown

    def wanted(name):
        return args.only is None or args.only == name

    def say(msg):
        sys.stderr.write(msg + "\n")
        sys.stderr.flush()

    say("costlog: %s%s" % (costlog, "" if os.path.exists(costlog)
                           else "  (NOT FOUND)"))
    say("swipl:   %s" % (swipl or "not on PATH (costlog times only)"))

    # ---- timed programs --------------------------------------------------
    rows, ratios, notes = [], [], []
    for name in PROGRAMS:
        if not wanted(name):
            continue
        say("running %s ..." % name)
        c = time_cmd(costlog_cmd(costlog, name), args.runs, args.timeout,
                     verbose=args.verbose)
        row = [name]
        if swipl:
            s = time_cmd(swipl_cmd(swipl, name), args.runs, args.timeout,
                         verbose=args.verbose)
            ratio = c.median / s.median if c.ok and s.ok else None
            note = ""
            if ratio is not None:
                ratios.append(ratio)
                if ratio > SLOW_RATIO:
                    note = "slow: > %.1fx swipl" % SLOW_RATIO
                    notes.append("%s is %.2fx slower than swipl"
                                 % (name, ratio))
            elif not c.ok and c.error != "ERROR (not found)":
                notes.append("%s: costlog %s" % (name, c.cell()))
            row += [s.cell(), c.cell(), fmt_ratio(ratio), note]
        else:
            row += [c.cell()]
        rows.append(row)

    if rows:
        print("## Benchmarks (median wall time of %d runs, seconds)\n"
              % args.runs if md else
              "Benchmarks: median wall time of %d runs (seconds)" % args.runs)
        if swipl:
            headers = ["program", "swipl (s)", "costlog (s)",
                       "costlog/swipl", "note"]
        else:
            headers = ["program", "costlog (s)"]
        print_table(headers, rows, md)
        if swipl:
            if ratios:
                gm = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
                print("\nGeometric mean of costlog/swipl over %d programs: %.2f"
                      % (len(ratios), gm))
            else:
                print("\nGeometric mean of costlog/swipl: n/a "
                      "(no program succeeded in both systems)")
        if not (os.path.exists(costlog) or shutil.which(costlog)):
            notes.insert(0, "costlog binary not found at %s: costlog columns "
                            "are empty (build it with `cargo build --release` "
                            "or pass --costlog PATH)" % costlog)
        for n in notes:
            print(("- " if md else "NOTE: ") + n)
        print()

    # ---- (a) start-up time ----------------------------------------------
    startup = {}
    if wanted("startup") or wanted("nrev_lips"):
        say("measuring start-up ...")
        startup["costlog"] = time_cmd(costlog_cmd(costlog, "startup", "true"),
                                      20, args.timeout)
        if swipl:
            startup["swipl"] = time_cmd(swipl_cmd(swipl, "startup", "true"),
                                        20, args.timeout)
    if wanted("startup"):
        print("## Start-up time (goal `true`, median of 20 runs)\n" if md else
              "Start-up time: goal `true` on a one-clause file, "
              "median of 20 runs")
        rows = [[system, r.cell() if not r.ok else "%.1f ms" % (1000 * r.median)]
                for system, r in sorted(startup.items())]
        print_table(["system", "start-up"], rows, md)
        print()

    # ---- (b) nrev LIPS ---------------------------------------------------
    if wanted("nrev_lips"):
        say("measuring nrev LIPS ...")
        with open(program_path("nrev_lips")) as f:
            m = re.search(r"lips_iterations\((\d+)\)", f.read())
        iters = int(m.group(1))
        systems = [("costlog", costlog_cmd(costlog, "nrev_lips"))]
        if swipl:
            systems.insert(0, ("swipl", swipl_cmd(swipl, "nrev_lips")))
        rows = []
        for system, cmd in systems:
            r = time_cmd(cmd, args.runs, args.timeout, verbose=args.verbose)
            if not r.ok:
                rows.append([system, r.cell(), "", ""])
                continue
            st = startup.get(system)
            net = r.median - (st.median if st is not None and st.ok else 0.0)
            lips = iters * NREV_INFERENCES / net if net > 0 else float("nan")
            rows.append([system, "%.3f" % r.median, "%.3f" % net,
                         "%.2f M" % (lips / 1e6)])
        print("## nrev LIPS (%d x nrev30 = %d inferences)\n"
              % (iters, iters * NREV_INFERENCES) if md else
              "nrev LIPS: %d iterations x 496 inferences, time = median wall "
              "time minus median start-up" % iters)
        print_table(["system", "wall (s)", "minus start-up (s)", "LIPS"],
                    rows, md)
        print()

    # ---- (c) memory ------------------------------------------------------
    mem_rows = []
    for name in ("deep", "loop"):
        if not wanted(name):
            continue
        say("measuring peak RSS of %s ..." % name)
        systems = [("costlog", costlog_cmd(costlog, name))]
        if swipl:
            extra = SWIPL_DEEP_FLAGS if name == "deep" else ()
            systems.insert(0, ("swipl", swipl_cmd(swipl, name, extra=extra)))
        for system, cmd in systems:
            rss, code, secs = peak_rss(cmd, args.timeout)
            if code == 0 and rss is not None:
                status = "ok"
            elif code == "not found":
                status = "ERROR (not found)"
            elif code == "timeout":
                status = "TIMEOUT (>%gs)" % args.timeout
            else:
                status = "ERROR (exit %s)" % code
            mem_rows.append([name, system,
                             "%.1f" % (rss / 1024.0) if rss else "n/a",
                             "%.3f" % secs if secs is not None else "n/a",
                             status])
    if mem_rows:
        print("## Memory (peak RSS, one run)\n" if md else
              "Memory: peak RSS of one run (deep = 1,000,000-deep recursion, "
              "loop = 10,000,000 tail calls)")
        print_table(["program", "system", "peak RSS (MiB)", "wall (s)",
                     "status"], mem_rows, md)
        if swipl and wanted("deep"):
            print("\n(swipl runs deep.pl with %s)" % " ".join(SWIPL_DEEP_FLAGS))
        print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
