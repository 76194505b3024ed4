#!/usr/bin/env python3
"""Per-program errors of a calibration's models, and what each choice rule picks.

`costlog calibrate --evaluate` reports the chosen model's errors; this script
puts the models a rule could choose side by side, on the evaluation points'
counted costs (no static bounds involved), so that a change of the model-choice
rule can be judged by how well the model it picks predicts programs the
calibration never saw.

    costlog calibrate --format json --output p.yaml > p.json
    costlog calibrate --evaluate --platform p.yaml --format json > eval.json
    bench/calib_models.py programs p.yaml eval.json   # per-program table
    bench/calib_models.py rules p.yaml eval.json      # what each rule picks
    bench/calib_models.py headroom p.yaml eval.json   # static bounds vs time

Rules compared (each over the usable models: cross-validated, constants >= 0):
`one-se` the platform's chosen model (calibrate/src/fit.rs `choose`: fewest
components within one standard error of the smallest leave-one-program-out
error); `min-cv` the smallest leave-one-program-out error; `min-worst` the
smallest worst under-/over-prediction (in-sample and of each fold on the
program it left out); `oracle` the best on the evaluation set itself (a bound
on what any rule can reach with these components, not a rule). `static` is the
model static bounds use: the smallest cross-validated error among the models
whose components the analysis bounds (`UNBOUNDED` lists the others).

`headroom` evaluates the tightest exec_time bounds the static model proves at
each evaluation point with static bounds (`bounds` of the evaluation JSON):
upper `1.2 (1 + under) slowest_round ub + call_overhead` and lower
`0.8 / ((1 + over) slowdown) lb` (src/platform.rs `time_model` with the
default 20% tolerance), and prints the three smallest ratios bound/observed
(upper) and observed/bound (lower): below 1 would be a wrong `checked`.
"""
import json
import math
import sys

import yaml

UNBOUNDED = {"vm_instructions", "gc_cells"}


def load(platform_path, evaluation_path):
    """The platform's usable models, its chosen one, and the evaluation points."""
    platform = yaml.safe_load(open(platform_path))
    points = json.load(open(evaluation_path))["points"]
    usable = [
        m
        for m in platform["models"]
        if m.get("cv_error") is not None
        and "worst_under_prediction" in m
        and all(v >= 0 for v in m["constants"].values())
    ]
    chosen = next(
        m
        for m in platform["models"]
        if sorted(m["components"]) == sorted(platform["chosen"])
    )
    return usable, chosen, points


def errors(model, points):
    """Relative error of the model's prediction from counted costs, per point."""
    return [
        sum(model["constants"][c] * p["counted"][c] for c in model["components"])
        / p["observed_ns"]
        - 1
        for p in points
    ]


def rms(xs):
    return math.sqrt(sum(x * x for x in xs) / len(xs))


def worst(model):
    return max(model["worst_under_prediction"], model["worst_over_prediction"])


def models_by_rule(usable, chosen, points):
    """The model each rule picks (see the module's doc)."""
    return {
        "one-se": chosen,
        "min-cv": min(usable, key=lambda m: m["cv_error"]),
        "min-worst": min(usable, key=worst),
        "static": min(
            (m for m in usable if not UNBOUNDED & set(m["components"])),
            key=lambda m: m["cv_error"],
        ),
        "oracle": min(usable, key=lambda m: rms(errors(m, points))),
    }


def rules(usable, chosen, points):
    for name, m in models_by_rule(usable, chosen, points).items():
        e = errors(m, points)
        print(
            f"{name:9} cv {m['cv_error'] * 100:5.1f}% worst {worst(m) * 100:5.1f}%"
            f"  evaluation RMS {rms(e) * 100:5.1f}% worst {max(e, key=abs) * 100:+6.1f}%"
            f"  {'+'.join(m['components'])}"
        )


def programs(usable, chosen, points):
    picked = models_by_rule(usable, chosen, points)
    names = ["one-se", "min-cv", "static"]
    print("| program | size | observed (us) | " + " | ".join(names) + " |")
    print("|---|---:|---:|" + "---:|" * len(names))
    columns = [errors(picked[n], points) for n in names]
    for i, p in enumerate(points):
        cells = " | ".join(f"{c[i] * 100:+.1f}%" for c in columns)
        print(f"| {p['program']} | {p['size']} | {p['observed_ns'] / 1000:.1f} | {cells} |")
    print("| RMS | | | " + " | ".join(f"{rms(c) * 100:.1f}%" for c in columns) + " |")
    print("| worst | | | " + " | ".join(f"{max(c, key=abs) * 100:+.1f}%" for c in columns) + " |")


def headroom(usable, chosen, points, platform):
    static = models_by_rule(usable, chosen, points)["static"]
    load = platform["calibration"]["load"]
    overhead = platform["calibration"]["call_overhead_ns"]
    up = 1.2 * (1 + static["worst_under_prediction"]) * load["slowest_round"]
    down = 0.8 / ((1 + static["worst_over_prediction"]) * load["slowdown"])
    print(f"{'+'.join(static['components'])}: upper x{up:.2f} + {overhead:.0f} ns, lower x{down:.2f}")
    uppers, lowers = [], []
    for p in points:
        b = p["bounds"]
        if any(b[c].get("ub") is None for c in static["components"]):
            continue
        at = f"{p['program']}({p['size']})"
        ub = sum(static["constants"][c] * b[c]["ub"] for c in static["components"])
        lb = sum(static["constants"][c] * (b[c].get("lb") or 0) for c in static["components"])
        uppers.append(((up * ub + overhead) / p["observed_ns"], at, ub / p["observed_ns"]))
        if lb > 0:
            lowers.append((p["observed_ns"] / (down * lb), at, lb / p["observed_ns"]))
    for name, rows in (("upper", uppers), ("lower", lowers)):
        least = ", ".join(f"{at} {r:.2f}x (predicted {q:.2f} of observed)" for r, at, q in sorted(rows)[:3])
        print(f"{name} ({len(rows)} points): {least}")


def main(argv):
    if len(argv) != 4 or argv[1] not in ("programs", "rules", "headroom"):
        sys.exit(__doc__)
    usable, chosen, points = load(argv[2], argv[3])
    if argv[1] == "headroom":
        headroom(usable, chosen, points, yaml.safe_load(open(argv[2])))
    else:
        {"programs": programs, "rules": rules}[argv[1]](usable, chosen, points)


if __name__ == "__main__":
    main(sys.argv)
