#!/usr/bin/env python3
"""Calibration without timing noise: instruction counts per point, and the fit on them.

`costlog calibrate` fits the time per unit of each cost component on timed runs of
the calibration suites; on a loaded machine the times are noisy, which hides
whether a mispredicted program is noise or a cost the components do not capture.
This script measures each point's *instructions* with callgrind (exact and
repeatable) and fits the same models to them, so that what error remains is the
model's structure.

Per program (of calibration-suites/core, alloc or evaluation), one process
under callgrind with `--dump-before=*flags::statistics*`: per size, the inputs
(generated as calibrate does), a warm-up run of the goal, then REPS runs
between two calls of `statistics/2`; that part's instructions over REPS are one
warm run's (garbage collections included by their share, start-up not
counted). The calibration points are measured on a copy of the suites with a
tenth of the work (`scale`), whose cost vectors a quick calibration of that
copy counts. The cost vectors come from a `costlog calibrate --format json`
report (`--calibration`) and a `costlog calibrate --evaluate --format json`
report (`--evaluation`).

    bench/calib_instructions.py scale --out SCALED
    costlog calibrate --quick --suite SCALED --format json --output s.yaml > cal.json
    bench/calib_instructions.py measure --root SCALED --suites core,alloc --out cal_ins.json
    bench/calib_instructions.py measure --suites evaluation --out eval_ins.json
    bench/calib_instructions.py fit cal_ins.json eval_ins.json --calibration cal.json \\
        --evaluation eval.json [--components steps,nargs,...]

`fit` fits every subset of the components to the instructions of the calibration
points by relative least squares (calibrate/src/fit.rs' criterion), picks the
model with the smallest leave-one-program-out error, and prints the per-point
error of the evaluation programs predicted from their counted costs.
"""
import argparse
import itertools
import json
import math
import os
import re
import shutil
import subprocess
import sys

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SUITES = "core,alloc,evaluation"
REPS = 3


STAT = "statistics(cputime, _)"


def dumps(cmd, tmp):
    """Instructions callgrind counts for running `cmd`, per part: a part ends
    before each call of `statistics/2` (a dump), the last at the exit."""
    for f in os.listdir(tmp):
        os.remove(os.path.join(tmp, f))
    out = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={tmp}/cg",
                          "--dump-before=*flags::statistics*", *cmd],
                         capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed:\n{out.stdout[-1000:]}{out.stderr[-2000:]}")
    parts = {}
    for f in os.listdir(tmp):
        with open(os.path.join(tmp, f)) as fh:
            text = fh.read()
        part = int(re.search(r"^part: (\d+)", text, re.M).group(1))
        parts[part] = int(re.search(r"^summary: (\d+)", text, re.M).group(1))
    return [parts[k] for k in sorted(parts)]


def setup_goal(inputs, size):
    """The goal that generates the inputs as calibrate/src/suite.rs does."""
    gen = {"list": "numlist(1, {n}, {v})", "var_list": "length({v}, {n})", "int": "{v} = {n}"}
    parts = [gen[kind].format(n=size, v=var) for var, kind in (inputs or {}).items()]
    return ", ".join(parts) if parts else "true"


def point_goal(program, size):
    """The program's goal at `size`, with N and R replaced."""
    goal = re.sub(r"\bN\b", str(size), program["goal"])
    if "repeat" in program:
        r = program["repeat"]
    elif "work" in program:
        r = max(1, program["work"] // size)
    else:
        return goal
    return re.sub(r"\bR\b", str(r), goal)


def per_run(exe, path, program, tmp):
    """Instructions of one warm run of the program's goal at each of its sizes,
    in one process: per size, the inputs and a warm-up run, then REPS runs
    between two calls of `statistics/2` (module documentation)."""
    blocks = []
    for size in program["sizes"]:
        run = f"\\+ \\+ ({point_goal(program, size)})"
        blocks.append(f"\\+ \\+ ({setup_goal(program.get('inputs'), size)}, {run}, {STAT}, "
                      + ", ".join([run] * REPS) + f", {STAT})")
    parts = dumps([exe, "run", path, "-g", ", ".join(blocks)], tmp)
    return [parts[2 * i + 1] / REPS for i in range(len(program["sizes"]))]


def programs(root, suites):
    """(suite, program dict, directory) of every program of `suites` (names of
    calibration suites, `evaluation` for the evaluation set) under `root`."""
    yml = lambda s: "evaluation.yaml" if s == "evaluation" else "suite.yaml"
    for suite in suites:
        path = os.path.join(root, suite, yml(suite))
        with open(path) as f:
            for p in yaml.safe_load(f)["programs"]:
                yield suite, p, os.path.dirname(path)


def measure(args):
    """Callgrinds every point and writes their instructions per run."""
    rows = []
    for suite, p, d in programs(args.root, args.suites.split(",")):
        if args.only and p["name"] not in args.only.split(","):
            continue
        tmp = args.out + ".callgrind"
        os.makedirs(tmp, exist_ok=True)
        for size, ins in zip(p["sizes"], per_run(args.costlog, os.path.join(d, p["file"]), p, tmp)):
            rows.append({"suite": suite, "program": p["name"], "size": size, "instructions": ins})
            print(f"{suite}/{p['name']} N={size}: {ins:.0f}", file=sys.stderr)
            with open(args.out, "w") as f:
                json.dump(rows, f, indent=1)


class NoAliases(yaml.SafeDumper):
    """A YAML dumper that writes repeated lists out instead of as aliases."""

    def ignore_aliases(self, data):
        return True


def scale(args):
    """Copies the calibration suites with a tenth of the work per point (sizes of
    programs without a repeat count, `work` and `repeat` divided by 10), so that
    callgrind measures them in minutes; `costlog calibrate --quick --suite DIR`
    counts their cost vectors."""
    for suite, p, d in programs(os.path.join(ROOT, "calibration-suites"), SUITES.split(",")[:2]):
        out = os.path.join(args.out, suite)
        os.makedirs(out, exist_ok=True)
        shutil.copy(os.path.join(d, p["file"]), out)
    for suite in SUITES.split(",")[:2]:
        with open(os.path.join(ROOT, "calibration-suites", suite, "suite.yaml")) as f:
            doc = yaml.safe_load(f)
        for p in doc["programs"]:
            if "work" in p:
                p["work"] = max(1, p["work"] // args.factor)
            elif "repeat" in p:
                p["repeat"] = max(1, p["repeat"] // args.factor)
            elif max(p["sizes"]) <= 30:  # a depth: the work doubles per unit
                p["sizes"] = [max(1, n - round(math.log2(args.factor))) for n in p["sizes"]]
            else:
                p["sizes"] = [max(1, n // args.factor) for n in p["sizes"]]
            p["quick_sizes"] = list(p["sizes"])
        with open(os.path.join(args.out, suite, "suite.yaml"), "w") as f:
            yaml.dump(doc, f, Dumper=NoAliases)


def normal_equations(rows):
    """`(A, b)` of the relative least-squares system of `rows` ((costs, time)
    pairs): `A = sum x x^T`, `b = sum x` with `x = costs / time`, which minimise
    `sum ((costs . k - time) / time)^2` (calibrate/src/fit.rs' criterion)."""
    n = len(rows[0][0])
    a = [[0.0] * n for _ in range(n)]
    b = [0.0] * n
    for costs, t in rows:
        x = [c / t for c in costs]
        for i in range(n):
            b[i] += x[i]
            for j in range(n):
                a[i][j] += x[i] * x[j]
    return a, b


def solve(a, b, cols):
    """The constants of the model `cols` from normal equations, with columns
    scaled to unit diagonal; None when singular or a constant is negative."""
    n = len(cols)
    d = [math.sqrt(a[c][c]) or 1.0 for c in cols]
    m = [[a[ci][cj] / (d[i] * d[j]) for j, cj in enumerate(cols)] + [b[ci] / d[i]]
         for i, ci in enumerate(cols)]
    for i in range(n):
        piv = max(range(i, n), key=lambda r: abs(m[r][i]))
        if abs(m[piv][i]) < 1e-12:
            return None
        m[i], m[piv] = m[piv], m[i]
        for r in range(n):
            if r != i and m[r][i] != 0.0:
                f = m[r][i] / m[i][i]
                m[r] = [u - f * v for u, v in zip(m[r], m[i])]
    k = [m[i][n] / m[i][i] / d[i] for i in range(n)]
    return None if min(k) < 0 else k


def predict(k, cols, costs):
    """The model's prediction for a cost vector."""
    return sum(ki * costs[c] for ki, c in zip(k, cols))


def sub(x, y):
    """`x - y` for normal equations."""
    return ([[u - v for u, v in zip(r, s)] for r, s in zip(x[0], y[0])],
            [u - v for u, v in zip(x[1], y[1])])


def cv_error(total, folds, cols):
    """Leave-one-program-out error: RMS over programs of their mean relative error."""
    errs = []
    for eq, test in folds:
        k = solve(*sub(total, eq), cols)
        if k is None:
            return math.inf
        errs.append(sum(abs(predict(k, cols, c) - t) / t for c, t in test) / len(test))
    return math.sqrt(sum(e * e for e in errs) / len(errs))


def fit(args):
    """Fits the models to the instructions and prints the evaluation errors."""
    ins = {}
    for path in args.points:
        with open(path) as f:
            ins.update({(r["suite"], r["program"], r["size"]): r["instructions"]
                        for r in json.load(f)})
    names, cal = load_costs(args.calibration, ins)
    _, ev = load_costs(args.evaluation, ins, names)
    comps = args.components.split(",") if args.components else names
    idx = [names.index(c) for c in comps]
    rows = [(c, t) for (_, _, c, t) in cal]
    total = normal_equations(rows)
    folds = []
    for prog in dict.fromkeys(p for (p, _, _, _) in cal):
        test = [(c, t) for (p, _, c, t) in cal if p == prog]
        folds.append((normal_equations(test), test))
    best = None
    for n in range(1, len(idx) + 1):
        for cols in itertools.combinations(idx, n):
            if solve(*total, cols) is None:
                continue
            e = cv_error(total, folds, cols)
            if best is None or e < best[0]:
                best = (e, cols)
    e, cols = best
    k = solve(*total, cols)
    print(f"best model {[names[c] for c in cols]}, cv error {e:.1%}")
    print("constants (instructions per unit):",
          ", ".join(f"{names[c]}={x:.2f}" for c, x in zip(cols, k)))
    report("calibration", cal, k, cols)
    report("evaluation", ev, k, cols)


def report(title, points, k, cols):
    """Per-point relative errors of the model and their RMS."""
    print(f"\n{title}:\n\n| program | size | instructions | error |\n|---|---:|---:|---:|")
    errs = []
    for prog, size, costs, t in points:
        err = predict(k, cols, costs) / t - 1
        errs.append(err)
        print(f"| {prog} | {size} | {t:.0f} | {err:+.1%} |")
    print(f"\nRMS {math.sqrt(sum(x * x for x in errs) / len(errs)):.1%}, "
          f"worst {max(errs, key=abs):+.1%}")


def load_costs(path, ins, names=None):
    """Component names and (program, size, costs, instructions) of the points of a
    `costlog calibrate` JSON report (`suite/program`, `costs`) or of a `--evaluate`
    one (`program`, `counted`, read in the order of `names`), for the points
    measured in `ins`."""
    with open(path) as f:
        doc = json.load(f)
    names = names or doc["components"]
    out = []
    for p in doc["points"]:
        suite, _, prog = p["program"].rpartition("/")
        t = ins.get((suite or "evaluation", prog, p["size"]))
        costs = p["costs"] if "costs" in p else [p["counted"][c] for c in names]
        if t:
            out.append((prog, p["size"], [float(x) for x in costs], t))
    return names, out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    m = sub.add_parser("measure")
    m.add_argument("--costlog", default=os.path.join(ROOT, "target/release/costlog"))
    m.add_argument("--only", help="comma-separated program names")
    m.add_argument("--suites", default=SUITES, help="comma-separated suite names")
    m.add_argument("--root", default=os.path.join(ROOT, "calibration-suites"),
                   help="the directory of the suites (see `scale`)")
    sc = sub.add_parser("scale")
    sc.add_argument("--out", required=True)
    sc.add_argument("--factor", type=int, default=10)
    m.add_argument("--out", required=True)
    f = sub.add_parser("fit")
    f.add_argument("points", nargs="+", help="files written by `measure`")
    f.add_argument("--calibration", required=True)
    f.add_argument("--evaluation", required=True)
    f.add_argument("--components")
    args = ap.parse_args()
    {"measure": measure, "scale": scale, "fit": fit}[args.cmd](args)


if __name__ == "__main__":
    main()
