import Foundation

/// Truncation with "…": the kept head and tail are found by width alone (two subtractions
/// per candidate, see ``GlyphRun``); the line's text is built once, for the winner.
extension LineBreaker {
    /// What is kept around the ellipsis, and the resulting width.
    private struct Cut {
        var head: Range<Int>
        var tail: Range<Int>
        var width: CGFloat
    }

    /// `range` of `run` cut to fit with "…" at the head, middle or tail (per the mode); when
    /// even "…" does not fit it is "…" alone. Spaces next to the ellipsis are dropped.
    func truncate(_ run: GlyphRun, _ range: Range<Int>) -> ViewControllerKit.TextLayout.Line {
        let empty = range.upperBound..<range.upperBound
        func cut(_ head: Range<Int>, _ tail: Range<Int>) -> Cut {
            Cut(head: head, tail: tail, width: run.widthWithEllipsis(head: head, tail: tail, ellipsis: ellipsis))
        }
        func trimHead(_ start: Int) -> Int {
            var s = start
            while s < range.upperBound, run.characters[s].isBreakingSpace { s += 1 }
            return s
        }
        var best = cut(empty, empty)
        switch lineBreakMode {
        case .byTruncatingHead:
            for start in (range.lowerBound..<range.upperBound).reversed() {
                let candidate = cut(empty, trimHead(start)..<range.upperBound)
                guard fits(candidate.width) else { break }
                best = candidate
            }
        case .byTruncatingMiddle:
            best = middleCut(range, start: best, cut: cut, trimTail: { trimmedEnd(run, range.lowerBound, $0) }, trimHead: trimHead)
        default:
            for end in stride(from: range.lowerBound + 1, through: range.upperBound, by: 1) {
                let candidate = cut(range.lowerBound..<trimmedEnd(run, range.lowerBound, end), empty)
                guard fits(candidate.width) else { break }
                best = candidate
            }
        }
        return ViewControllerKit.TextLayout.Line(text: run.text(best.head) + "\u{2026}" + run.text(best.tail), width: best.width)
    }

    /// Keeps characters from both ends, one from each side in turn (the head first), as
    /// long as the line with "…" between them fits.
    private func middleCut(_ range: Range<Int>, start: Cut, cut: (Range<Int>, Range<Int>) -> Cut,
                           trimTail: (Int) -> Int, trimHead: (Int) -> Int) -> Cut {
        var headEnd = range.lowerBound, tailStart = range.upperBound
        var best = start
        var headBlocked = false, tailBlocked = false
        while headEnd < tailStart, !(headBlocked && tailBlocked) {
            let growHead = !headBlocked && (tailBlocked || headEnd - range.lowerBound <= range.upperBound - tailStart)
            let (h, t) = growHead ? (headEnd + 1, tailStart) : (headEnd, tailStart - 1)
            let candidate = cut(range.lowerBound..<trimTail(h), trimHead(t)..<range.upperBound)
            if fits(candidate.width) {
                (headEnd, tailStart, best) = (h, t, candidate)
            } else if growHead {
                headBlocked = true
            } else {
                tailBlocked = true
            }
        }
        return best
    }
}
