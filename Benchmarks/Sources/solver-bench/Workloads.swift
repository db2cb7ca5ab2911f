import LayoutSolver

/// One workload instance: the variables, constraints (in insertion order), edit variables
/// with base values, and the check of WORKLOADS.md. Mirrors `Model` in kiwi_reference.py.
final class Model {
    var variableCount = 0
    var views = 0
    var constraints: [Constraint] = []
    var edits: [(Variable, Double)] = []
    var check: (Solver) -> [(String, Double)] = { _ in [] }
    var expected: [(String, Double)] = []

    func variable(_ name: String) -> Variable {
        variableCount += 1
        return Variable(name)
    }

    func req(_ c: Constraint) { constraints.append(c) }

    func add(_ c: Constraint, _ strength: Strength) { constraints.append(c.withStrength(strength)) }
}

let editSteps = 100

/// The drag schedule: from 125 % down to 75 % of `base` in `editSteps` steps.
func drag(_ base: Double, _ k: Int) -> Double {
    base * (1.25 - 0.5 * Double(k) / Double(editSteps - 1))
}

/// chain-N: N views left to right ("dependent siblings").
func makeChain(_ n: Int) -> Model {
    let m = Model()
    m.views = n
    let container = m.variable("container.width")
    let natural = 58.0 * Double(n) - 8.0
    var xs: [Variable] = [], ws: [Variable] = []
    xs.reserveCapacity(n)
    ws.reserveCapacity(n)
    for i in 0..<n {
        xs.append(m.variable("v\(i).left"))
        ws.append(m.variable("v\(i).width"))
    }
    for i in 0..<n {
        let x = xs[i], w = ws[i]
        m.req(w >= 10)                                        // C1
        m.add(w == 50, .medium)                               // C2
        if i == 0 {
            m.req(x == 0)                                     // C3
        } else {
            m.req(x == xs[i - 1] + ws[i - 1] + 8)             // C4
        }
    }
    m.req(xs[n - 1] + ws[n - 1] <= container)                 // C5
    m.edits = [(container, natural)]
    m.check = { s in
        var sum = 0.0
        for w in ws { sum += s.value(of: w) }
        return [("last_trailing", s.value(of: xs[n - 1]) + s.value(of: ws[n - 1])), ("sum_widths", sum)]
    }
    let wf = min(drag(natural, editSteps - 1), natural)
    m.expected = [("last_trailing", wf), ("sum_widths", wf - 8.0 * Double(n - 1))]
    return m
}

/// grid-R-C: R × C equal cells with 8-pt spacing filling the container.
func makeGrid(_ r: Int, _ c: Int) -> Model {
    let m = Model()
    m.views = r * c
    let cw = m.variable("container.width")
    let ch = m.variable("container.height")
    var xv: [[Variable]] = [], yv: [[Variable]] = [], wv: [[Variable]] = [], hv: [[Variable]] = []
    for i in 0..<r {
        var xr: [Variable] = [], yr: [Variable] = [], wr: [Variable] = [], hr: [Variable] = []
        for j in 0..<c {
            xr.append(m.variable("c\(i)_\(j).left"))
            yr.append(m.variable("c\(i)_\(j).top"))
            wr.append(m.variable("c\(i)_\(j).width"))
            hr.append(m.variable("c\(i)_\(j).height"))
        }
        xv.append(xr); yv.append(yr); wv.append(wr); hv.append(hr)
    }
    for i in 0..<r {
        for j in 0..<c {
            let x = xv[i][j], y = yv[i][j], w = wv[i][j], h = hv[i][j]
            if j == 0 { m.req(x == 8) } else { m.req(x == xv[i][j - 1] + wv[i][j - 1] + 8) }   // G1 / G2
            if i == 0 { m.req(y == 8) } else { m.req(y == yv[i - 1][j] + hv[i - 1][j] + 8) }   // G3 / G4
            if j > 0 { m.req(w == wv[i][0]) }                                                 // G5
            if i > 0 { m.req(h == hv[0][j]) }                                                 // G6
            m.req(w >= 0)                                                                     // G7
            m.req(h >= 0)                                                                     // G8
            m.add(w == 44, .weak)                                                             // G9
            m.add(h == 44, .weak)                                                             // G10
            if j == c - 1 { m.req(x + w == cw - 8) }                                          // G11
            if i == r - 1 { m.req(y + h == ch - 8) }                                          // G12
        }
    }
    let bw = 52.0 * Double(c) + 8.0, bh = 52.0 * Double(r) + 8.0
    m.edits = [(cw, bw), (ch, bh)]
    let lx = xv[r - 1][c - 1], ly = yv[r - 1][c - 1], lw = wv[r - 1][c - 1], lh = hv[r - 1][c - 1]
    m.check = { s in
        [("cell_w", s.value(of: lw)), ("cell_h", s.value(of: lh)),
         ("last_right", s.value(of: lx) + s.value(of: lw)), ("last_bottom", s.value(of: ly) + s.value(of: lh))]
    }
    let wf = drag(bw, editSteps - 1), hf = drag(bh, editSteps - 1)
    m.expected = [("cell_w", (wf - 8.0 * Double(c + 1)) / Double(c)), ("cell_h", (hf - 8.0 * Double(r + 1)) / Double(r)),
                  ("last_right", wf - 8.0), ("last_bottom", hf - 8.0)]
    return m
}

let nestedBase = 2048.0

/// nested-D: a complete 4-ary tree of depth D, children in 2 × 2 quadrants.
func makeNested(_ depth: Int) -> Model {
    let m = Model()
    typealias Node = (l: Variable, t: Variable, w: Variable, h: Variable)
    var nodes: [Node] = []
    func newNode(_ k: Int) -> Node {
        (m.variable("n\(k).left"), m.variable("n\(k).top"), m.variable("n\(k).width"), m.variable("n\(k).height"))
    }
    let root = newNode(0)
    nodes.append(root)
    m.req(root.l == 0)                                     // N1
    m.req(root.t == 0)                                     // N2
    m.req(root.w >= 0)                                     // N3
    m.req(root.h >= 0)                                     // N4
    var frontier = [root]
    for _ in 0..<depth {
        var next: [Node] = []
        for p in frontier {
            var kids: [Node] = []
            for _ in 0..<4 {
                let k = newNode(nodes.count)
                nodes.append(k)
                kids.append(k)
            }
            let c0 = kids[0], c1 = kids[1], c2 = kids[2], c3 = kids[3]
            m.req(c0.l == p.l + 4)                         // Q1
            m.req(c0.t == p.t + 4)                         // Q2
            m.req(c1.l == c0.l + c0.w + 4)                 // Q3
            m.req(c1.t == p.t + 4)                         // Q4
            m.req(c1.l + c1.w == p.l + p.w - 4)            // Q5
            m.req(c2.l == p.l + 4)                         // Q6
            m.req(c2.t == c0.t + c0.h + 4)                 // Q7
            m.req(c2.t + c2.h == p.t + p.h - 4)            // Q8
            m.req(c3.l == c2.l + c2.w + 4)                 // Q9
            m.req(c3.t == c1.t + c1.h + 4)                 // Q10
            m.req(c3.l + c3.w == p.l + p.w - 4)            // Q11
            m.req(c3.t + c3.h == p.t + p.h - 4)            // Q12
            m.req(Constraint(Expression(c0.w), .equal, Expression(c1.w)))   // Q13
            m.req(Constraint(Expression(c2.w), .equal, Expression(c3.w)))   // Q14
            m.req(Constraint(Expression(c0.h), .equal, Expression(c2.h)))   // Q15
            m.req(Constraint(Expression(c1.h), .equal, Expression(c3.h)))   // Q16
            for k in kids {
                m.req(k.w >= 0)                            // N3
                m.req(k.h >= 0)                            // N4
            }
            next.append(contentsOf: kids)
        }
        frontier = next
    }
    m.views = nodes.count
    m.edits = [(root.w, nestedBase), (root.h, nestedBase)]
    let last = nodes[nodes.count - 1]
    m.check = { s in
        [("last_w", s.value(of: last.w)), ("last_h", s.value(of: last.h)),
         ("last_right", s.value(of: last.l) + s.value(of: last.w)),
         ("last_bottom", s.value(of: last.t) + s.value(of: last.h))]
    }
    let f = drag(nestedBase, editSteps - 1)
    var w = f
    for _ in 0..<depth { w = (w - 12.0) / 2.0 }
    m.expected = [("last_w", w), ("last_h", w), ("last_right", f - 4.0 * Double(depth)),
                  ("last_bottom", f - 4.0 * Double(depth))]
    return m
}

let independentBase = 320.0

/// independent-N: N siblings, each constrained only to the container.
func makeIndependent(_ n: Int) -> Model {
    let m = Model()
    m.views = n
    let container = m.variable("container.width")
    var vs: [(l: Variable, t: Variable, w: Variable, h: Variable)] = []
    vs.reserveCapacity(n)
    for i in 0..<n {
        vs.append((m.variable("v\(i).left"), m.variable("v\(i).top"), m.variable("v\(i).width"), m.variable("v\(i).height")))
    }
    for (i, v) in vs.enumerated() {
        m.req(v.l == 8)                                    // I1
        m.req(v.l + v.w == container - 8)                  // I2
        m.req(v.t == 8 + 52 * Double(i))                   // I3
        m.req(v.h == 44)                                   // I4
    }
    m.edits = [(container, independentBase)]
    m.check = { s in
        var sum = 0.0
        for v in vs { sum += s.value(of: v.w) }
        return [("last_w", s.value(of: vs[n - 1].w)), ("sum_widths", sum)]
    }
    let f = drag(independentBase, editSteps - 1)
    m.expected = [("last_w", f - 16.0), ("sum_widths", (f - 16.0) * Double(n))]
    return m
}

let workloads: [(String, @Sendable () -> Model)] = [
    ("chain-100", { makeChain(100) }),
    ("chain-1000", { makeChain(1000) }),
    ("chain-10000", { makeChain(10000) }),
    ("grid-10-10", { makeGrid(10, 10) }),
    ("grid-30-30", { makeGrid(30, 30) }),
    ("nested-2", { makeNested(2) }),
    ("nested-4", { makeNested(4) }),
    ("nested-5", { makeNested(5) }),
    ("nested-6", { makeNested(6) }),
    ("independent-100", { makeIndependent(100) }),
    ("independent-1000", { makeIndependent(1000) }),
    ("independent-10000", { makeIndependent(10000) }),
]

let quickWorkloads: Set<String> = ["chain-100", "chain-1000", "grid-10-10", "nested-2", "nested-4",
                                   "independent-100", "independent-1000"]
