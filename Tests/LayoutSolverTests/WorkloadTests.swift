import Testing
import LayoutSolver

/// The benchmark workloads of `shared/bench/WORKLOADS.md` in small sizes, with the same
/// insertion order, edit schedule and checks (the full sizes run in `Benchmarks/`).
@Suite struct WorkloadTests {
    static func drag(_ base: Double, _ k: Int) -> Double { base * (1.25 - 0.5 * Double(k) / 99) }

    /// Registers the edits, adds `constraints`, runs the 100-step drag; returns the solver.
    static func run(edits: [(Variable, Double)], constraints: [Constraint]) throws -> Solver {
        let solver = Solver()
        for (v, base) in edits {
            try solver.addEditVariable(v, strength: .strong)
            try solver.suggestValue(v, base)
        }
        for c in constraints { try solver.addConstraint(c) }
        solver.updateVariables()
        for k in 0..<100 {
            for (v, base) in edits { try solver.suggestValue(v, drag(base, k)) }
            solver.updateVariables()
        }
        return solver
    }

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 * max(1, abs(a), abs(b)) }

    @Test(arguments: [1, 10, 40])
    func chain(n: Int) throws {
        let container = Variable("W")
        let xs = (0..<n).map { Variable("x\($0)") }, ws = (0..<n).map { Variable("w\($0)") }
        var cs: [Constraint] = []
        for i in 0..<n {
            cs.append(ws[i] >= 10)
            cs.append((ws[i] == 50).withStrength(.medium))
            cs.append(i == 0 ? xs[0] == 0 : xs[i] == xs[i - 1] + ws[i - 1] + 8)
        }
        cs.append(xs[n - 1] + ws[n - 1] <= container)
        let natural = 58.0 * Double(n) - 8
        let solver = try Self.run(edits: [(container, natural)], constraints: cs)
        let wf = min(Self.drag(natural, 99), natural)
        #expect(Self.close(solver.value(of: xs[n - 1]) + solver.value(of: ws[n - 1]), wf))
        #expect(Self.close(ws.reduce(0) { $0 + solver.value(of: $1) }, wf - 8 * Double(n - 1)))
        #expect(ws.allSatisfy { solver.value(of: $0) >= 10 - 1e-9 && solver.value(of: $0) <= 50 + 1e-9 })
    }

    @Test(arguments: [(3, 3), (2, 5)])
    func grid(r: Int, c: Int) throws {
        let cw = Variable("W"), ch = Variable("H")
        func cells(_ name: String) -> [[Variable]] { (0..<r).map { i in (0..<c).map { Variable("\(name)\(i)_\($0)") } } }
        let x = cells("x"), y = cells("y"), w = cells("w"), h = cells("h")
        var cs: [Constraint] = []
        for i in 0..<r {
            for j in 0..<c {
                cs.append(j == 0 ? x[i][j] == 8 : x[i][j] == x[i][j - 1] + w[i][j - 1] + 8)
                cs.append(i == 0 ? y[i][j] == 8 : y[i][j] == y[i - 1][j] + h[i - 1][j] + 8)
                if j > 0 { cs.append(Constraint(Expression(w[i][j]), .equal, Expression(w[i][0]))) }
                if i > 0 { cs.append(Constraint(Expression(h[i][j]), .equal, Expression(h[0][j]))) }
                cs.append(w[i][j] >= 0)
                cs.append(h[i][j] >= 0)
                cs.append((w[i][j] == 44).withStrength(.weak))
                cs.append((h[i][j] == 44).withStrength(.weak))
                if j == c - 1 { cs.append(x[i][j] + w[i][j] == cw - 8) }
                if i == r - 1 { cs.append(y[i][j] + h[i][j] == ch - 8) }
            }
        }
        #expect(cs.count == 8 * r * c)
        let bw = 52.0 * Double(c) + 8, bh = 52.0 * Double(r) + 8
        let solver = try Self.run(edits: [(cw, bw), (ch, bh)], constraints: cs)
        let wf = Self.drag(bw, 99), hf = Self.drag(bh, 99)
        let (li, lj) = (r - 1, c - 1)
        #expect(Self.close(solver.value(of: w[li][lj]), (wf - 8 * Double(c + 1)) / Double(c)))
        #expect(Self.close(solver.value(of: h[li][lj]), (hf - 8 * Double(r + 1)) / Double(r)))
        #expect(Self.close(solver.value(of: x[li][lj]) + solver.value(of: w[li][lj]), wf - 8))
        #expect(Self.close(solver.value(of: y[li][lj]) + solver.value(of: h[li][lj]), hf - 8))
    }

    @Test(arguments: [1, 2, 3])
    func nested(depth: Int) throws {
        typealias Node = (l: Variable, t: Variable, w: Variable, h: Variable)
        var count = 0
        func node() -> Node {
            count += 1
            return (Variable("l\(count)"), Variable("t\(count)"), Variable("w\(count)"), Variable("h\(count)"))
        }
        let root = node()
        var cs: [Constraint] = [root.l == 0, root.t == 0, root.w >= 0, root.h >= 0]
        var frontier = [root], last = root
        for _ in 0..<depth {
            var next: [Node] = []
            for p in frontier {
                let k = [node(), node(), node(), node()]
                let (c0, c1, c2, c3) = (k[0], k[1], k[2], k[3])
                cs += [c0.l == p.l + 4, c0.t == p.t + 4, c1.l == c0.l + c0.w + 4, c1.t == p.t + 4,
                       c1.l + c1.w == p.l + p.w - 4, c2.l == p.l + 4, c2.t == c0.t + c0.h + 4,
                       c2.t + c2.h == p.t + p.h - 4, c3.l == c2.l + c2.w + 4, c3.t == c1.t + c1.h + 4,
                       c3.l + c3.w == p.l + p.w - 4, c3.t + c3.h == p.t + p.h - 4]
                for (a, b) in [(c0.w, c1.w), (c2.w, c3.w), (c0.h, c2.h), (c1.h, c3.h)] {
                    cs.append(Constraint(Expression(a), .equal, Expression(b)))
                }
                for n in k { cs += [n.w >= 0, n.h >= 0] }
                next += k
                last = c3
            }
            frontier = next
        }
        let solver = try Self.run(edits: [(root.w, 2048), (root.h, 2048)], constraints: cs)
        let f = Self.drag(2048, 99)
        var side = f
        for _ in 0..<depth { side = (side - 12) / 2 }
        #expect(Self.close(solver.value(of: last.w), side))
        #expect(Self.close(solver.value(of: last.h), side))
        #expect(Self.close(solver.value(of: last.l) + solver.value(of: last.w), f - 4 * Double(depth)))
        #expect(Self.close(solver.value(of: last.t) + solver.value(of: last.h), f - 4 * Double(depth)))
    }

    @Test(arguments: [1, 10])
    func independent(n: Int) throws {
        let container = Variable("W")
        var cs: [Constraint] = []
        var widths: [Variable] = []
        for i in 0..<n {
            let l = Variable("l\(i)"), t = Variable("t\(i)"), w = Variable("w\(i)"), h = Variable("h\(i)")
            cs += [l == 8, l + w == container - 8, t == 8 + 52 * Double(i), h == 44]
            widths.append(w)
        }
        let solver = try Self.run(edits: [(container, 320)], constraints: cs)
        let f = Self.drag(320, 99)
        #expect(Self.close(solver.value(of: widths[n - 1]), f - 16))
        #expect(Self.close(widths.reduce(0) { $0 + solver.value(of: $1) }, (f - 16) * Double(n)))
    }

    /// A workload torn down constraint by constraint (in a scrambled order) and rebuilt
    /// must give the same answer: exercises removal of chain and container rows.
    @Test func chain_removeAndReAddEverything_givesTheSameLayout() throws {
        let n = 12
        let container = Variable("W")
        let xs = (0..<n).map { Variable("x\($0)") }, ws = (0..<n).map { Variable("w\($0)") }
        var cs: [Constraint] = []
        for i in 0..<n {
            cs.append(ws[i] >= 10)
            cs.append((ws[i] == 50).withStrength(.medium))
            cs.append(i == 0 ? xs[0] == 0 : xs[i] == xs[i - 1] + ws[i - 1] + 8)
        }
        cs.append(xs[n - 1] + ws[n - 1] <= container)
        let solver = Solver()
        try solver.addEditVariable(container, strength: .strong)
        try solver.suggestValue(container, 500)
        for c in cs { try solver.addConstraint(c) }
        var rng = SeededGenerator(seed: 42)
        let order = cs.indices.shuffled(using: &rng)
        for i in order.prefix(cs.count / 2) { try solver.removeConstraint(cs[i]) }
        for i in order.prefix(cs.count / 2).reversed() { try solver.addConstraint(cs[i]) }
        solver.updateVariables()
        #expect(Self.close(solver.value(of: xs[n - 1]) + solver.value(of: ws[n - 1]), 500))
        #expect(Self.close(ws.reduce(0) { $0 + solver.value(of: $1) }, 500 - 8 * Double(n - 1)))
    }
}
