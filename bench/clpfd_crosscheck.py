#!/usr/bin/env python3
"""Random library(clpfd) problems: costlog's solutions against the truth.

Each problem (domains, arithmetic constraints with partial operations inside
reification, all_different/all_distinct, sum/3, a labeling option) is small
enough to solve here by enumeration, with SWI-Prolog's semantics (truncating //,
mod with the divisor's sign, an undefined part makes a reified comparison
false). costlog's solution set must be the true one; its order must be
SWI-Prolog's where SWI-Prolog's set is the true one and the labeling picks
variables left to right (the first-fail family picks by domain sizes, which
depend on how strongly each system propagates). SWI-Prolog's own wrong answers
are counted apart.

Usage: bench/clpfd_crosscheck.py [--seed S] [--problems N] [--costlog BIN]
Prints each problem costlog gets wrong and the counts; exit 1 if there is one."""
import argparse, itertools, os, random, resource, subprocess, sys, tempfile

REL = ["#=", "#\\=", "#<", "#>", "#=<", "#>="]
VARS = ["X", "Y", "Z", "W"]


class Undefined(Exception):
    """An operation without a value (a division by zero)."""


# --- Generation: each item is (Prolog text, evaluator) -----------------------------

def expr(rng, vs, depth):
    if depth == 0 or rng.random() < 0.3:
        if rng.random() < 0.7:
            v = rng.choice(vs)
            return v, lambda env, v=v: env[v]
        k = rng.randint(-3, 5)
        return str(k), lambda env, k=k: k
    op = rng.choice(["+", "-", "*", "+", "-", "abs", "min", "max", "mod", "//", "rem"])
    (ta, fa), (tb, fb) = expr(rng, vs, depth - 1), expr(rng, vs, depth - 1)
    if op == "abs":
        return f"abs({ta})", lambda env: abs(fa(env))
    if op in ("min", "max"):
        f = min if op == "min" else max
        return f"{op}({ta},{tb})", lambda env: f(fa(env), fb(env))
    return f"({ta} {op} {tb})", lambda env: arith(op, fa(env), fb(env))


def arith(op, a, b):
    if op == "+":
        return a + b
    if op == "-":
        return a - b
    if op == "*":
        return a * b
    if b == 0:
        raise Undefined()
    q = abs(a) // abs(b) * (1 if (a >= 0) == (b > 0) else -1)
    if op == "//":
        return q
    if op == "rem":
        return a - b * q
    return a % b  # mod: the sign of the divisor, as Python's %


def compare(op, a, b):
    return {"#=": a == b, "#\\=": a != b, "#<": a < b, "#>": a > b,
            "#=<": a <= b, "#>=": a >= b}[op]


def relation(rng, vs):
    (ta, fa), (tb, fb), op = expr(rng, vs, 2), expr(rng, vs, 2), rng.choice(REL)
    return f"{ta} {op} {tb}", lambda env: compare(op, fa(env), fb(env))


def reified(f, env):
    """The truth of a comparison inside reification: false where undefined."""
    try:
        return f(env)
    except Undefined:
        return False


def constraint(rng, vs):
    k = rng.random()
    if k < 0.12:
        name = rng.choice(["all_different", "all_distinct"])
        args = rng.sample(vs, min(len(vs), 4))
        return (f"{name}([{','.join(args)}])",
                lambda env: len({env[v] for v in args}) == len(args))
    if k < 0.22:
        (ta, fa), (tb, fb) = relation(rng, vs), relation(rng, vs)
        conn = rng.choice(["#<==>", "#==>", "#\\/", "#/\\"])
        table = {"#<==>": lambda p, q: p == q, "#==>": lambda p, q: (not p) or q,
                 "#\\/": lambda p, q: p or q, "#/\\": lambda p, q: p and q}[conn]
        return (f"(({ta}) {conn} ({tb}))",
                lambda env: table(reified(fa, env), reified(fb, env)))
    if k < 0.28:
        op, n = rng.choice(REL), rng.randint(0, 8)
        return (f"sum([{','.join(vs)}], {op}, {n})",
                lambda env: compare(op, sum(env[v] for v in vs), n))
    text, f = relation(rng, vs)

    def strict(env):
        try:
            return f(env)
        except Undefined:
            return False
    return text, strict


def problem(rng):
    vs = VARS[:rng.randint(1, 4)]
    lo = rng.randint(-3, 1)
    hi = lo + rng.randint(1, 5)
    cs = [constraint(rng, vs) for _ in range(rng.randint(1, 3))]
    opts = rng.choice(["[]", "[ff]", "[down]", "[min]", "[max]", "[max(X)]", "[min(X)]",
                       "[enum]", "[bisect]", "[down,bisect]"])
    text = ", ".join([f"[{','.join(vs)}] ins ({lo})..({hi})"] + [t for t, _ in cs]
                     + [f"labeling({opts}, [{','.join(vs)}])"])
    truth = sorted(list(vals) for vals in itertools.product(range(lo, hi + 1), repeat=len(vs))
                   if all(f(dict(zip(vs, vals))) for _, f in cs))
    return f"[{','.join(vs)}]", text, opts, truth


# --- Running ----------------------------------------------------------------------

def program(problems):
    lines = [":- use_module(library(clpfd)).",
             "run(I, Vs, G) :- catch((findall(Vs, G, L), R = L), error(E, _), R = error(E)),",
             "    write(I), write(' '), writeq(R), nl.",
             "main :- forall(prob(I, Vs, G), run(I, Vs, G))."]
    for i, (vs, text, _, _) in enumerate(problems):
        lines.append(f"prob({i}, {vs}, ({text})).")
    return "\n".join(lines) + "\n"


def run(cmd):
    cap = lambda: resource.setrlimit(resource.RLIMIT_AS, (4 << 30, 4 << 30))
    out = subprocess.run(cmd, capture_output=True, text=True, timeout=600, preexec_fn=cap)
    return {int(l.split(" ", 1)[0]): l.split(" ", 1)[1]
            for l in out.stdout.splitlines() if " " in l and l.split(" ", 1)[0].isdigit()}


def solutions(answer):
    """The solutions of an answer (None for an error or a missing answer)."""
    if answer is None or not answer.startswith("["):
        return None
    if answer == "[]":
        return []
    return [[int(x) for x in s.split(",")] for s in answer[2:-2].split("],[")]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--problems", type=int, default=300)
    ap.add_argument("--costlog", default=os.path.join(os.path.dirname(__file__), "..",
                                                      "target", "release", "costlog"))
    a = ap.parse_args()
    rng = random.Random(a.seed)
    probs = [problem(rng) for _ in range(a.problems)]
    with tempfile.NamedTemporaryFile("w", suffix=".pl", delete=False) as f:
        f.write(program(probs))
    swi = run(["swipl", "-g", "main", "-t", "halt", f.name])
    cl = run([a.costlog, "run", f.name, "-g", "main"])
    os.unlink(f.name)
    wrong = order = swi_wrong = 0
    for i, (_, text, opts, truth) in enumerate(probs):
        c, s = solutions(cl.get(i)), solutions(swi.get(i))
        if c is None or sorted(c) != truth:
            wrong += 1
            print(f"WRONG {i}: {text}\n  truth:   {truth}\n  costlog: {cl.get(i)}")
            continue
        if s is None or sorted(s) != truth:
            swi_wrong += 1
            continue
        by_size = any(o in opts for o in ("ff", "min]", "max]"))
        if c != s and not by_size:
            order += 1
            print(f"ORDER {i}: {text}\n  swipl:   {s}\n  costlog: {c}")
    print(f"{len(probs)} problems: {wrong} wrong, {order} in another order than swipl's "
          f"(swipl wrong on {swi_wrong})")
    sys.exit(1 if wrong or order else 0)


main()
