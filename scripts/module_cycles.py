#!/usr/bin/env python3
"""Module-level dependency cycles of one crate, for ARCHITECTURE.md.

Usage: python3 scripts/module_cycles.py analyzer/src

A module depends on another when it names it: `use crate::a::b`, `use super::x`,
a `crate::`/`super::` path in code, or a sibling module's name brought in by
`use super::*` (`recursion::allows`). Comments and `mod tests` are ignored; a
module's own parents do not count. Prints each strongly connected component of
more than one module with the edges inside it; prints nothing when there is none.
"""
import os, re, sys
root = sys.argv[1]
mods = {}
for d, _, fs in os.walk(root):
    for f in fs:
        if not f.endswith('.rs'): continue
        p = os.path.join(d, f)
        rel = os.path.relpath(p, root)[:-3].split(os.sep)
        if rel[-1] in ('mod', 'lib', 'main'): rel = rel[:-1]
        mods[tuple(rel)] = p
def resolve(cur, path):
    parts = path.split('::')
    if parts[0] == 'crate': base = []; parts = parts[1:]
    elif parts[0] == 'super':
        base = list(cur[:-1]); parts = parts[1:]
        while parts and parts[0] == 'super': base = base[:-1]; parts = parts[1:]
    elif parts[0] == 'self': base = list(cur); parts = parts[1:]
    else: return None
    best = None
    for i in range(len(parts)+1):
        cand = tuple(base + parts[:i])
        if cand in mods: best = cand
    return best
edges = {m: set() for m in mods}
for m, p in mods.items():
    src = open(p).read()
    src = re.sub(r'//[^\n]*', '', src)
    src = re.sub(r'#\[cfg\(test\)\]\s*mod tests\s*\{.*', '', src, flags=re.S)
    for u in re.findall(r'\buse\s+([^;]+);', src):
        u = re.sub(r'\s+', '', u)
        # expand a{b,c} one level
        mm = re.match(r'(.*?)::\{(.*)\}$', u)
        paths = [u]
        if mm:
            paths = [mm.group(1) + '::' + x for x in re.split(r',(?![^{]*\})', mm.group(2)) if x]
        for q in paths:
            q = q.split(' as ')[0]
            t = resolve(m, q)
            if t and t != m and not (len(t) < len(m) and m[:len(t)] == t): edges[m].add(t)
    for q in re.findall(r'\b((?:crate|super)(?:::\w+)+)', src):
        t = resolve(m, q)
        if t and t != m and not (len(t) < len(m) and m[:len(t)] == t): edges[m].add(t)
    # bare sibling-module paths (names brought in by `use super::*`)
    for sib in mods:
        if len(sib) == len(m) and sib[:-1] == m[:-1] and sib != m and sib:
            if re.search(r'(?<![\w:])' + re.escape(sib[-1]) + r'::\w', src):
                edges[m].add(sib)
# tarjan
idx = {}; low = {}; st = []; on = set(); out = []; c = [0]
sys.setrecursionlimit(10000)
def sc(v):
    idx[v] = low[v] = c[0]; c[0] += 1; st.append(v); on.add(v)
    for w in edges[v]:
        if w not in idx: sc(w); low[v] = min(low[v], low[w])
        elif w in on: low[v] = min(low[v], idx[w])
    if low[v] == idx[v]:
        comp = []
        while True:
            w = st.pop(); on.discard(w); comp.append(w)
            if w == v: break
        if len(comp) > 1: out.append(comp)
for v in mods:
    if v not in idx: sc(v)
for comp in out:
    names = sorted('::'.join(x) or 'lib' for x in comp)
    print(len(names), names)
    for a in comp:
        for b in edges[a]:
            if b in comp: print('   ', '::'.join(a), '->', '::'.join(b))
