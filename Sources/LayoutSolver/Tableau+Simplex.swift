/// Pivoting and the two optimizers (primal for adds and removals, dual for edits).
extension Tableau {
    /// Replaces `s`, which just became basic in row `pivotRow`, in every other row that
    /// contains it, in the objective, and in the artificial objective if one is active.
    ///
    /// External definition rows keep a restricted `s` as a ref (its value is its row's
    /// constant) unless `intoDefinitions` is set: they are only evaluated, never pivoted on,
    /// so this spares them the fill-in of `s`'s row — in a dependent chain that row is the
    /// dense container row, which would otherwise be copied into a width's definition on
    /// every pivot of a drag. An external `s` is always substituted everywhere, which keeps
    /// refs to external symbols pointing to lower ranks.
    mutating func substitute(_ s: Int32, pivotRow: Int, intoDefinitions: Bool = false) {
        if kind[Int(s)] == .dummy { ensureDummyColumns() }
        let source = rows[pivotRow].cells
        let c = rows[pivotRow].constant
        let column = columns[Int(s)]
        columns[Int(s)] = []
        let keepRefs = !intoDefinitions && kind[Int(s)] != .external
        for r32 in column {
            let r = Int(r32)
            if r == pivotRow || rows[r].basic < 0 { continue }
            if keepRefs && kind[Int(rows[r].basic)] == .external {
                columns[Int(s)].append(r32)
                continue
            }
            let a = removeCell(s, fromRow: r)
            if a == 0 { continue }
            addScaled(into: r, source, constant: c, factor: a)
            if isInfeasible(r) { infeasible.append(r32) }
        }
        for l in objective.indices {
            let a = objective[l][Int(s)]
            if a == 0 { continue }
            objective[l][Int(s)] = 0
            objectiveConstant[l] += a * c
            for cell in source {
                let i = Int(cell.symbol)
                let v = objective[l][i] + a * cell.coefficient
                objective[l][i] = nearZero(v) ? 0 : v
                markDirty(cell.symbol)
            }
        }
        if artificial != nil { substituteIntoArtificial(s, source, c) }
    }

    private mutating func substituteIntoArtificial(_ s: Int32, _ source: [Cell], _ c: Double) {
        guard var row = artificial else { return }
        artificial = nil
        guard let i = row.cells.firstIndex(where: { $0.symbol == s }) else {
            artificial = row
            return
        }
        let a = row.cells[i].coefficient
        row.cells.remove(at: i)
        row.constant += a * c
        for cell in source {
            let v = a * cell.coefficient
            if let j = row.cells.firstIndex(where: { $0.symbol == cell.symbol }) {
                let nv = row.cells[j].coefficient + v
                if nearZero(nv) { row.cells.remove(at: j) } else { row.cells[j].coefficient = nv }
            } else if !nearZero(v) {
                row.cells.append(Cell(symbol: cell.symbol, coefficient: v))
            }
        }
        artificial = row
    }

    /// Makes `entering` basic in row `r`; the row's basic symbol leaves the basis.
    /// Row `r` must be free of refs (parametric symbols only).
    mutating func pivot(row r: Int, entering e: Int32) {
        let leaving = rows[r].basic
        var cells: [Cell] = []
        swap(&cells, &rows[r].cells)
        guard let i = cells.firstIndex(where: { $0.symbol == e }) else {
            swap(&cells, &rows[r].cells)
            return
        }
        let a = cells[i].coefficient
        cells[i] = cells[cells.count - 1]
        cells.removeLast()
        let k = -1 / a
        for j in cells.indices { cells[j].coefficient *= k }
        cells.append(Cell(symbol: leaving, coefficient: 1 / a))
        rows[r].constant *= k
        swap(&cells, &rows[r].cells)
        structureVersion &+= 1
        touchRow(r)
        touchSymbol(leaving)
        touchSymbol(e)
        rows[r].basic = e
        appendToColumn(leaving, row: r)
        rowOf[Int(leaving)] = -1
        rowOf[Int(e)] = Int32(r)
        if kind[Int(leaving)] == .external { externalBecameParametric(leaving) }
        if kind[Int(e)] == .external { assignRank(e) }
        substitute(e, pivotRow: r)
    }

    /// The primal ratio test: the simplex row that limits how far `e` can move in
    /// `direction` (+1 increase, -1 decrease; only free external symbols decrease).
    mutating func leavingRow(for e: Int32, direction: Double = 1) -> Int? {
        var best = -1
        var bestRatio = Double.infinity
        var bestBasic = Int32.max
        for (r, coefficient) in columnEntries(e) {
            let a = direction * coefficient
            if a >= 0 { continue }
            let b = rows[r].basic
            if kind[Int(b)] == .external { continue }
            let ratio = -rows[r].constant / a
            if ratio < bestRatio || (ratio == bestRatio && b < bestBasic) {
                best = r
                bestRatio = ratio
                bestBasic = b
            }
        }
        return best >= 0 ? best : nil
    }

    /// Whether decreasing `s` lowers the objective (its first non-zero level is positive).
    @inline(__always) func isLexPositive(_ s: Int32) -> Bool {
        for l in levelOrder {
            let v = objective[l][Int(s)]
            if v > epsilon { return true }
            if v < -epsilon { return false }
        }
        return false
    }

    /// Primal simplex on the lexicographic objective (Bland's rule: smallest entering symbol).
    ///
    /// Besides restricted symbols that should increase, a non-basic external variable (free
    /// in sign; it becomes non-basic when a removal pivots it out, and kiwi leaves it there)
    /// may be decreased. Returns false if the objective is unbounded, which valid input
    /// cannot produce.
    mutating func optimize() -> Bool {
        while true {
            var entering: Int32 = -1
            var direction = 1.0
            var keep = 0
            for i in dirty.indices {
                let s = dirty[i]
                var d = 0.0
                if rowOf[Int(s)] < 0 && kind[Int(s)] != .dummy {
                    if isLexNegative(s) { d = 1 } else if kind[Int(s)] == .external && isLexPositive(s) { d = -1 }
                }
                if d != 0 {
                    dirty[keep] = s
                    keep += 1
                    if entering < 0 || s < entering {
                        entering = s
                        direction = d
                    }
                } else {
                    isDirty[Int(s)] = false
                }
            }
            dirty.removeLast(dirty.count - keep)
            if entering < 0 { return true }
            guard let r = leavingRow(for: entering, direction: direction) else { return false }
            pivot(row: r, entering: entering)
        }
    }

    /// Whether row `r` violates its basic symbol's restriction: a slack or error below zero,
    /// or a dummy away from zero (a redundant equality whose constant was changed).
    @inline(__always) func isInfeasible(_ r: Int) -> Bool {
        let b = rows[r].basic
        if b < 0 { return false }
        switch kind[Int(b)] {
        case .external: return false
        case .slack, .error: return rows[r].constant < 0
        case .dummy: return rows[r].constant != 0
        }
    }

    /// Dual simplex: restores feasibility of the queued rows while keeping optimality.
    /// Returns false if a row cannot be made feasible (a required constraint conflicts).
    mutating func dualOptimize() -> Bool {
        while let r32 = infeasible.popLast() {
            let r = Int(r32)
            let b = rows[r].basic
            if b < 0 || kind[Int(b)] == .external { continue }
            let c = rows[r].constant
            if nearZero(c) {
                if kind[Int(b)] == .dummy { rows[r].constant = 0; touchRow(r) }
                continue
            }
            // A slack/error must rise to 0; a dummy above 0 must fall to 0 (same test on -row).
            let sign: Double
            if c < 0 {
                sign = 1
            } else if kind[Int(b)] == .dummy {
                sign = -1
            } else {
                continue
            }
            var entering: Int32 = -1
            var enteringCoefficient = 0.0
            for cell in rows[r].cells where kind[Int(cell.symbol)] != .dummy {
                // A free external symbol may move either way; restricted ones only increase.
                var a = sign * cell.coefficient
                if kind[Int(cell.symbol)] == .external { a = abs(a) }
                if !(a > 0) { continue }
                if entering < 0 || ratioLess(cell.symbol, a, entering, enteringCoefficient) {
                    entering = cell.symbol
                    enteringCoefficient = a
                }
            }
            if entering < 0 {
                infeasible.removeAll()
                lastInfeasibleRowSymbols = [b] + rows[r].cells.map(\.symbol)
                return false
            }
            pivot(row: r, entering: entering)
        }
        return true
    }

    /// Applies a change of a constraint's constant as a shift of its marker symbol `m`
    /// (Cassowary's edit: only rows containing `m` change), queueing rows made infeasible.
    /// The caller runs `dualOptimize()` afterwards.
    ///
    /// The rows holding `m` and its coefficients are cached until the tableau's structure
    /// changes, so a drag step that pivots nothing touches only row constants, not the
    /// (scattered) cell arrays of thousands of rows.
    mutating func shiftMarker(_ m: Int32, by shift: Double) {
        let own = Int(rowOf[Int(m)])
        if own >= 0 {
            rows[own].constant -= shift
            touchRow(own)
            if isInfeasible(own) { infeasible.append(Int32(own)) }
        }
        var cache: MarkerRows
        if let cached = shiftCaches[m], cached.version == structureVersion {
            cache = cached
        } else {
            cache = MarkerRows(version: structureVersion, rows: [], coefficients: [])
            for (r, a) in columnEntries(m) {
                cache.rows.append(Int32(r))
                cache.coefficients.append(a)
            }
            if shiftCaches.count >= 8 { shiftCaches.removeAll() }
            shiftCaches[m] = cache
        }
        let kind = self.kind
        var newlyInfeasible: [Int32] = []
        rows.withUnsafeMutableBufferPointer { rows in
            cache.rows.withUnsafeBufferPointer { indices in
                cache.coefficients.withUnsafeBufferPointer { coefficients in
                    for i in 0..<indices.count {
                        let r = Int(indices[i])
                        let constant = rows[r].constant + coefficients[i] * shift
                        rows[r].constant = constant
                        switch kind[Int(rows[r].basic)] {
                        case .external: break
                        case .slack, .error: if constant < 0 { newlyInfeasible.append(Int32(r)) }
                        case .dummy: if constant != 0 { newlyInfeasible.append(Int32(r)) }
                        }
                    }
                }
            }
        }
        infeasible.append(contentsOf: newlyInfeasible)
        if tracksTouches { for r in cache.rows { touchRow(Int(r)) } }
        for l in objective.indices where objective[l][Int(m)] != 0 {
            objectiveConstant[l] += objective[l][Int(m)] * shift
        }
    }
}
