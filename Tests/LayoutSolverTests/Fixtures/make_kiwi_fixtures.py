#!/usr/bin/env python3
"""Generate kiwi_fixtures.json: random small constraint systems solved by kiwisolver.

The Swift test KiwiCrossCheckTests replays each system in LayoutSolver and checks that every
required constraint holds and that its weighted error is, level by level (strong, then
medium, then weak), no worse than kiwi's. It also checks that both solvers accept and reject
the same required constraints.

Regenerate (the JSON is committed, so tests need no Python):

    pip install kiwisolver==1.5.1
    python3 Tests/LayoutSolverTests/Fixtures/make_kiwi_fixtures.py

Deterministic: fixed seed, stdlib random only. Sizes stay small (coefficients in -3..3,
constants in -40..40, variables bounded to [-200, 200]) so that kiwi's weighted strengths
(strong 1e6, medium 1e3, weak 1) behave like true priorities and the comparison is fair.
"""

import json
import os
import random

import kiwisolver as kiwi

SEED = 20260522
SYSTEMS = 150
STRENGTHS = {"required": kiwi.strength.required, "strong": kiwi.strength.strong,
             "medium": kiwi.strength.medium, "weak": kiwi.strength.weak}
OPS = ["==", "<=", ">="]


def make_system(rng):
    nvars = rng.randint(2, 7)
    constraints = []
    for i in range(nvars):  # bounds first, required
        constraints.append({"terms": [[i, 1.0]], "constant": 200.0, "op": ">=", "strength": "required"})
        constraints.append({"terms": [[i, 1.0]], "constant": -200.0, "op": "<=", "strength": "required"})
    for _ in range(rng.randint(3, 14)):
        k = rng.randint(1, min(3, nvars))
        terms = []
        for v in rng.sample(range(nvars), k):
            c = rng.choice([-3, -2, -1, 1, 1, 2, 3])
            terms.append([v, float(c)])
        constraints.append({
            "terms": terms,
            "constant": float(rng.randint(-40, 40)),
            "op": rng.choice(OPS),
            "strength": rng.choice(["required", "required", "strong", "medium", "medium", "weak", "weak"]),
        })
    edits = []
    if rng.random() < 0.6:
        v = rng.randrange(nvars)
        edits.append({"variable": v, "values": [float(rng.randint(-100, 100)) for _ in range(rng.randint(1, 3))]})
    return {"variables": nvars, "constraints": constraints, "edits": edits}


def solve(system):
    vs = [kiwi.Variable(f"v{i}") for i in range(system["variables"])]
    solver = kiwi.Solver()
    for e in system["edits"]:
        solver.addEditVariable(vs[e["variable"]], kiwi.strength.strong)
        solver.suggestValue(vs[e["variable"]], e["values"][0])
    accepted = []
    for c in system["constraints"]:
        expr = sum((coef * vs[i] for i, coef in c["terms"]), c["constant"])
        if c["op"] == "==":
            cn = expr == 0
        elif c["op"] == "<=":
            cn = expr <= 0
        else:
            cn = expr >= 0
        try:
            solver.addConstraint(cn | STRENGTHS[c["strength"]])
            accepted.append(True)
        except kiwi.UnsatisfiableConstraint:
            accepted.append(False)
    for e in system["edits"]:
        for value in e["values"][1:]:
            solver.suggestValue(vs[e["variable"]], value)
    solver.updateVariables()
    system["accepted"] = accepted
    system["kiwi_values"] = [v.value() for v in vs]
    return system


def solve_guarded(system):
    """Solve in a forked child: kiwi 1.5.1 aborts the process (std::terminate on
    InternalSolverError "Dual optimize failed") on a few systems; those are kept in the
    fixture under "kiwi_aborted" (without kiwi's values) and LayoutSolver must solve them."""
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(r)
        try:
            data = json.dumps(solve(system)).encode()
            os.write(w, data)
        finally:
            os._exit(0)
    os.close(w)
    chunks = []
    while True:
        chunk = os.read(r, 1 << 16)
        if not chunk:
            break
        chunks.append(chunk)
    os.close(r)
    _, status = os.waitpid(pid, 0)
    if status != 0 or not chunks:
        return None
    return json.loads(b"".join(chunks))


def main():
    rng = random.Random(SEED)
    systems, aborted = [], []
    while len(systems) < SYSTEMS:
        system = make_system(rng)
        solved = solve_guarded(json.loads(json.dumps(system)))
        if solved is None:
            aborted.append(system)
        else:
            systems.append(solved)
    crashed = len(aborted)
    print(f"kiwi aborted on {crashed} generated systems (kept without kiwi values)")
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "kiwi_fixtures.json")
    with open(out, "w") as f:
        json.dump({"generator": "make_kiwi_fixtures.py", "kiwisolver": kiwi.__version__, "seed": SEED,
                   "kiwi_aborted": aborted, "systems": systems}, f, separators=(",", ":"))
        f.write("\n")
    print(f"wrote {len(systems)} systems to {out}")


if __name__ == "__main__":
    main()
