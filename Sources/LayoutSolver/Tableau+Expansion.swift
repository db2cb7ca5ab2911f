/// The row accumulator and expansion of refs.
///
/// A new constraint's row is built in a dense scratch accumulator (combining repeated
/// symbols in O(1)). When the row must be free of refs — because it becomes a simplex row,
/// or an external definition row is pivoted — each basic external symbol is replaced by its
/// definition row, highest rank first: a row only refers to lower ranks, so every definition
/// is expanded once even when many paths lead to it (a lattice of refs stays linear).
extension Tableau {
    @inline(__always) mutating func accumulate(_ s: Int32, _ v: Double) {
        let i = Int(s)
        if !touched[i] {
            touched[i] = true
            touchedList.append(s)
            if rowOf[i] >= 0 {
                if kind[i] == .external { heapPush(s) } else { restrictedRefs.append(s) }
            }
        }
        scratchAccumulator[i] += v
    }

    /// Replaces every basic symbol in the accumulator by its row: external refs by rank,
    /// then refs to restricted basic symbols (whose simplex rows hold no refs).
    mutating func expandAccumulator(constant: inout Double) {
        while let x = heapPop() {
            let a = scratchAccumulator[Int(x)]
            scratchAccumulator[Int(x)] = 0
            if a == 0 { continue }
            let r = Int(rowOf[Int(x)])
            constant += a * rows[r].constant
            let cells = rows[r].cells
            for cell in cells { accumulate(cell.symbol, a * cell.coefficient) }
        }
        var i = 0
        while i < restrictedRefs.count {
            let t = restrictedRefs[i]
            i += 1
            let a = scratchAccumulator[Int(t)]
            scratchAccumulator[Int(t)] = 0
            if a == 0 { continue }
            let r = Int(rowOf[Int(t)])
            constant += a * rows[r].constant
            let cells = rows[r].cells
            for cell in cells { accumulate(cell.symbol, a * cell.coefficient) }
        }
        restrictedRefs.removeAll(keepingCapacity: true)
    }

    /// The accumulator's non-zero cells; resets it.
    ///
    /// Dummy symbols go last: expanded rows carry one dummy per required equality they were
    /// derived from (often most of the row), and lookups of the symbols that matter — edit
    /// errors in `shiftMarker`, entering symbols in ratio tests — then stop early.
    mutating func drainAccumulator() -> [Cell] {
        var out: [Cell] = []
        out.reserveCapacity(touchedList.count)
        var dummies = 0
        for s in touchedList {
            let i = Int(s)
            let v = scratchAccumulator[i]
            if !nearZero(v) {
                if kind[i] == .dummy { dummies += 1 } else { out.append(Cell(symbol: s, coefficient: v)) }
            }
        }
        if dummies > 0 {
            for s in touchedList where kind[Int(s)] == .dummy {
                let v = scratchAccumulator[Int(s)]
                if !nearZero(v) { out.append(Cell(symbol: s, coefficient: v)) }
            }
        }
        for s in touchedList {
            scratchAccumulator[Int(s)] = 0
            touched[Int(s)] = false
        }
        touchedList.removeAll(keepingCapacity: true)
        heap.removeAll(keepingCapacity: true)
        restrictedRefs.removeAll(keepingCapacity: true)
        return out
    }

    /// Rewrites row `r` (an external definition) in parametric symbols only.
    mutating func expandRow(_ r: Int) {
        var constant = rows[r].constant
        let cells = rows[r].cells
        var hasRef = false
        for cell in cells {
            if rowOf[Int(cell.symbol)] >= 0 { hasRef = true }
            accumulate(cell.symbol, cell.coefficient)
        }
        if !hasRef {
            _ = drainAccumulator()
            return
        }
        expandAccumulator(constant: &constant)
        let expanded = drainAccumulator()
        rows[r].constant = constant
        rows[r].cells = expanded
        structureVersion &+= 1
        touchRow(r)
        for cell in expanded { appendToColumn(cell.symbol, row: r) }
    }

    // MARK: Max-heap of symbols by rank

    private mutating func heapPush(_ s: Int32) {
        heap.append(s)
        var i = heap.count - 1
        while i > 0 {
            let p = (i - 1) / 2
            if rank[Int(heap[p])] >= rank[Int(heap[i])] { break }
            heap.swapAt(p, i)
            i = p
        }
    }

    private mutating func heapPop() -> Int32? {
        guard let top = heap.first else { return nil }
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var i = 0
            let n = heap.count
            while true {
                let l = 2 * i + 1, r = l + 1
                var m = i
                if l < n && rank[Int(heap[l])] > rank[Int(heap[m])] { m = l }
                if r < n && rank[Int(heap[r])] > rank[Int(heap[m])] { m = r }
                if m == i { break }
                heap.swapAt(i, m)
                i = m
            }
        }
        return top
    }
}
