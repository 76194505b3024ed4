#!/usr/bin/env python3
"""Cross-checks the verdicts of `costlog verify` on programs written by others.

Usage:
    python3 bench/verdicts/crosscheck.py [--costlog PATH] [--budget S]
        [--max-patterns N] [--json OUT] PROGRAM.pl|DIR|git:GITDIR[::SUBDIR] ...

For every program (a file, every *.pl under a directory, or every *.pl of a git
mirror's HEAD, under SUBDIR if given, extracted to a temporary directory: nothing is copied into the
project):
1. probe.pl (SWI-Prolog) finds calls of its predicates that run: inputs of
   list-of-integer, natural-number and variable patterns at sizes 0..6.
2. Each run is measured by `costlog profile --json` (steps, the unification
   components and heap cells of the predicate's cost centre, inclusive).
3. From the runs, assertions are written into a temporary copy of the program,
   each known FALSE (a run violates it: a constant bound one below the largest
   cost, a lower bound one above the smallest, a bound of the wrong degree,
   a determinism property (`not_fails`, `is_det`, `det`, `semidet`, `multi`,
   `non_det`, `fails`) a run's number of solutions contradicts, a success type
   the output does not have, an `exec_time` upper bound of 1 ns) or believed
   TRUE (an exact polynomial fitted to every run, a generous cubic, lower bound
   0, an `exec_time` bound of 10 µs per step, and the properties every run had);
   costs are of steps, the unification components, heap cells and solutions
   (`sols`, counted by SWI-Prolog). `:- test` assertions on the inputs of a few
   runs state their solution counts, solution lists, output values and
   determinism as SWI-Prolog found them (true) and altered (false).
   Then `rel_cost`: on a goal whose run spends steps in two or more of the
   program's predicates, the busiest are made cost centres; their exact shares
   of counted resources (from `costlog profile --json`) give `eq`, `ub`, `lb`
   bounds true and false by 1-2 points, their `exec_time` shares over three
   profiles generous bounds (true) and bounds 40 points off every run (false),
   and a centre that never redoes `rel_cost(ub, redo, steps, 0)` (true); these
   are decided by `costlog verify --goal`.
4. `costlog verify --format json` decides them. A `checked` verdict on a known
   false assertion is WRONG. A `false` verdict must reproduce: the
   counterexample input (or, for a static verdict, the runs at the witness
   size) is run again and must violate the assertion; a `false` that does not
   reproduce is WRONG; one that does on a believed-true assertion only shows
   the belief was mistaken (counted as `refuted`). `check` counts as undecided.

Prints a summary per kind and every wrong verdict; exit 1 when there is one.
Every child runs under a 4 GB address-space cap and a timeout.
Python standard library only.
"""

import argparse
import glob
import json
import os
import re
import resource
import subprocess
import sys
import tempfile
from fractions import Fraction

HERE = os.path.dirname(os.path.abspath(__file__))
REPO_ROOT = os.path.dirname(os.path.dirname(HERE))
PROBE = os.path.join(HERE, "probe.pl")
RESOURCES = ["steps", "nargs", "giunif", "gounif", "viunif", "vounif", "heap"]
VARS = "ABC"


def cap():
    """Limits a child's address space to 4 GB (or less, if already lower)."""
    _, hard = resource.getrlimit(resource.RLIMIT_AS)
    limit = 4 << 30 if hard == resource.RLIM_INFINITY else min(4 << 30, hard)
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))


def run(cmd, cwd, timeout):
    """(exit code, stdout, stderr) of `cmd`; exit code None on a timeout."""
    try:
        done = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True,
                              timeout=timeout, preexec_fn=cap, check=False,
                              stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        return None, "", "timeout"
    return done.returncode, done.stdout, done.stderr


class Run:
    """One probed call: its goal, what SWI-Prolog saw, what costlog counted."""

    def __init__(self, fields):
        (_, self.module, self.pred, self.pattern, size, self.shape, self.goal,
         self.outcome, nsols, kinds, values) = fields
        # Each solution's output values as Prolog texts (None: not plain terms).
        self.values = None if values == "-" else \
            [split_args("f(" + v[1:-1] + ")") if v != "[]" else []
             for v in values.split("\x1f")] if values else []
        self.size = int(size)
        self.nsols = int(nsols)
        # The output kinds of each solution.
        self.solutions = [k.strip("[]").split(",") if k.strip("[]") else []
                          for k in kinds.split(";") if k]
        self.costs = None


def probe(program, cwd):
    """The probed runs of `program`, grouped by (module, predicate, pattern)."""
    code, out, _ = run(["swipl", "-q", "-g", "probe_main", "-t", "halt", PROBE, "--", program],
                       cwd, 120)
    groups = {}
    for line in out.splitlines():
        fields = line.split("\t")
        if len(fields) != 11 or fields[0] != "run":
            continue
        r = Run(fields)
        groups.setdefault((r.module, r.pred, r.pattern), []).append(r)
    usable = {}
    for key, runs in groups.items():
        if all(r.outcome == "ok" for r in runs) and any(r.nsols for r in runs) \
                and len(runs) >= 6:
            usable[key] = runs
    return usable


def qualified(module, goal):
    """The goal as costlog runs it: module-qualified outside `user`."""
    return goal if module == "user" else f"{module}:{goal}"


def measure(costlog, program, cwd, module, pred, goal):
    """Counts of the call `goal` of `pred` (inclusive, its cost centre), with exits."""
    code, out, _ = run([costlog, "profile", program, "-q", "--json", "--resource",
                        "nargs", "--cc", pred, "-g", qualified(module, goal),
                        "--time-limit", "10"], cwd, 30)
    if code not in (0,) or not out.strip():
        return None
    try:
        prof = json.loads(out)
    except json.JSONDecodeError:
        return None
    for c in prof.get("centres", []):
        if c["name"] == pred or c["name"].endswith(":" + pred):
            counts = {r: c["inclusive"].get(r) for r in RESOURCES}
            if None in counts.values():
                return None
            counts["exits"] = c["exits"]
            return counts
    return None


def split_args(goal):
    """The top-level argument texts of a goal `name(a1,...,an)` (module prefix dropped)."""
    body = goal[goal.index("(") + 1: goal.rindex(")")]
    args, depth, cur = [], 0, ""
    for ch in body:
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        if ch == "," and depth == 0:
            args.append(cur)
            cur = ""
        else:
            cur += ch
    args.append(cur)
    return [a.strip() for a in args]


def arg_size(text):
    """The size of an input argument text: a list's length or an integer's value."""
    if text.startswith("["):
        inner = text[1:-1].strip()
        return 0 if not inner else len(split_args("f(" + inner + ")"))
    try:
        return int(text)
    except ValueError:
        return None


class Poly:
    """A polynomial in one size with rational coefficients, printed for costlog."""

    def __init__(self, coeffs):
        self.coeffs = [Fraction(c) for c in coeffs]

    def at(self, n):
        return sum(c * n ** k for k, c in enumerate(self.coeffs))

    def text(self, metric):
        terms = []
        for k, c in enumerate(self.coeffs):
            if c == 0:
                continue
            num = str(c.numerator) if c.denominator == 1 else f"{c.numerator}/{c.denominator}"
            var = "" if k == 0 else (metric if k == 1 else f"{metric}**{k}")
            terms.append(num if not var else (var if c == 1 else f"{num}*{var}"))
        return "+".join(terms).replace("+-", "-") if terms else "0"


def exact_fit(points):
    """The polynomial of degree <= 2 through every (size, cost), or None."""
    by_size = {}
    for n, c in points:
        if by_size.setdefault(n, c) != c:
            return None
    sizes = sorted(by_size)
    if len(sizes) < 5:
        return None
    x = sizes[:3]
    y = [Fraction(by_size[n]) for n in x]
    # Newton's divided differences on the first three sizes.
    d1 = (y[1] - y[0]) / (x[1] - x[0])
    d2 = ((y[2] - y[1]) / (x[2] - x[1]) - d1) / (x[2] - x[0])
    c2 = d2
    c1 = d1 - d2 * (x[0] + x[1])
    c0 = y[0] - d1 * x[0] + d2 * x[0] * x[1]
    poly = Poly([c0, c1, c2])
    if all(poly.at(n) == by_size[n] for n in sizes):
        return poly
    return None


class Assertion:
    """One generated assertion: its text, what we know of it, how to check a run."""

    def __init__(self, kind, prop, truth, violated_by, head, calls, success=False):
        self.kind = kind          # e.g. "cost ub steps", "not_fails"
        self.prop = prop          # the property text
        self.truth = truth        # "false" (known) or "true" (believed)
        self.violated_by = violated_by  # Run-like -> bool (None: cannot tell)
        self.head = head
        self.calls = calls
        self.success = success
        self.line = None

    def directive(self):
        if getattr(self, "text", None):
            return self.text
        sep = "=>" if self.success else "+"
        return f":- pred {self.head} : ({self.calls}) {sep} {self.prop}."


def generate(pred, pattern, runs):
    """The assertions for one predicate and call pattern, from its runs."""
    name, arity = pred.rsplit("/", 1)
    head = f"{name}({', '.join(VARS[:int(arity)])})"
    calls = ", ".join(
        {"l": f"list({v}, int)", "i": f"nnegint({v})", "v": f"var({v})"}[k]
        for v, k in zip(VARS, pattern))
    inputs = [i for i, k in enumerate(pattern) if k != "v"]
    outputs = [i for i, k in enumerate(pattern) if k == "v"]
    metric_of = {"l": "length", "i": "int"}
    single = len(inputs) == 1
    m0 = inputs[0]
    metric = f"{metric_of[pattern[m0]]}({VARS[m0]})"
    out = []

    def cost(approx, res, poly_or_const, truth, text=None):
        bound = poly_or_const if isinstance(poly_or_const, Poly) else Poly([poly_or_const])
        prop = f"cost({approx}, {res}, {text or bound.text(metric)})"

        def violated(size, value):
            limit = bound.at(size)
            return value > limit if approx == "ub" else value < limit
        a = Assertion(f"cost {approx} {res}", prop, truth, violated, head, calls)
        a.bound = bound
        a.res = res
        out.append(a)

    measured = [r for r in runs if r.costs]
    for res in RESOURCES:
        vals = [(r.size, r.costs[res]) for r in measured]
        if not vals:
            continue
        top = max(c for _, c in vals)
        low = min(c for _, c in vals)
        if top >= 1:
            cost("ub", res, top - 1, "false")
        cost("lb", res, low + 1, "false")
        if single:
            if any(c > n for n, c in vals):
                cost("ub", res, Poly([0, 1]), "false")
            if any(c < n * n for n, c in vals):
                cost("lb", res, Poly([0, 0, 1]), "false")
            fit = exact_fit(vals)
            if fit is not None:
                cost("ub", res, fit, "true")
                cost("lb", res, fit, "true")
            else:
                k = max(Fraction(c, (n + 1) ** 3) for n, c in vals)
                k = -(-k.numerator // k.denominator) * 2
                cost("ub", res, Poly([k, 3 * k, 3 * k, k]), "true",
                     text=f"{k}*({metric}+1)**3")
    if not measured:
        return out
    exec_time_costs(measured, single, metric, cost)

    def prop(kind, text, truth, violated, success=False):
        out.append(Assertion(kind, text, truth, violated, head, calls, success))

    solution_properties(runs, prop)
    solution_costs(runs, single, cost)
    out.extend(tests_of(name, pattern, runs, head))
    succeeded = [r for r in runs if r.nsols > 0]
    for j, i in enumerate(outputs):
        kinds = {s[j].split(":")[0] for r in succeeded for s in r.solutions if j < len(s)}
        v = VARS[i]

        def some_solution_not(kind, j=j):
            return lambda r: any(s[j].split(":")[0] != kind for s in r.solutions)
        if kinds == {"list"}:
            prop("success type", f"list({v})", "true", some_solution_not("list"), True)
            prop("success type", f"int({v})", "false", some_solution_not("int"), True)
            points = [(r.size, int(s[j].split(":")[1])) for r in succeeded
                      for s in r.solutions if j < len(s)]

            def longer_than(limit, j=j):
                return lambda r: any(int(s[j].split(":")[1]) > limit for s in r.solutions
                                     if s[j].startswith("list:"))
            # Output sizes (CiaoPP's size/4): a constant below the longest output
            # seen is false; the polynomial through every run believed true.
            top = max(n for _, n in points)
            if top > 0:
                prop("success size", f"size(ub, length, {v}, {top - 1})", "false",
                     longer_than(top - 1), True)
            fit = exact_fit(points) if single else None
            if fit is not None:
                prop("success size", f"size({v}, {fit.text(metric)})", "true",
                     lambda r: False, True)
        elif kinds == {"int"}:
            prop("success type", f"int({v})", "true", some_solution_not("int"), True)
            prop("success type", f"atm({v})", "false", some_solution_not("atom"), True)
    return out


# What each determinism property says of a call with `n` solutions (`n` is at
# most PROBE_SOLUTIONS: a capped count means "at least that many").
SOLUTION_PROPERTIES = {
    "not_fails": lambda n: n >= 1,
    "multi": lambda n: n >= 1,
    "fails": lambda n: n == 0,
    "is_det": lambda n: n <= 1,
    "semidet": lambda n: n <= 1,
    "det": lambda n: n == 1,
    "non_det": lambda n: n >= 2,
    "possibly_fails": lambda n: True,
    "possibly_nondet": lambda n: True,
}
PROBE_SOLUTIONS = 10


def solution_properties(runs, prop):
    """Every determinism property, known false when a run violates it, else
    believed true."""
    for name, holds in SOLUTION_PROPERTIES.items():
        truth = "true" if all(holds(r.nsols) for r in runs) else "false"
        prop(name, name, truth, lambda r, holds=holds: not holds(r.nsols))


# A generous execution time per resolution step (ns), and a constant on top:
# calls take some 30-100 ns a step; 10 µs a step leaves room for a loaded machine
# and garbage collections.
NS_PER_STEP = 10_000
NS_BASE = 1_000_000


def exec_time_costs(measured, single, metric, cost):
    """`cost(ub|lb, exec_time, F)`: a 1 ns upper bound and a 1000 s lower bound,
    known false (every call takes more than 1 ns and these runs less than 1000 s);
    lower bound 0 and an upper bound of NS_PER_STEP per step of a generous cubic
    through the measured steps (plus NS_BASE), believed true."""
    cost("ub", "exec_time", 1, "false")
    cost("lb", "exec_time", 10 ** 12, "false")
    cost("lb", "exec_time", 0, "true")
    if not single:
        return
    k = max(Fraction(r.costs["steps"] + 1, (r.size + 1) ** 3) for r in measured)
    k = -(-k.numerator // k.denominator) * 2 * NS_PER_STEP
    cost("ub", "exec_time", Poly([k + NS_BASE, 3 * k, 3 * k, k]), "true",
         text=f"{k}*({metric}+1)**3+{NS_BASE}")


def solution_costs(runs, single, cost):
    """`cost(ub|lb, sols, F)` from the runs' numbers of solutions (SWI-Prolog's):
    known false where a run has more (ub) or fewer (lb) solutions; the exact
    polynomial (or a generous cubic) believed true when no count was capped."""
    vals = [(r.size, r.nsols) for r in runs]
    capped = any(n >= PROBE_SOLUTIONS for _, n in vals)
    top = max(n for _, n in vals)
    low = min(n for _, n in vals)
    if top >= 1:
        cost("ub", "sols", top - 1, "false")
    if not capped:
        cost("lb", "sols", low + 1, "false")
    if not single:
        return
    if any(n > size for size, n in vals):
        cost("ub", "sols", Poly([0, 1]), "false")
    if not capped and any(n < size * size for size, n in vals):
        cost("lb", "sols", Poly([0, 0, 1]), "false")
    if capped:
        return
    fit = exact_fit(vals)
    if fit is not None:
        cost("ub", "sols", fit, "true")
        cost("lb", "sols", fit, "true")
    else:
        cost("ub", "sols", Poly([top]), "true")
        cost("lb", "sols", Poly([0]), "true")


TEST_RUNS = 3


def wrong_value(text):
    """A term other than the value `text` (a list with one more element, else f(V))."""
    return f"[x|{text}]" if text.startswith("[") else f"f({text})"


def tests_of(name, pattern, runs, head):
    """`:- test` assertions on the inputs of up to TEST_RUNS runs whose outputs
    SWI-Prolog printed: solution counts, solution lists, output values and
    determinism, true as SWI-Prolog ran them, and altered ones known false."""
    out = []
    picked = {}
    for r in runs:
        if r.values is not None and r.nsols < PROBE_SOLUTIONS and len(r.values) == r.nsols \
                and r.size not in picked:
            picked[r.size] = r
    chosen = [picked[n] for n in sorted(picked)]
    chosen = chosen[:1] + chosen[-(TEST_RUNS - 1):] if len(chosen) > TEST_RUNS else chosen
    for r in chosen:
        args = split_args(r.goal)
        outs = [i for i, k in enumerate(pattern) if k == "v"]
        calls = ", ".join(f"{VARS[i]} = {args[i]}" if k != "v" else f"var({VARS[i]})"
                          for i, k in enumerate(pattern))
        k = r.nsols

        def test(kind, truth, success=None, comp=None):
            text = f":- test {head} : ({calls})"
            text += f" => ({success})" if success else ""
            text += f" + ({comp})" if comp else ""
            a = Assertion("test " + kind, "", truth, None, head, calls)
            a.text = text + "."
            out.append(a)

        def instance(sol):
            vals = dict(zip(outs, sol))
            return f"{name}({', '.join(vals.get(i, args[i]) for i in range(len(pattern)))})"
        if k == 0:
            test("fails", "true", comp="fails")
            test("not_fails", "false", comp="not_fails")
            test("num_solutions", "true", comp="num_solutions(0)")
            continue
        test("num_solutions", "true", comp=f"num_solutions({k})")
        test("num_solutions", "false", comp=f"num_solutions({k + 1})")
        sols = [instance(sol) for sol in r.values]
        test("solutions", "true", comp=f"solutions([{', '.join(sols)}])")
        test("is_det", "true" if k == 1 else "false", comp="is_det")
        test("non_det", "true" if k > 1 else "false", comp="non_det")
        if k >= 2 and len(set(sols)) == len(sols):
            test("solutions", "false", comp=f"solutions([{', '.join(reversed(sols))}])")
        if k == 1 and outs:
            (sol,) = r.values
            equal = ", ".join(f"{VARS[i]} = {v}" for i, v in zip(outs, sol))
            test("success =", "true", success=equal)
            wrong = [wrong_value(v) for v in sol]
            test("success =", "false", success=", ".join(
                f"{VARS[i]} = {v}" for i, v in zip(outs, wrong)))
            test("solutions", "false", comp=f"solutions([{instance(wrong)}])")
    return out


def rerun_swipl(program, cwd, module, goal, pattern):
    """A Run of `goal` (its solutions and output kinds) in SWI-Prolog, or None."""
    text = qualified(module, goal)
    script = (
        f"consult('{PROBE}'), load_files('{program}', [silent(true)]), "
        f"term_string(G, \"{text}\"), (G = M:G1 -> true ; M = user, G1 = G), "
        f"G1 =.. [_|Args], atom_chars('{pattern}', P), outputs(P, Args, Outs), "
        "current_output(Report), open_null_stream(Null), set_output(Null), "
        "catch(call_with_time_limit(5, findnsols(10, Outs, M:G1, S)),"
        " _, fail), !, length(S, N), solution_kinds(S, K),"
        " format(Report, '~w\\t~w~n', [N, K])")
    code, out, _ = run(["swipl", "-q", "-g", script, "-t", "halt"], cwd, 30)
    if code != 0 or not out.strip():
        return None
    n, _, kinds = out.strip("\n").partition("\t")
    r = Run(["run", module, "", pattern, "0", "", goal, "ok", n, kinds, "-"])
    return r


def reproduce(a, verdict, ctx):
    """Whether a `false` verdict of `a` is confirmed by running again (None: cannot tell)."""
    if a.kind.startswith("test"):
        return a.truth == "false"  # what SWI-Prolog's run showed
    cex = verdict.get("counterexample")
    runs, (module, pred, pattern) = ctx["runs"], ctx["key"]
    if cex and cex.get("goal"):
        goal = cex["goal"]
        if ":" in goal.split("(")[0]:
            goal = goal.split(":", 1)[1]
        if a.kind.endswith("exec_time"):
            # Timing is not re-run here: the 1 ns bound is false, the generous one true.
            return a.truth == "false"
        args = split_args(goal)
        m0 = [i for i, k in enumerate(pattern) if k != "v"][0]
        size = arg_size(args[m0]) if m0 < len(args) else None
        if a.kind == "cost ub sols" or a.kind == "cost lb sols":
            r = rerun_swipl(ctx["program"], ctx["cwd"], module, goal, pattern)
            if r is None or size is None:
                return None
            violated = a.violated_by(size, r.nsols)
            if r.nsols >= PROBE_SOLUTIONS and (a.kind.endswith("lb sols") or not violated):
                return None  # a capped count cannot show the bound holds
            return violated
        if a.kind.startswith("cost"):
            counts = measure(ctx["costlog"], ctx["program"], ctx["cwd"], module, pred, goal)
            if counts is None or size is None:
                return None
            if len([k for k in pattern if k != "v"]) > 1 and a.bound.coeffs[1:] and \
                    any(a.bound.coeffs[1:]):
                return None
            return a.violated_by(size, counts[a.res])
        r = rerun_swipl(ctx["program"], ctx["cwd"], module, goal, pattern)
        return None if r is None else a.violated_by(r)
    note = verdict.get("static_note") or ""
    if a.kind.endswith("exec_time"):
        return a.truth == "false"  # timing is not re-run here (see above)
    if a.kind.startswith("cost"):
        def value(r):
            return r.nsols if a.res == "sols" else r.costs[a.res]
        if a.res == "sols" and a.kind.endswith("lb sols"):
            runs = [r for r in runs if r.nsols < PROBE_SOLUTIONS]
        if note.startswith("on every input"):
            return any(a.violated_by(r.size, value(r)) for r in runs if r.costs)
        if not note.startswith("at "):
            return None
        # Every argument's witness size (the runs give them all one size).
        sizes = {int(x) for x in re.findall(r"= (\d+)", note.split(":")[0])}
        if len(sizes) != 1:
            return None
        size = sizes.pop()
        at = [r for r in runs if r.costs and r.size == size]
        if not at:
            return None
        violated = any(a.violated_by(r.size, value(r)) for r in at)
        if not violated and a.res == "sols" and any(r.nsols >= PROBE_SOLUTIONS for r in at):
            return None  # a capped count cannot show the bound holds
        return violated
    return any(a.violated_by(r) for r in runs)


def expand(sources):
    """(label, directory to work in, program path) for every program of `sources`."""
    temps = []
    for src in sources:
        if src.startswith("git:"):
            gitdir, _, under = src[4:].partition("::")
            if not os.path.isdir(gitdir):
                print(f"skipped (absent): {gitdir}")
                continue
            tmp = tempfile.mkdtemp(prefix="verdicts-")
            temps.append(tmp)
            arch = subprocess.run(["git", "--git-dir", gitdir, "archive", "HEAD"],
                                  capture_output=True, check=False)
            subprocess.run(["tar", "x", "-C", tmp], input=arch.stdout, check=False)
            pattern = os.path.join(tmp, under, "**", "*.pl")
            for p in sorted(glob.glob(pattern, recursive=True)):
                yield os.path.relpath(p, tmp), p
        elif os.path.isdir(src):
            for p in sorted(glob.glob(os.path.join(src, "**", "*.pl"), recursive=True)):
                yield from copy_one(p)
        elif os.path.isfile(src):
            yield from copy_one(src)
        else:
            print(f"skipped (absent): {src}")


def copy_one(path):
    """A temporary copy of one program file (with its directory's other files)."""
    tmp = tempfile.mkdtemp(prefix="verdicts-")
    src_dir = os.path.dirname(os.path.abspath(path))
    for p in glob.glob(os.path.join(src_dir, "*")):
        if os.path.isfile(p):
            with open(p, "rb") as f, open(os.path.join(tmp, os.path.basename(p)), "wb") as g:
                g.write(f.read())
    yield os.path.basename(path), os.path.join(tmp, os.path.basename(path))


def choose(groups, limit):
    """Up to `limit` (module, predicate, pattern) keys: one per predicate, the
    pattern with the most successful runs, predicates in name order."""
    best = {}
    for key, runs in groups.items():
        score = sum(1 for r in runs if r.nsols)
        pred = key[:2]
        if pred not in best or score > best[pred][0]:
            best[pred] = (score, key)
    return [best[p][1] for p in sorted(best)][:limit]


def check_program(label, program, args, tally, wrong, records):
    """Probes, measures, asserts and verifies one program; adds to the tallies."""
    cwd = os.path.dirname(program)
    groups = probe(program, cwd)
    if not groups:
        return
    chosen = choose(groups, args.max_patterns)
    assertions = []
    for key in chosen:
        module, pred, pattern = key
        runs = groups[key]
        for r in runs:
            r.costs = measure(args.costlog, program, cwd, module, pred, r.goal)
            if r.costs is not None and (r.costs["exits"] > 0) != (r.nsols > 0):
                r.costs = None  # costlog and SWI-Prolog disagree: a compatibility matter
        if sum(1 for r in runs if r.costs) < 6:
            continue
        ctx = {"runs": runs, "key": key, "costlog": args.costlog,
               "program": program, "cwd": cwd}
        for a in generate(pred, pattern, runs):
            a.ctx = ctx
            assertions.append(a)
    if not assertions:
        return
    with open(program, encoding="utf-8", errors="replace") as f:
        text = f.read()
    base = text.count("\n") + (0 if text.endswith("\n") else 1) + 1
    lines = []
    for i, a in enumerate(assertions):
        a.line = base + 1 + i
        lines.append(a.directive())
    with open(program, "w", encoding="utf-8") as f:
        f.write(text + ("" if text.endswith("\n") else "\n") + "\n" + "\n".join(lines) + "\n")
    code, out, err = run([args.costlog, "verify", program, "--format", "json", "--no-cache",
                          "-q", "--budget", str(args.budget), "--seed", "1"], cwd, 900)
    # The programs checked later may load this one: they get it as it was.
    with open(program, "w", encoding="utf-8") as f:
        f.write(text)
    if args.relcost:
        check_relcost(label, program, relcost_goals(groups), args, tally, wrong, records)
    try:
        report = json.loads(out)
    except json.JSONDecodeError:
        print(f"{label}: verify gave no report (exit {code}): {err.strip()[:300]}")
        return
    by_line = {a.line: a for a in assertions}
    print(f"{label}: {len(chosen)} patterns, {len(assertions)} assertions")
    for v in report["assertions"]:
        same_file = os.path.abspath(os.path.join(cwd, v["file"])) == os.path.abspath(program)
        a = by_line.get(v["line_start"]) if same_file else None
        if a is None:
            continue
        if v["rule"] == "calls":
            # The calls parts are the harness's, not judged (their truth depends
            # on every call site, which the runs do not see).
            tally["calls (not judged)"] = tally.get("calls (not judged)", 0) + 1
            continue
        status = v["status"]
        outcome = status
        if status == "checked" and a.truth == "false":
            outcome = "WRONG"
            wrong.append((label, a, v, "checked, but a run violates it"))
        elif status == "false":
            ok = reproduce(a, v, a.ctx)
            if ok is False:
                outcome = "WRONG"
                wrong.append((label, a, v, "false, but the counterexample does not reproduce"))
            elif ok is None:
                outcome = "false (not re-run)"
            elif a.truth == "true":
                outcome = "false (belief refuted)"
        slot = tally.setdefault((a.kind, a.truth), {})
        slot[outcome] = slot.get(outcome, 0) + 1
        records.append({"program": label, "directive": a.directive(), "truth": a.truth,
                        "status": status, "outcome": outcome,
                        "decided_by": v["decided_by"], "static_note": v.get("static_note"),
                        "counterexample": v.get("counterexample")})


# Resources whose rel_cost shares are exact counts, and the profiler's name of
# each (what `--resource nargs` makes it count besides steps and heap).
RELCOST_RESOURCES = ["steps", "nargs", "giunif", "gounif", "viunif", "vounif", "heap",
                     "choice_points", "cuts"]
RELCOST_CENTRES = 3
TIME_PROFILES = 3


def profile_own(costlog, program, cwd, goal, extra):
    """{centre name: own counts} of one profiled run of `goal` (None on failure)."""
    code, out, _ = run([costlog, "profile", program, "-q", "--json", "--resource", "nargs",
                        "-g", goal, "--time-limit", "10"] + extra, cwd, 60)
    if code != 0 or not out.strip():
        return None
    try:
        prof = json.loads(out)
    except json.JSONDecodeError:
        return None
    return {c["name"]: dict(c["own"], redos=c["redos"]) for c in prof.get("centres", [])
            if c["name"] != "garbage_collect"}


def shares(own, res):
    """Every centre's share (percent) of `res` over the run, the collector left out."""
    total = sum(o.get(res, 0) for o in own.values())
    return {n: (100.0 * o.get(res, 0) / total if total else 0.0) for n, o in own.items()}


def pct(x):
    """A percentage as written in an assertion (three decimals, within 0..100)."""
    return f"{min(100.0, max(0.0, x)):.3f}"


def relcost_assertions(centre, res, share):
    """(property, truth) of `rel_cost` bounds of a centre's exact `share` of `res`."""
    out = [(f"rel_cost(eq, {res}, {pct(share)})", "true"),
           (f"rel_cost(ub, {res}, {pct(share + 1)})", "true"),
           (f"rel_cost(lb, {res}, {pct(share - 1)})", "true")]
    if share >= 2:
        out.append((f"rel_cost(ub, {res}, {pct(share - 1)})", "false"))
    elif share > 0.01:
        out.append((f"rel_cost(ub, {res}, {share / 2:.4f})", "false"))
    if share <= 99:
        out.append((f"rel_cost(lb, {res}, {pct(share + 1)})", "false"))
    out.append((f"rel_cost(eq, {res}, {pct(share + 2 if share <= 98 else share - 2)})", "false"))
    return out


def relcost_time_assertions(res_shares):
    """(property, truth) of `exec_time` shares measured over several runs: generous
    bounds believed true, and bounds a gross distance from every run known false."""
    least, most = min(res_shares), max(res_shares)
    out = [("rel_cost(ub, exec_time, 100)", "true"), ("rel_cost(lb, exec_time, 0)", "true"),
           (f"rel_cost(ub, exec_time, {pct(most + 40)})", "true"),
           (f"rel_cost(lb, exec_time, {pct(least - 40)})", "true")]
    if least > 60:
        out.append(("rel_cost(ub, exec_time, 10)", "false"))
    if most < 20:
        out.append(("rel_cost(lb, exec_time, 80)", "false"))
    return out


def relcost_goals(groups):
    """Entry goals to try for `rel_cost`, best first: the benchmark suite's `top`
    and a `main`, then the largest successful run of every probed predicate."""
    largest = {}
    for (module, pred, _), runs in groups.items():
        for r in runs:
            if r.nsols and (pred not in largest or r.size > largest[pred][0]):
                largest[pred] = (r.size, qualified(module, r.goal))
    return ["top", "main"] + [g for _, g in sorted(largest.values(), reverse=True)]


def busiest_centres(costlog, program, goals):
    """The first of `goals` whose run spends steps in at least two predicates, with
    the (at most RELCOST_CENTRES) predicates that spend most; None when none does."""
    cwd = os.path.dirname(program)
    for goal in goals[:8]:
        every = profile_own(costlog, program, cwd, goal, ["--all"])
        if not every:
            continue
        busiest = sorted((n for n in every if n != "rcc" and every[n].get("steps", 0) > 0),
                         key=lambda n: -every[n]["steps"])[:RELCOST_CENTRES]
        if len(busiest) >= 2:
            return goal, [n.split(":", 1)[1] if ":" in n.split("/")[0] else n
                          for n in busiest]
    return None


def check_relcost(label, program, goals, args, tally, wrong, records):
    """`rel_cost` properties of the program's busiest predicates over whole runs of
    one of `goals`: true shares from `costlog profile --json` with the same cost
    centres, bounds written around them, verdicts of `costlog verify --goal` judged."""
    cwd = os.path.dirname(program)
    found = busiest_centres(args.costlog, program, goals)
    if found is None:
        return
    goal, names = found
    with open(program, encoding="utf-8", errors="replace") as f:
        text = f.read()
    head = text + ("" if text.endswith("\n") else "\n") + "\n:- cost_center " + \
        ", ".join(names) + ".\n"
    with open(program, "w", encoding="utf-8") as f:
        f.write(head)
    runs = [profile_own(args.costlog, program, cwd, goal, []) for _ in range(TIME_PROFILES)]
    if any(r is None for r in runs):
        with open(program, "w", encoding="utf-8") as f:
            f.write(text)
        return
    own = runs[0]
    redos = {n: o.get("redos") for n, o in own.items()}
    centre_of = {n: next((c for c in own if c == n or c.endswith(":" + n)), None) for n in names}
    props = []
    for n, c in centre_of.items():
        if c is None:
            continue
        for res in RELCOST_RESOURCES:
            for prop, truth in relcost_assertions(n, res, shares(own, res)[c]):
                props.append((n, res, prop, truth))
        if redos.get(c) == 0:
            # No redo of the centre: its share of redo work is nothing.
            props.append((n, "steps", "rel_cost(ub, redo, steps, 0)", "true"))
        times = [shares(r, "exec_time").get(c, 0.0) for r in runs]
        for prop, truth in relcost_time_assertions(times):
            props.append((n, "exec_time", prop, truth))
    base = head.count("\n") + 1
    lines = [f":- check pred {n} + {prop}." for n, _, prop, _ in props]
    with open(program, "w", encoding="utf-8") as f:
        f.write(head + "\n".join(lines) + "\n")
    code, out, err = run([args.costlog, "verify", program, "--format", "json", "--no-cache",
                          "-q", "--goal", goal], cwd, 900)
    with open(program, "w", encoding="utf-8") as f:
        f.write(text)
    try:
        report = json.loads(out)
    except json.JSONDecodeError:
        print(f"{label}: rel_cost verify gave no report (exit {code}): {err.strip()[:300]}")
        return
    print(f"{label}: rel_cost over {goal}, centres {', '.join(names)}: {len(props)} assertions")
    by_line = {base + i: p for i, p in enumerate(props)}
    for v in report["assertions"]:
        same_file = os.path.abspath(os.path.join(cwd, v["file"])) == os.path.abspath(program)
        p = by_line.get(v["line_start"]) if same_file else None
        if p is None or v["rule"] != "rel_cost":
            continue
        n, res, prop, truth = p
        status = v["status"]
        outcome = status
        if status == "checked" and truth == "false":
            outcome = "WRONG"
        elif status == "false" and truth == "true":
            outcome = "WRONG"
        kind = "rel_cost " + ("exec_time" if res == "exec_time" else "counted")
        directive = f":- check pred {n} + {prop}."
        if outcome == "WRONG":
            wrong.append((label, directive, v, f"{status} on a {truth} rel_cost (goal {goal})"))
        slot = tally.setdefault((kind, truth), {})
        slot[outcome] = slot.get(outcome, 0) + 1
        records.append({"program": label, "directive": directive, "truth": truth,
                        "status": status, "outcome": outcome, "goal": goal,
                        "decided_by": v["decided_by"],
                        "counterexample": v.get("counterexample")})


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("sources", nargs="+")
    ap.add_argument("--costlog", default=os.path.join(REPO_ROOT, "target/release/costlog"))
    ap.add_argument("--budget", type=float, default=0.2)
    ap.add_argument("--max-patterns", type=int, default=6)
    ap.add_argument("--json", help="write every verdict record here")
    ap.add_argument("--no-relcost", dest="relcost", action="store_false",
                    help="leave out the rel_cost pass (whole profiled runs)")
    args = ap.parse_args()
    args.costlog = os.path.abspath(args.costlog)
    tally, wrong, records = {}, [], []
    for label, program in expand(args.sources):
        check_program(label, program, args, tally, wrong, records)
    print("\nkind | truth | verdicts")
    unjudged = tally.pop("calls (not judged)", 0)
    for (kind, truth), counts in sorted(tally.items()):
        print(f"{kind} | {truth} | " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    total = sum(sum(c.values()) for c in tally.values())
    print(f"\n{unjudged} verdicts on the generated calls parts, not judged")
    print(f"{total} verdicts judged, {len(wrong)} wrong")
    for label, a, v, why in wrong:
        text = a if isinstance(a, str) else a.directive()
        print(f"WRONG in {label}: {text}  -- {why}\n  {json.dumps(v)}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(records, f, indent=1)
    sys.exit(1 if wrong else 0)


if __name__ == "__main__":
    main()
