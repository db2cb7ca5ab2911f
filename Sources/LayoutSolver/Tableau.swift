/// The kinds of tableau symbols (Cassowary's variables).
///
/// External symbols are the user's `Variable`s and are unrestricted in sign; the others are
/// restricted to be ≥ 0. Dummies mark required equalities and never enter the basis
/// except to remove their constraint.
enum SymbolKind: UInt8 {
    case external, slack, error, dummy
}

/// One `coefficient × symbol` entry of a sparse row.
struct Cell {
    var symbol: Int32
    var coefficient: Double
}

/// A tableau row `basic = constant + Σ cells`. A free slot has `basic == -1`.
struct Row {
    var basic: Int32
    var constant: Double
    var cells: [Cell]
}

/// The rows containing a marker symbol, with its coefficients, as of `version`.
struct MarkerRows {
    var version = -1
    var rows: [Int32] = []
    var coefficients: [Double] = []
}

/// Coefficients this small are treated as zero (kiwi's threshold).
let epsilon = 1e-8

@inline(__always) func nearZero(_ x: Double) -> Bool { abs(x) < epsilon }

/// The simplex tableau, indexed by integer symbols, with no knowledge of `Variable` or
/// `Constraint` objects (``Solver`` keeps those maps).
///
/// It is a struct so its hot loops run without the dynamic exclusivity checks a class's
/// stored properties need.
///
/// Sparsity is the design goal. These mechanisms keep rows short and work local:
/// - **Column index.** `columns[s]` lists the rows that contain `s` (lazily: entries may be
///   stale or repeated and are filtered on use), so substitution and ratio tests touch only
///   rows that contain the symbol, never the whole tableau. Dummy columns are only built
///   when first needed (removing or re-constanting a required equality).
/// - **Definition rows for external variables.** A row whose basic symbol is an external
///   variable may refer to other *basic* external variables of lower rank, and to basic
///   slack/error symbols ("refs"), instead of being expanded into parametric symbols. A
///   dependent chain `xᵢ = xᵢ₋₁ + wᵢ₋₁ + 8` thus stays three terms long where a fully
///   substituted tableau (kiwi) holds `i` terms. Values are computed by evaluating these
///   rows in rank order (`Tableau+Values.swift`). Rows whose basic symbol is restricted
///   ("simplex rows") and the objective contain parametric symbols only, so the simplex
///   itself is textbook Cassowary; a definition row is expanded only in the rare case it must
///   be pivoted on (removal).
/// - **Subject choice.** A new constraint becomes the definition of a fresh variable when it
///   has one (no substitution at all), see `addAccumulatedRow`.
/// - **Worklists and caches.** Infeasible rows and objective entries that changed are
///   queued, so the optimizers never rescan the whole tableau; an edit marker's rows are
///   cached while the structure is unchanged, so a drag step that pivots nothing touches only
///   row constants and the compiled evaluation program.
struct Tableau {
    // Per symbol.
    var kind: [SymbolKind] = []
    var rowOf: [Int32] = []
    var columns: [[Int32]] = []
    var columnLimit: [Int32] = []
    var values: [Double] = []
    /// Externals whose value was reset to 0 on leaving the basis since the last update.
    var zeroedExternals: [Int32] = []
    /// Change tracking for incremental value updates (see `Tableau+IncrementalValues`):
    /// off until a caller asks for change reports, so the benchmark path pays nothing.
    var tracksTouches = false
    var touchedRows: [Int32] = []
    var rowIsTouched: [Bool] = []
    /// Symbols that entered or left the basis: rows referring to them read them differently.
    var touchedSymbols: [Int32] = []
    var rank: [Int32] = []
    var scratchPosition: [Int32] = []
    var scratchAccumulator: [Double] = []
    var touched: [Bool] = []
    var isDirty: [Bool] = []
    /// The constraint a marker symbol belongs to (nil for external symbols), for conflict
    /// reports.
    var owner: [Constraint?] = []

    // Rows.
    var rows: [Row] = []
    var freeRows: [Int32] = []
    var rowStamp: [UInt32] = []
    var stamp: UInt32 = 0
    var infeasible: [Int32] = []
    /// The symbols of the row `dualOptimize` could not make feasible (for conflict reports).
    var lastInfeasibleRowSymbols: [Int32] = []

    /// Bumped whenever a row's cells, a row or a rank changes: the evaluation program of
    /// `updateValues` is rebuilt only when this moved.
    var structureVersion = 0
    /// Whether dummy symbols are entered in `columns` (see `ensureDummyColumns`).
    var dummyColumnsComplete = false

    /// Basic external symbols in rank order (an entry `i` is live iff `rank[rankOrder[i]] == i`).
    var rankOrder: [Int32] = []
    var staleRanks = 0

    // Objective: one dense coefficient array per strength level.
    var levelPriority: [Double] = []
    /// Level indices, highest priority first (the lexicographic order).
    var levelOrder: [Int] = []
    var objective: [[Double]] = []
    var objectiveConstant: [Double] = []
    /// Symbols whose objective coefficient changed since they were last checked.
    var dirty: [Int32] = []
    /// The artificial objective, only while a constraint is added with an artificial variable.
    var artificial: Row?

    // Expansion scratch.
    var touchedList: [Int32] = []
    var scratchAdded: [Int32] = []

    /// The rows holding recently shifted markers, for `shiftMarker` (a drag shifts the same
    /// one or two edit markers over and over).
    var shiftCaches: [Int32: MarkerRows] = [:]

    /// The compiled form of the external definition rows (see `Tableau+Values.swift`).
    var program = EvaluationProgram()
    var heap: [Int32] = []
    var restrictedRefs: [Int32] = []

    var symbolCount: Int { kind.count }

    /// An empty tableau with room for a small layout, so building one does not spend its
    /// time regrowing a dozen per-symbol arrays.
    init(capacity: Int = 256) {
        kind.reserveCapacity(capacity)
        rowOf.reserveCapacity(capacity)
        columns.reserveCapacity(capacity)
        columnLimit.reserveCapacity(capacity)
        values.reserveCapacity(capacity)
        rank.reserveCapacity(capacity)
        scratchPosition.reserveCapacity(capacity)
        scratchAccumulator.reserveCapacity(capacity)
        touched.reserveCapacity(capacity)
        isDirty.reserveCapacity(capacity)
        owner.reserveCapacity(capacity)
        rows.reserveCapacity(capacity / 2)
        rowStamp.reserveCapacity(capacity / 2)
        rankOrder.reserveCapacity(capacity / 2)
    }

    mutating func newSymbol(_ k: SymbolKind, owner constraint: Constraint? = nil) -> Int32 {
        let s = Int32(kind.count)
        owner.append(constraint)
        kind.append(k)
        rowOf.append(-1)
        columns.append([])
        columnLimit.append(16)
        values.append(0)
        rank.append(-1)
        scratchPosition.append(0)
        scratchAccumulator.append(0)
        touched.append(false)
        isDirty.append(false)
        for l in objective.indices { objective[l].append(0) }
        return s
    }

    @inline(__always) func isExternalBasic(_ s: Int32) -> Bool {
        kind[Int(s)] == .external && rowOf[Int(s)] >= 0
    }

    // MARK: Rows and columns

    mutating func insertRow(basic: Int32, constant: Double, cells: [Cell]) -> Int {
        let r: Int
        let row = Row(basic: basic, constant: constant, cells: cells)
        if let free = freeRows.popLast() {
            r = Int(free)
            rows[r] = row
        } else {
            r = rows.count
            rows.append(row)
            rowStamp.append(0)
        }
        for cell in cells { appendToColumn(cell.symbol, row: r) }
        rowOf[Int(basic)] = Int32(r)
        structureVersion &+= 1
        touchRow(r)
        touchSymbol(basic)
        return r
    }

    /// Drops row `r`; its basic symbol becomes parametric.
    mutating func deleteRow(_ r: Int) {
        let b = rows[r].basic
        rowOf[Int(b)] = -1
        touchSymbol(b)
        if kind[Int(b)] == .external { externalBecameParametric(b) }
        rows[r] = Row(basic: -1, constant: 0, cells: [])
        freeRows.append(Int32(r))
        structureVersion &+= 1
    }

    /// Records that row `r` contains `s`.
    ///
    /// Columns are lazy: entries go stale when a cell cancels or a row is freed, and a row may
    /// be listed twice. When a column doubles in length it drops repeated and freed rows
    /// (not stale ones: checking membership costs a scan of the row, and rows can be long),
    /// which bounds it by the number of rows at amortised O(1) per append. Row `r` may be
    /// mid-update (its cells swapped out), which is fine because membership is not checked.
    @inline(__always) mutating func appendToColumn(_ s: Int32, row r: Int) {
        if !dummyColumnsComplete && kind[Int(s)] == .dummy { return }
        columns[Int(s)].append(Int32(r))
        if columns[Int(s)].count > Int(columnLimit[Int(s)]) { compactColumn(s, excluding: r) }
    }

    private mutating func compactColumn(_ s: Int32, excluding excluded: Int) {
        nextStamp()
        var column: [Int32] = []
        swap(&column, &columns[Int(s)])
        var w = 0
        for i in column.indices {
            let r = Int(column[i])
            if rowStamp[r] == stamp || rows[r].basic < 0 { continue }
            rowStamp[r] = stamp
            // Short rows are cheap to check: drop the entry if `s` left the row (rows that
            // were dense for a while and became short again would otherwise stay listed).
            if r != excluded && rows[r].cells.count <= 16 && coefficient(of: s, inRow: r) == 0 { continue }
            column[w] = column[i]
            w += 1
        }
        column.removeLast(column.count - w)
        columnLimit[Int(s)] = Int32(max(16, 2 * w))
        swap(&column, &columns[Int(s)])
    }

    @inline(__always) mutating func nextStamp() {
        stamp &+= 1
        if stamp == 0 {
            for i in rowStamp.indices { rowStamp[i] = 0 }
            stamp = 1
        }
    }

    func coefficient(of s: Int32, inRow r: Int) -> Double {
        for cell in rows[r].cells where cell.symbol == s { return cell.coefficient }
        return 0
    }

    /// Enters every dummy cell in its column, once. Until then dummy columns are not kept:
    /// they are only needed to remove a required equality or change its constant, and
    /// building a layout would otherwise spend much of its time listing dummies (expanded
    /// rows carry one per equality they derive from).
    mutating func ensureDummyColumns() {
        if dummyColumnsComplete { return }
        dummyColumnsComplete = true
        for r in rows.indices where rows[r].basic >= 0 {
            for cell in rows[r].cells where kind[Int(cell.symbol)] == .dummy {
                columns[Int(cell.symbol)].append(Int32(r))
            }
        }
    }

    /// The live rows containing `s` with their coefficients; compacts `columns[s]`.
    mutating func columnEntries(_ s: Int32) -> [(row: Int, coefficient: Double)] {
        if kind[Int(s)] == .dummy { ensureDummyColumns() }
        let column = columns[Int(s)]
        if column.isEmpty { return [] }
        nextStamp()
        var out: [(row: Int, coefficient: Double)] = []
        out.reserveCapacity(column.count)
        var kept: [Int32] = []
        kept.reserveCapacity(column.count)
        for r32 in column {
            let r = Int(r32)
            if rowStamp[r] == stamp { continue }
            rowStamp[r] = stamp
            if rows[r].basic < 0 { continue }
            let a = coefficient(of: s, inRow: r)
            if a != 0 {
                out.append((r, a))
                kept.append(r32)
            }
        }
        columnLimit[Int(s)] = Int32(max(16, 2 * kept.count))
        columns[Int(s)] = kept
        return out
    }

    /// Removes `s` from row `r`, returning its coefficient (0 when absent).
    mutating func removeCell(_ s: Int32, fromRow r: Int) -> Double {
        let n = rows[r].cells.count
        for i in 0..<n where rows[r].cells[i].symbol == s {
            let a = rows[r].cells[i].coefficient
            rows[r].cells[i] = rows[r].cells[n - 1]
            rows[r].cells.removeLast()
            structureVersion &+= 1
            touchRow(r)
            return a
        }
        return 0
    }

    /// Row `r` += `factor` × (`constant` + Σ `source`), dropping cells that cancel.
    mutating func addScaled(into r: Int, _ source: [Cell], constant: Double, factor: Double) {
        structureVersion &+= 1
        touchRow(r)
        rows[r].constant += factor * constant
        var removed = 0
        var cells: [Cell] = []
        swap(&cells, &rows[r].cells)
        if source.count <= 4 {
            for cell in source {
                let s = cell.symbol
                let v = factor * cell.coefficient
                var found = false
                for i in cells.indices where cells[i].symbol == s {
                    let nv = cells[i].coefficient + v
                    if nearZero(nv) {
                        cells[i] = cells[cells.count - 1]
                        cells.removeLast()
                    } else {
                        cells[i].coefficient = nv
                    }
                    found = true
                    break
                }
                if !found && !nearZero(v) {
                    cells.append(Cell(symbol: s, coefficient: v))
                    appendToColumn(s, row: r)
                }
            }
        } else {
            // Scatter the row's positions so each source cell finds its slot in O(1). Raw
            // buffers keep uniqueness checks out of the loop; new symbols are recorded and
            // entered in their columns afterwards.
            var added: [Int32] = []
            swap(&added, &scratchAdded)
            scratchPosition.withUnsafeMutableBufferPointer { position in
                for i in cells.indices { position[Int(cells[i].symbol)] = Int32(i + 1) }
                for cell in source {
                    let s = Int(cell.symbol)
                    let v = factor * cell.coefficient
                    let p = Int(position[s])
                    if p > 0 {
                        cells[p - 1].coefficient += v
                    } else if !nearZero(v) {
                        cells.append(Cell(symbol: cell.symbol, coefficient: v))
                        position[s] = Int32(cells.count)
                        added.append(cell.symbol)
                    }
                }
                cells.withUnsafeMutableBufferPointer { buffer in
                    var w = 0
                    for i in 0..<buffer.count {
                        let c = buffer[i]
                        position[Int(c.symbol)] = 0
                        if !nearZero(c.coefficient) {
                            buffer[w] = c
                            w += 1
                        }
                    }
                    removed = buffer.count - w
                }
            }
            cells.removeLast(removed)
            for s in added { appendToColumn(s, row: r) }
            added.removeAll(keepingCapacity: true)
            swap(&added, &scratchAdded)
        }
        swap(&cells, &rows[r].cells)
    }

    // MARK: Ranks of external definition rows

    mutating func assignRank(_ s: Int32) {
        structureVersion &+= 1
        if rank[Int(s)] >= 0 { staleRanks += 1 }
        rank[Int(s)] = Int32(rankOrder.count)
        rankOrder.append(s)
    }

    mutating func externalBecameParametric(_ s: Int32) {
        structureVersion &+= 1
        if rank[Int(s)] >= 0 {
            rank[Int(s)] = -1
            staleRanks += 1
        }
        // Its value drops to 0 here, outside `updateValues`; remember it for change reports.
        if values[Int(s)] != 0 { zeroedExternals.append(s) }
        values[Int(s)] = 0
    }

    mutating func compactRanks() {
        var order: [Int32] = []
        order.reserveCapacity(rankOrder.count - staleRanks)
        for (i, s) in rankOrder.enumerated() where rank[Int(s)] == Int32(i) {
            rank[Int(s)] = Int32(order.count)
            order.append(s)
        }
        rankOrder = order
        staleRanks = 0
    }
}
