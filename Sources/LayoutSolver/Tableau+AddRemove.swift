/// Adding and removing constraint rows (Cassowary §4 with a sparsity-aware subject choice).
extension Tableau {
    enum AddOutcome {
        case added
        /// The required row cannot be satisfied; `markers` are the symbols left in the row
        /// that could not be driven to zero (the caller maps them to constraints).
        case unsatisfiable(markers: [Int32])
        case internalError(String)
    }

    /// Adds the row held in the accumulator (`constant + Σ accumulator = 0`), whose new
    /// marker symbols are `marker` and `other` (-1 if none).
    ///
    /// The subject (the symbol made basic) is chosen to avoid fill-in:
    /// 1. an external variable that appears in no row and not in the objective: the row
    ///    becomes its definition, refs and all, and nothing else changes (no substitution);
    /// 2. otherwise the row is expanded to parametric symbols, then, as in kiwi, a
    ///    parametric external (fewest rows first), else the new slack/error marker when its
    ///    coefficient is negative;
    /// 3. for a row with zero constant, any slack/error with a negative coefficient keeps
    ///    every row feasible, so the one in the fewest rows is taken (kiwi would fall back to
    ///    an artificial variable and a full simplex phase here);
    /// 4. a row of dummies only is redundant (zero constant) or unsatisfiable;
    /// 5. else an artificial variable and a phase-one simplex decide.
    mutating func addAccumulatedRow(constant rawConstant: Double, marker: Int32, other: Int32) -> AddOutcome {
        // 1. A fresh external variable as subject: no expansion, no substitution.
        for s in touchedList {
            let i = Int(s)
            if kind[i] == .external && rowOf[i] < 0 && !nearZero(scratchAccumulator[i]) && isUnreferenced(s) {
                let a = scratchAccumulator[i]
                scratchAccumulator[i] = 0
                var cells = drainAccumulator()
                for j in cells.indices { cells[j].coefficient = -cells[j].coefficient / a }
                _ = insertRow(basic: s, constant: -rawConstant / a, cells: cells)
                assignRank(s)
                return optimize() ? .added : .internalError("objective unbounded after add")
            }
        }
        // 2. Expand refs.
        var constant = rawConstant
        expandAccumulator(constant: &constant)
        var cells = drainAccumulator()
        var subject: Int32 = -1
        var bestCount = Int.max
        for cell in cells where kind[Int(cell.symbol)] == .external {
            let n = columns[Int(cell.symbol)].count
            if n < bestCount {
                subject = cell.symbol
                bestCount = n
            }
        }
        if subject < 0 {
            if constant < 0 {
                constant = -constant
                for j in cells.indices { cells[j].coefficient = -cells[j].coefficient }
            }
            for candidate in [marker, other] where candidate >= 0 && kind[Int(candidate)] != .dummy {
                if let c = cells.first(where: { $0.symbol == candidate }), c.coefficient < 0 {
                    subject = candidate
                    break
                }
            }
        }
        // 3. Degenerate row: any restricted symbol with a negative coefficient.
        if subject < 0 && nearZero(constant) {
            constant = 0
            bestCount = Int.max
            for cell in cells where cell.coefficient < 0 {
                let k = kind[Int(cell.symbol)]
                guard k == .slack || k == .error else { continue }
                let n = columns[Int(cell.symbol)].count
                if n < bestCount {
                    subject = cell.symbol
                    bestCount = n
                }
            }
        }
        // 4. Only dummies left.
        if subject < 0 && cells.allSatisfy({ kind[Int($0.symbol)] == .dummy }) {
            if !nearZero(constant) {
                return .unsatisfiable(markers: cells.map(\.symbol).filter { $0 != marker })
            }
            if marker >= 0 && cells.contains(where: { $0.symbol == marker }) {
                subject = marker
            } else {
                return .added  // 0 == 0: nothing to store
            }
        }
        if subject >= 0 {
            let a = cells.first(where: { $0.symbol == subject })!.coefficient
            var rowCells: [Cell] = []
            rowCells.reserveCapacity(cells.count - 1)
            for cell in cells where cell.symbol != subject {
                rowCells.append(Cell(symbol: cell.symbol, coefficient: -cell.coefficient / a))
            }
            let r = insertRow(basic: subject, constant: -constant / a, cells: rowCells)
            if kind[Int(subject)] == .external { assignRank(subject) }
            substitute(subject, pivotRow: r)
            return optimize() ? .added : .internalError("objective unbounded after add")
        }
        // 5. Phase one with an artificial variable.
        return addWithArtificialVariable(cells: cells, constant: constant)
    }

    /// Whether external `s` appears in no row and not in the objective.
    mutating func isUnreferenced(_ s: Int32) -> Bool {
        let n = columns[Int(s)].count
        if n > 8 { return false }
        if n > 0 && !columnEntries(s).isEmpty { return false }
        for l in objective.indices where objective[l][Int(s)] != 0 { return false }
        return true
    }

    private mutating func addWithArtificialVariable(cells: [Cell], constant: Double) -> AddOutcome {
        let art = newSymbol(.slack)
        _ = insertRow(basic: art, constant: constant, cells: cells)
        artificial = Row(basic: art, constant: constant, cells: cells)
        while let objectiveRow = artificial {
            var entering: Int32 = -1
            for cell in objectiveRow.cells where cell.coefficient < -epsilon && kind[Int(cell.symbol)] != .dummy {
                if entering < 0 || cell.symbol < entering { entering = cell.symbol }
            }
            if entering < 0 { break }
            guard let r = leavingRow(for: entering) else {
                artificial = nil
                return .internalError("artificial objective unbounded")
            }
            pivot(row: r, entering: entering)
        }
        let final = artificial!
        artificial = nil
        let success = nearZero(final.constant)
        let ar = Int(rowOf[Int(art)])
        if ar >= 0 {
            if !success {
                deleteRow(ar)
                _ = optimize()
                return .unsatisfiable(markers: final.cells.map(\.symbol))
            }
            if rows[ar].cells.isEmpty {
                deleteRow(ar)
            } else if let entering = rows[ar].cells.first(where: {
                kind[Int($0.symbol)] == .slack || kind[Int($0.symbol)] == .error
            })?.symbol {
                pivot(row: ar, entering: entering)
            } else {
                let markers = rows[ar].cells.map(\.symbol)
                deleteRow(ar)
                _ = optimize()
                return .unsatisfiable(markers: markers)
            }
        }
        for (r, _) in columnEntries(art) { _ = removeCell(art, fromRow: r) }
        columns[Int(art)] = []
        for l in objective.indices { objective[l][Int(art)] = 0 }
        return optimize() ? .added : .internalError("objective unbounded after add")
    }

    /// Removes the constraint whose marker is `m` (Cassowary: pivot the marker into the basis,
    /// choosing the row that keeps the tableau feasible, then drop that row).
    mutating func removeRow(marker m: Int32) -> Bool {
        let own = Int(rowOf[Int(m)])
        if own >= 0 {
            // Definitions may refer to the marker; they get its row before it goes.
            substitute(m, pivotRow: own, intoDefinitions: true)
            deleteRow(own)
            return optimize()
        }
        var first = -1, second = -1
        var firstRatio = Double.infinity, secondRatio = Double.infinity
        var externals: [Int] = []
        for (r, c) in columnEntries(m) {
            let b = rows[r].basic
            if kind[Int(b)] == .external {
                externals.append(r)
            } else if c < 0 {
                let ratio = -rows[r].constant / c
                if ratio < firstRatio { firstRatio = ratio; first = r }
            } else {
                let ratio = rows[r].constant / c
                if ratio < secondRatio { secondRatio = ratio; second = r }
            }
        }
        var r = first >= 0 ? first : second
        if r < 0 {
            for candidate in externals {
                expandRow(candidate)
                if !nearZero(coefficient(of: m, inRow: candidate)) {
                    r = candidate
                    break
                }
            }
        }
        if r >= 0 {
            pivot(row: r, entering: m)
            substitute(m, pivotRow: r, intoDefinitions: true)
            deleteRow(r)
        }
        return optimize()
    }
}
