#!/usr/bin/env python3
"""CiaoPP as the yardstick (issue 18): costlog's steps bounds next to CiaoPP's.

Usage: bench/ciaopp_yardstick.py DIR [--costlog BIN]

DIR holds CiaoPP resource test programs: `X.pl` (the program) and `X_pa.pl`
(CiaoPP's analysis output). When `X.pl` is missing the program is `X_pa.pl`
without its `:- true ...` assertions (CiaoPP prints the program's clauses,
entries and trusts back). For every entry predicate the script prints one
markdown row: costlog's `cost(ub/lb, steps, ...)`, CiaoPP's (`steps_ub`,
`steps_lb` or `cost(ub/lb, steps, ...)` of the `_pa.pl`), and a verdict found by
evaluating both functions on a grid of argument sizes (each size in
SIZES; the variables are matched by argument position).
"""

import argparse
import itertools
import math
import os
import re
import subprocess
import sys
import tempfile

SIZES = [0, 1, 2, 3, 5, 8, 13, 20]
COSTLOG = "target/release/costlog"


def chunks(text):
    """Clauses and directives of a Prolog file (split at a full stop ending a line)."""
    return [c.strip() for c in re.split(r"\.[ \t]*(?:%[^\n]*)?\n", text + "\n") if c.strip()]


def balanced(text, start):
    """The text from `start` (just after an opening parenthesis) to its closing one."""
    depth = 1
    for i in range(start, len(text)):
        if text[i] == "(":
            depth += 1
        elif text[i] == ")":
            depth -= 1
            if depth == 0:
                return text[start:i]
    raise ValueError("unbalanced parentheses")


def split_args(text):
    """Top-level comma-separated arguments."""
    args, depth, cur = [], 0, ""
    for ch in text:
        if ch == "," and depth == 0:
            args.append(cur.strip())
            cur = ""
            continue
        depth += ch == "("
        depth -= ch == ")"
        cur += ch
    args.append(cur.strip())
    return args


def entries(program_chunks):
    """Names and arities of the `:- entry` predicates."""
    found = []
    for c in program_chunks:
        m = re.match(r":-\s*entry\s+([a-z]\w*)\s*(\(|/\s*(\d+)|$|\s*:)", c)
        if not m:
            continue
        name = m.group(1)
        if m.group(2) == "(":
            arity = len(split_args(balanced(c, m.end())))
        elif m.group(3):
            arity = int(m.group(3))
        else:
            arity = 0
        if (name, arity) not in found:
            found.append((name, arity))
    return found


def head_vars(text, name):
    """Argument names of the head `name(...)` at the start of an assertion body."""
    m = re.search(re.escape(name) + r"\(", text)
    return split_args(balanced(text, m.end())) if m else []


def find_cost(text, approx):
    """CiaoPP's steps bound of one approximation in an assertion, or None."""
    m = re.search(r"cost\(\s*%s\s*,\s*steps\s*," % approx, text)
    if m:
        return balanced(text, m.start() + len("cost(")).split(",", 2)[2].strip()
    m = re.search(r"steps_%s\(" % approx, text)
    if m:
        return balanced(text, m.end())
    return None


def ciaopp_bounds(pa_chunks, name, arity):
    """(ub, lb, other resources) CiaoPP records for `name/arity`, names positional."""
    ub = lb = None
    others = set()
    for c in pa_chunks:
        m = re.match(r":-\s*true\s+pred\s+%s\b" % re.escape(name), c)
        if not m:
            continue
        args = head_vars(c, name) if arity else []
        if len(args) != arity:
            continue
        positional = to_positional(c, args)
        ub = ub or find_cost(positional, "ub")
        lb = lb or find_cost(positional, "lb")
        others.update(re.findall(r"cost\(\s*(?:ub|lb)\s*,\s*([\w']+)", c))
    others.discard("steps")
    return ub, lb, sorted(others)


def to_positional(text, args):
    """Rename the head's variables to costlog's A, B, C, ... by position."""
    for i, var in enumerate(args):
        text = re.sub(r"(?<![\w$])%s(?!\w)" % re.escape(var), "ARG%d" % i, text)
    return text


def costlog_bounds(binary, path, name, arity):
    """(ub, lb) of costlog's first call pattern of `name/arity`, or the error."""
    out = subprocess.run(
        [binary, "analyze", "-q", path], capture_output=True, text=True, timeout=60
    )
    text = out.stdout
    pattern = r":- true pred %s%s" % (re.escape(name), r"\(" if arity else r"\s")
    for block in re.split(r"\n(?=:- true pred)", text):
        if not re.match(pattern, block):
            continue
        if arity and len(head_vars(block, name)) != arity:
            continue
        letters = head_vars(block, name) if arity else []
        positional = to_positional(block, letters)
        return find_cost(positional, "ub"), find_cost(positional, "lb"), None
    error = (out.stderr.strip().splitlines() or ["no bound printed"])[0]
    return None, None, error


def python_expr(expr):
    """A cost expression as Python source over ARG0, ARG1, ... sizes."""
    expr = re.sub(r"\$\((\w+)\)", r"IDX_\1", expr)
    out = ""
    i = 0
    while i < len(expr):
        m = re.match(r"sum\(", expr[i:])
        if m:
            var, lo, hi, body = split_args(balanced(expr, i + 4))
            out += "csum(lambda %s: %s, %s, %s)" % (
                var, python_expr(body), python_expr(lo), python_expr(hi))
            i += 4 + len(balanced(expr, i + 4)) + 1
            continue
        out += expr[i]
        i += 1
    out = re.sub(r"\b(length|int|size|nat|value|depth|length_of)\(", "measure(", out)
    return out.replace("exp(", "power(")


def evaluate(expr, values):
    """The value of a cost expression at the given argument sizes."""
    env = {
        "measure": lambda v: v,
        "power": lambda a, b: a ** b,
        "csum": lambda f, lo, hi: sum(f(j) for j in range(int(lo), int(hi) + 1)),
        "inf": math.inf,
        "log2": lambda x: math.log2(x) if x > 0 else 0,
        "log": lambda *a: math.log(a[-1], a[0]) if len(a) == 2 else math.log(a[0]),
        "max": max,
        "min": min,
        "__builtins__": {},
    }
    env.update({"ARG%d" % i: v for i, v in enumerate(values)})
    return float(eval(python_expr(expr), env))  # noqa: S307 (our own test inputs)


def compare(ours, theirs, arity, tighter_is_lower):
    """equal / tighter / looser / incomparable over the size grid."""
    if ours is None or theirs is None:
        return "n/a"
    signs = set()
    for values in itertools.product(SIZES, repeat=min(arity, 3)):
        values = list(values) + [0] * (arity - len(values))
        try:
            a, b = evaluate(ours, values), evaluate(theirs, values)
        except (ValueError, OverflowError, ZeroDivisionError, TypeError, SyntaxError, NameError):
            return "not evaluated"
        if math.isinf(a) and not math.isinf(b) and tighter_is_lower:
            return "costlog inf, CiaoPP finite"
        if abs(a - b) <= 1e-6 * max(1.0, abs(b)):
            continue
        signs.add("tighter" if (a < b) == tighter_is_lower else "looser")
    if not signs:
        return "equal"
    return signs.pop() if len(signs) == 1 else "incomparable"


def program_file(directory, stem, tmp):
    """The program to analyse: `stem.pl`, else `stem_pa.pl` without `:- true` assertions."""
    source = os.path.join(directory, stem + ".pl")
    if os.path.exists(source):
        return source
    with open(os.path.join(directory, stem + "_pa.pl")) as f:
        kept = [c for c in chunks(f.read()) if not re.match(r":-\s*true\b", c)]
    path = os.path.join(tmp, stem + ".pl")
    with open(path, "w") as f:
        f.write(".\n\n".join(kept) + ".\n")
    return path


def show(expr):
    """A bound for the table: positional names as costlog prints them."""
    if expr is None:
        return "—"
    text = re.sub(r"ARG(\d+)", lambda m: chr(ord("A") + int(m.group(1))), expr)
    return "`%s`" % re.sub(r"\s+", "", text)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("directory")
    parser.add_argument("--costlog", default=COSTLOG)
    opts = parser.parse_args()
    stems = sorted(f[: -len("_pa.pl")] for f in os.listdir(opts.directory) if f.endswith("_pa.pl"))
    print("| program | entry | costlog ub | CiaoPP ub | ub | costlog lb | CiaoPP lb | lb |")
    print("|---|---|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as tmp:
        for stem in stems:
            with open(os.path.join(opts.directory, stem + "_pa.pl")) as f:
                pa = chunks(f.read())
            program = program_file(opts.directory, stem, tmp)
            with open(program) as f:
                wanted = entries(chunks(f.read())) or entries(pa)
            for name, arity in wanted:
                c_ub, c_lb, others = ciaopp_bounds(pa, name, arity)
                ub, lb, error = costlog_bounds(opts.costlog, program, name, arity)
                if error:
                    ub = lb = None
                ub_cell = show(ub) if not error else "error: " + error[:60]
                ciaopp_ub = show(c_ub) if c_ub or not others else "(only %s)" % ", ".join(others)
                print("| %s | %s/%d | %s | %s | %s | %s | %s | %s |" % (
                    stem, name, arity, ub_cell, ciaopp_ub,
                    compare(ub, c_ub, arity, True), show(lb), show(c_lb),
                    compare(lb, c_lb, arity, False)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
