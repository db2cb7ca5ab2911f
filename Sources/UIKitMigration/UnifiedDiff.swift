/// A unified diff of two texts (`diff -u` format, three lines of context), for `--dry-run`.
public enum UnifiedDiff {
    public static func make(old: String, new: String, path: String) -> String {
        let a = lines(old), b = lines(new)
        guard a != b else { return "" }
        // Longest common subsequence table, from the ends.
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        enum Op { case same(String), removed(String), added(String) }
        var ops: [Op] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] { ops.append(.same(a[i])); i += 1; j += 1 }
            // Removals before additions, as diff prints them.
            else if i < a.count, j == b.count || table[i + 1][j] >= table[i][j + 1] { ops.append(.removed(a[i])); i += 1 }
            else { ops.append(.added(b[j])); j += 1 }
        }
        // Hunks: changed operations with up to three unchanged lines around them.
        let changed = ops.indices.filter { if case .same = ops[$0] { return false } else { return true } }
        var hunks: [Range<Int>] = []
        for index in changed {
            let range = max(0, index - 3)..<min(ops.count, index + 4)
            if let last = hunks.last, range.lowerBound <= last.upperBound {
                hunks[hunks.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                hunks.append(range)
            }
        }
        var out = "--- a/\(path)\n+++ b/\(path)\n"
        var oldLine = 1, newLine = 1, position = 0
        for hunk in hunks {
            for op in ops[position..<hunk.lowerBound] {
                if case .same = op { oldLine += 1; newLine += 1 }
            }
            var body = "", oldCount = 0, newCount = 0
            for op in ops[hunk] {
                switch op {
                case .same(let line): body += " \(line)\n"; oldCount += 1; newCount += 1
                case .removed(let line): body += "-\(line)\n"; oldCount += 1
                case .added(let line): body += "+\(line)\n"; newCount += 1
                }
            }
            out += "@@ -\(oldLine),\(oldCount) +\(newLine),\(newCount) @@\n" + body
            oldLine += oldCount
            newLine += newCount
            position = hunk.upperBound
        }
        return out
    }

    private static func lines(_ text: String) -> [String] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if result.last == "" { result.removeLast() }
        return result
    }
}
