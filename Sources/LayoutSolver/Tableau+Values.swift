/// The external definition rows compiled for evaluation.
///
/// A variable's value is its row's constant plus the contributions of the *basic* symbols its
/// row refers to (externals: their value; slacks/errors: their row's constant); every other
/// symbol in an external row is parametric (value 0), and dummies are always 0. So a row such as `c0.w = 1012 + 0.5·ep − 0.5·em + d₁ + … + d₃₀`
/// evaluates to its constant, and `x₅ = x₄ + w₄ + 8 + d₅` to two multiply-adds. The program
/// lists, in rank order, each target with its row and its refs in flat arrays, so an edit
/// step that pivots nothing evaluates thousands of variables without touching a cell array.
/// It is rebuilt when `structureVersion` moved (a pivot, an add, a remove).
struct EvaluationProgram {
    var version = -1
    var targets: [Int32] = []
    var rowIndices: [Int32] = []
    /// Refs of target `k` are `symbols[starts[k]..<starts[k + 1]]`.
    var starts: [Int32] = [0]
    /// A ref's symbol, or `~row` for a basic slack/error symbol (its value is the constant
    /// of that row).
    var symbols: [Int32] = []
    var coefficients: [Double] = []
}

extension Tableau {
    mutating func rebuildProgram() {
        if staleRanks > 16 && staleRanks > rankOrder.count / 2 { compactRanks() }
        var p = EvaluationProgram()
        p.targets.reserveCapacity(rankOrder.count)
        p.rowIndices.reserveCapacity(rankOrder.count)
        p.starts.reserveCapacity(rankOrder.count + 1)
        for (i, s) in rankOrder.enumerated() where rank[Int(s)] == Int32(i) {
            let r = Int(rowOf[Int(s)])
            p.targets.append(s)
            p.rowIndices.append(Int32(r))
            for cell in rows[r].cells {
                let row = rowOf[Int(cell.symbol)]
                guard row >= 0 else { continue }
                // A basic external contributes its value; a basic slack/error its row's
                // constant, encoded as the bitwise complement of the row index.
                p.symbols.append(kind[Int(cell.symbol)] == .external ? cell.symbol : ~row)
                p.coefficients.append(cell.coefficient)
            }
            p.starts.append(Int32(p.symbols.count))
        }
        p.version = structureVersion
        program = p
    }

    /// Recomputes the value of every basic external symbol, in rank order so that each row
    /// reads values already computed.
    mutating func updateValues() {
        var unused: [Int32] = []
        updateValues(collectingChanges: false, into: &unused)
        if tracksTouches { clearTouches() }
    }

    /// As ``updateValues()``; when `collectingChanges`, appends each symbol whose value
    /// differs from its previous value to `changed` (the branch is predictable, so the
    /// benchmark path pays nothing measurable for it).
    mutating func updateValues(collectingChanges: Bool, into changed: inout [Int32]) {
        if program.version != structureVersion { rebuildProgram() }
        if collectingChanges { changed.append(contentsOf: zeroedExternals) }
        zeroedExternals.removeAll(keepingCapacity: true)
        let p = program
        let rows = self.rows
        values.withUnsafeMutableBufferPointer { values in
            rows.withUnsafeBufferPointer { rows in
                p.targets.withUnsafeBufferPointer { targets in
                    p.rowIndices.withUnsafeBufferPointer { rowIndices in
                        p.starts.withUnsafeBufferPointer { starts in
                            p.symbols.withUnsafeBufferPointer { symbols in
                                p.coefficients.withUnsafeBufferPointer { coefficients in
                                    for k in 0..<targets.count {
                                        var v = rows[Int(rowIndices[k])].constant
                                        for j in Int(starts[k])..<Int(starts[k + 1]) {
                                            let s = symbols[j]
                                            let x = s >= 0 ? values[Int(s)] : rows[Int(~s)].constant
                                            v += coefficients[j] * x
                                        }
                                        let target = Int(targets[k])
                                        if collectingChanges && values[target] != v { changed.append(targets[k]) }
                                        values[target] = v
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
