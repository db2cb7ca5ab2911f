import Foundation

/// The heights of a table's rows, headers and footers in one flat list (per section:
/// header, rows, footer) with prefix sums in a Fenwick tree, so finding the rows under a
/// rectangle and changing one height both cost O(log n): scrolling a table of 100,000
/// rows costs what scrolling one of 1,000 does.
struct RowHeights {
    private var values: [Double]
    private var tree: [Double]
    /// Flat index of each section's header; rows follow it, then the footer.
    private(set) var sectionStarts: [Int]
    private(set) var rowCounts: [Int]
    /// Whether a row's height is final (measured or fixed), not an estimate.
    var isFinal: [Bool]

    init(rowCounts: [Int], height: (_ flatIndex: Int, _ section: Int, _ kind: Kind) -> (Double, Bool)) {
        self.rowCounts = rowCounts
        var starts: [Int] = [], values: [Double] = [], final: [Bool] = []
        for (section, count) in rowCounts.enumerated() {
            starts.append(values.count)
            let header = height(values.count, section, .header)
            values.append(header.0); final.append(header.1)
            for row in 0..<count {
                let h = height(values.count, section, .row(row))
                values.append(h.0); final.append(h.1)
            }
            let footer = height(values.count, section, .footer)
            values.append(footer.0); final.append(footer.1)
        }
        sectionStarts = starts
        self.values = values
        isFinal = final
        // Linear-time Fenwick construction.
        var tree = [0.0] + values
        for i in 1..<max(tree.count, 1) {
            let parent = i + (i & -i)
            if parent < tree.count { tree[parent] += tree[i] }
        }
        self.tree = tree
    }

    enum Kind: Equatable { case header, row(Int), footer }

    var count: Int { values.count }
    var total: Double { prefix(values.count) }

    func flatIndex(of indexPath: IndexPath) -> Int { sectionStarts[indexPath.section] + 1 + indexPath.row }
    func headerIndex(_ section: Int) -> Int { sectionStarts[section] }
    func footerIndex(_ section: Int) -> Int { sectionStarts[section] + rowCounts[section] + 1 }

    /// What a flat index is.
    func item(at flat: Int) -> (section: Int, kind: Kind) {
        // Sections are few; a binary search keeps it O(log sections).
        var lo = 0, hi = sectionStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if sectionStarts[mid] <= flat { lo = mid } else { hi = mid - 1 }
        }
        let offset = flat - sectionStarts[lo]
        if offset == 0 { return (lo, .header) }
        if offset == rowCounts[lo] + 1 { return (lo, .footer) }
        return (lo, .row(offset - 1))
    }

    func height(at flat: Int) -> Double { values[flat] }

    /// Sum of the heights before `flat`.
    func prefix(_ flat: Int) -> Double {
        var i = flat, sum = 0.0
        while i > 0 { sum += tree[i]; i -= i & -i }
        return sum
    }

    mutating func setHeight(_ height: Double, at flat: Int) {
        let delta = height - values[flat]
        guard delta != 0 else { return }
        values[flat] = height
        var i = flat + 1
        while i < tree.count { tree[i] += delta; i += i & -i }
    }

    /// The flat index whose span contains `y` (the last one when `y` is past the end).
    func index(at y: Double) -> Int {
        guard !values.isEmpty else { return 0 }
        var position = 0, remaining = y
        var step = 1
        while step * 2 < tree.count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next < tree.count, tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return min(position, values.count - 1)
    }
}
