import Foundation

/// The batch a table or collection view is collecting: opened by `beginUpdates()` or
/// `performBatchUpdates` (nested calls join the outermost batch), it gathers the changes
/// and the completions until the outermost batch closes, then hands them over together.
struct ListUpdateBatch {
    private var pending: ListUpdates?
    private var depth = 0
    private var completions: [(Bool) -> Void] = []

    /// Opens a batch, or a level of the one open.
    mutating func begin() {
        if depth == 0 { pending = ListUpdates() }
        depth += 1
    }

    /// Records a change in the open batch (none open: ignored).
    mutating func record(_ change: (inout ListUpdates) -> Void) {
        guard var updates = pending else { return }
        change(&updates)
        pending = updates
    }

    /// Closes a level; when the outermost batch closes, returns its changes and a
    /// completion that runs every completion given, in order.
    mutating func end(completion: ((Bool) -> Void)?) -> (updates: ListUpdates, completion: (Bool) -> Void)? {
        guard depth > 0 else { return nil }
        depth -= 1
        guard depth == 0, let updates = pending else {
            if let completion { completions.append(completion) }
            return nil
        }
        pending = nil
        let all = completions + (completion.map { [$0] } ?? [])
        completions = []
        return (updates, { finished in all.forEach { $0(finished) } })
    }
}
