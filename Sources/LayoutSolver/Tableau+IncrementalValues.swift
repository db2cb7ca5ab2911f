/// Incremental value updates, for callers that change a few constraints at a time in a
/// large tableau (UIKit adding or removing one view's constraints among thousands).
///
/// The compiled program of `updateValues` is rebuilt, and every row evaluated, whenever the
/// structure changes: O(rows) per add or remove. Here the tableau instead remembers which
/// rows were written (`touchRow`) and which symbols entered or left the basis
/// (`touchSymbol`) since the last update, and re-evaluates only the basic externals that can
/// have moved: the ones whose rows were written, the ones whose rows refer to a written
/// slack/error row (a ref reads that row's constant) or to a symbol whose basic status
/// changed, and — transitively — the ones whose rows refer to an external whose value moved.
/// They are evaluated in rank order (a row only refers to lower-ranked externals), so each
/// reads values already brought up to date. When much of the tableau was written, the full
/// evaluation is cheaper and is used instead.
extension Tableau {
    @inline(__always) mutating func touchRow(_ r: Int) {
        guard tracksTouches else { return }
        if r >= rowIsTouched.count { rowIsTouched.append(contentsOf: repeatElement(false, count: r + 1 - rowIsTouched.count)) }
        if !rowIsTouched[r] {
            rowIsTouched[r] = true
            touchedRows.append(Int32(r))
        }
    }

    @inline(__always) mutating func touchSymbol(_ s: Int32) {
        guard tracksTouches else { return }
        touchedSymbols.append(s)
    }

    /// Brings values up to date and appends every external whose value moved to `changed`.
    mutating func updateValuesIncrementally(into changed: inout [Int32]) {
        defer { clearTouches() }
        guard tracksTouches, touchedRows.count + touchedSymbols.count < max(64, rankOrder.count / 8) else {
            tracksTouches = true
            updateValues(collectingChanges: true, into: &changed)
            return
        }
        changed.append(contentsOf: zeroedExternals)
        zeroedExternals.removeAll(keepingCapacity: true)
        var queue = RankQueue()
        for r32 in touchedRows {
            let b = rows[Int(r32)].basic
            guard b >= 0 else { continue }
            if kind[Int(b)] == .external {
                queue.push(b, rank: rank[Int(b)])
            } else {
                enqueueReaders(of: b, into: &queue)  // refs read this row's constant
            }
        }
        for s in touchedSymbols { enqueueReaders(of: s, into: &queue) }
        while let s = queue.pop() {
            let r = Int(rowOf[Int(s)])
            guard r >= 0, kind[Int(s)] == .external else { continue }
            var v = rows[r].constant
            for cell in rows[r].cells {
                let row = rowOf[Int(cell.symbol)]
                guard row >= 0 else { continue }
                v += cell.coefficient * (kind[Int(cell.symbol)] == .external ? values[Int(cell.symbol)] : rows[Int(row)].constant)
            }
            if values[Int(s)] != v {
                values[Int(s)] = v
                changed.append(s)
                enqueueReaders(of: s, into: &queue)
            }
        }
    }

    /// Queues the basic externals whose rows contain `s`.
    private mutating func enqueueReaders(of s: Int32, into queue: inout RankQueue) {
        for (r, _) in columnEntries(s) {
            let b = rows[r].basic
            if b >= 0, kind[Int(b)] == .external { queue.push(b, rank: rank[Int(b)]) }
        }
    }

    mutating func clearTouches() {
        for r in touchedRows where Int(r) < rowIsTouched.count { rowIsTouched[Int(r)] = false }
        touchedRows.removeAll(keepingCapacity: true)
        touchedSymbols.removeAll(keepingCapacity: true)
    }
}

/// A min-queue of symbols by rank, each symbol at most once until popped.
struct RankQueue {
    private var heap: [(rank: Int32, symbol: Int32)] = []
    private var queued: Set<Int32> = []

    mutating func push(_ s: Int32, rank: Int32) {
        guard queued.insert(s).inserted else { return }
        heap.append((rank, s))
        var i = heap.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard heap[i].rank < heap[parent].rank else { break }
            heap.swapAt(i, parent)
            i = parent
        }
    }

    mutating func pop() -> Int32? {
        guard let top = heap.first else { return nil }
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var m = i
                if l < heap.count && heap[l].rank < heap[m].rank { m = l }
                if r < heap.count && heap[r].rank < heap[m].rank { m = r }
                if m == i { break }
                heap.swapAt(i, m)
                i = m
            }
        }
        queued.remove(top.symbol)
        return top.symbol
    }
}
