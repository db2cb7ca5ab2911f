/// The lexicographic objective: one dense coefficient array per strength level.
///
/// A symbol's objective coefficient is the vector of its coefficients at each level, compared
/// highest level first. That is what makes one violation at a stronger level outweigh any
/// number at weaker levels, for any number of levels (UIKit has 999) and any problem size —
/// no scaling factor can overflow. Dense arrays make lookups O(1) in ratio tests; the
/// `dirty` worklist means the primal simplex only re-examines coefficients that changed.
extension Tableau {
    /// The index of the objective level for `priority`, creating it on first use.
    mutating func levelIndex(priority: Double) -> Int {
        if let i = levelPriority.firstIndex(of: priority) { return i }
        levelPriority.append(priority)
        objective.append([Double](repeating: 0, count: symbolCount))
        objectiveConstant.append(0)
        levelOrder = levelPriority.indices.sorted { levelPriority[$0] > levelPriority[$1] }
        return levelPriority.count - 1
    }

    @inline(__always) mutating func markDirty(_ s: Int32) {
        if !isDirty[Int(s)] {
            isDirty[Int(s)] = true
            dirty.append(s)
        }
    }

    /// Adds `weight × s` to level `l`, where `s` may be basic (its row is added instead).
    mutating func addToObjective(_ s: Int32, level l: Int, weight: Double) {
        let r = Int(rowOf[Int(s)])
        if r >= 0 {
            objectiveConstant[l] += weight * rows[r].constant
            for cell in rows[r].cells {
                let i = Int(cell.symbol)
                let v = objective[l][i] + weight * cell.coefficient
                objective[l][i] = nearZero(v) ? 0 : v
                markDirty(cell.symbol)
            }
        } else {
            let v = objective[l][Int(s)] + weight
            objective[l][Int(s)] = nearZero(v) ? 0 : v
            markDirty(s)
        }
    }

    /// Whether increasing `s` lowers the objective (its first non-zero level is negative).
    @inline(__always) func isLexNegative(_ s: Int32) -> Bool {
        for l in levelOrder {
            let v = objective[l][Int(s)]
            if v < -epsilon { return true }
            if v > epsilon { return false }
        }
        return false
    }

    /// Whether objective(a)/ca < objective(b)/cb lexicographically. Ties (common: many
    /// equal preferences) go to the symbol in fewer rows, which limits fill-in when it is
    /// substituted, then to the smaller symbol.
    func ratioLess(_ a: Int32, _ ca: Double, _ b: Int32, _ cb: Double) -> Bool {
        for l in levelOrder {
            let x = objective[l][Int(a)] / ca
            let y = objective[l][Int(b)] / cb
            let tolerance = 1e-9 * max(abs(x), abs(y), 1e-12)
            if x < y - tolerance { return true }
            if x > y + tolerance { return false }
        }
        let na = columns[Int(a)].count, nb = columns[Int(b)].count
        return na != nb ? na < nb : a < b
    }

    /// The objective's value per level, highest priority first (for diagnostics and tests).
    var objectiveValues: [Double] { levelOrder.map { objectiveConstant[$0] } }
}
