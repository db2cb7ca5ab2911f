import Testing
@testable import LayoutSolver

@Test func debugChain() throws {
    for n in [4, 10, 20, 100] {
        let s = Solver()
        let W = Variable("W")
        var xs: [Variable] = [], ws: [Variable] = []
        for i in 0..<n { xs.append(Variable("x\(i)")); ws.append(Variable("w\(i)")) }
        let natural = 58.0 * Double(n) - 8
        try s.addEditVariable(W, strength: .strong)
        try s.suggestValue(W, natural)
        for i in 0..<n {
            try s.addConstraint(ws[i] >= 10)
            try s.addConstraint((ws[i] == 50).withStrength(.medium))
            if i == 0 { try s.addConstraint(xs[0] == 0) } else { try s.addConstraint(xs[i] == xs[i-1] + ws[i-1] + 8) }
        }
        try s.addConstraint(xs[n-1] + ws[n-1] <= W)
        for k in 0..<100 {
            let value = natural * (1.25 - 0.5 * Double(k) / 99)
            try s.suggestValue(W, value)
            s.updateVariables()
            let trailing = s.value(of: xs[n-1]) + s.value(of: ws[n-1])
            let sum = ws.reduce(0) { $0 + s.value(of: $1) }
            if abs(trailing - min(value, natural)) > 1e-6 || abs(sum - (min(value, natural) - 8 * Double(n - 1))) > 1e-6 {
                print("FAIL n=\(n) k=\(k) value=\(value) trailing=\(trailing) sum=\(sum)", ws.map { s.value(of: $0) })
                break
            }
        }
    }
}

@Test func debugChainStats() throws {
    let n = 1000
    let s = Solver()
    let W = Variable("W")
    var xs: [Variable] = [], ws: [Variable] = []
    for i in 0..<n { xs.append(Variable("x\(i)")); ws.append(Variable("w\(i)")) }
    let natural = 58.0 * Double(n) - 8
    try s.addEditVariable(W, strength: .strong)
    try s.suggestValue(W, natural)
    for i in 0..<n {
        try s.addConstraint(ws[i] >= 10)
        try s.addConstraint((ws[i] == 50).withStrength(.medium))
        if i == 0 { try s.addConstraint(xs[0] == 0) } else { try s.addConstraint(xs[i] == xs[i-1] + ws[i-1] + 8) }
    }
    try s.addConstraint(xs[n-1] + ws[n-1] <= W)
    func stats(_ label: String) {
        let sizes = s.tableau.rows.map { $0.cells.count }.sorted()
        let big = sizes.filter { $0 > 50 }.count
        print(label, "rows", sizes.count, "total cells", sizes.reduce(0, +), "max", sizes.last ?? 0, "rows>50", big,
              "dirty", s.tableau.dirty.count)
    }
    stats("built")
    for k in [0, 10, 50, 60, 80, 99] {
        let value = natural * (1.25 - 0.5 * Double(k) / 99)
        try s.suggestValue(W, value)
        s.updateVariables()
        stats("k=\(k)")
    }
}
