import Foundation

/// The line-breaking and truncation steps behind ``TextLayout`` (see its rules).
struct LineBreaker {
    let font: UIFont
    let maxWidth: CGFloat
    let lineBreakMode: NSLineBreakMode
    let ellipsis: GlyphRun
    private static let tolerance: CGFloat = 1e-6

    init(font: UIFont, maxWidth: CGFloat, lineBreakMode: NSLineBreakMode) {
        self.font = font
        self.maxWidth = maxWidth
        self.lineBreakMode = lineBreakMode
        self.ellipsis = GlyphRun(["\u{2026}"], font: font)
    }

    func fits(_ width: CGFloat) -> Bool { width <= maxWidth + Self.tolerance }

    // MARK: Single unwrapped line

    func singleLine(_ paragraph: Substring, hiddenParagraphs: Bool) -> ([ViewControllerKit.TextLayout.Line], Bool) {
        let run = GlyphRun(paragraph, font: font)
        let range = 0..<run.count
        let width = run.width(range)
        if lineBreakMode == .byClipping {
            return ([ViewControllerKit.TextLayout.Line(text: run.text(range), width: Swift.min(width, maxWidth))],
                    hiddenParagraphs || !fits(width))
        }
        guard hiddenParagraphs || !fits(width) else {
            return ([ViewControllerKit.TextLayout.Line(text: run.text(range), width: width)], false)
        }
        return ([truncate(run, range)], true)
    }

    // MARK: Wrapping

    func wrap(_ paragraphs: [Substring], limit: Int) -> ([ViewControllerKit.TextLayout.Line], Bool) {
        var lines: [ViewControllerKit.TextLayout.Line] = []
        for (index, paragraph) in paragraphs.enumerated() {
            let run = GlyphRun(paragraph, font: font)
            var start = 0
            repeat {
                let (end, visibleEnd) = nextBreak(in: run, from: start)
                let isLastAllowed = limit > 0 && lines.count == limit - 1
                let textRemains = end < run.count || index < paragraphs.count - 1
                if isLastAllowed && textRemains {
                    lines.append(lastVisibleLine(run, from: start, wrappedAt: visibleEnd))
                    return (lines, true)
                }
                let width = run.width(start..<visibleEnd)
                lines.append(ViewControllerKit.TextLayout.Line(text: run.text(start..<visibleEnd), width: Swift.min(width, maxWidth)))
                start = end
            } while start < run.count
        }
        return (lines, false)
    }

    /// The last line when more text follows: truncating modes truncate the rest of the
    /// paragraph with "…"; other modes show the line as wrapped.
    private func lastVisibleLine(_ run: GlyphRun, from start: Int, wrappedAt visibleEnd: Int) -> ViewControllerKit.TextLayout.Line {
        guard lineBreakMode.isTruncating else {
            return ViewControllerKit.TextLayout.Line(text: run.text(start..<visibleEnd), width: Swift.min(run.width(start..<visibleEnd), maxWidth))
        }
        return truncate(run, start..<run.count)
    }

    /// Where the line starting at `start` ends: the next line's start, and the end of the
    /// visible text (before hanging spaces).
    private func nextBreak(in run: GlyphRun, from start: Int) -> (end: Int, visibleEnd: Int) {
        let n = run.count
        guard start < n else { return (n, n) }  // an empty paragraph is one empty line
        if lineBreakMode != .byCharWrapping {
            var best: (Int, Int)?
            var i = start + 1
            while i <= n {
                if i == n || isBreakOpportunity(run, at: i, lineStart: start) {
                    let visible = i == n ? n : trimmedEnd(run, start, i)
                    guard fits(run.width(start..<trimmedEnd(run, start, i))) else { break }
                    best = (i, visible)
                }
                i += 1
            }
            if let best { return best }
        } else if fits(run.width(start..<trimmedEnd(run, start, n))) {
            return (n, n)
        }
        // Break between characters: as many as fit, at least one so that layout progresses.
        var m = start + 1
        while m < n, fits(run.width(start..<(m + 1))) { m += 1 }
        var end = m
        while end < n, run.characters[end].isBreakingSpace { end += 1 }
        return (end, m)
    }

    /// A line may end before `i` after a space run, or after a hyphen inside a word.
    private func isBreakOpportunity(_ run: GlyphRun, at i: Int, lineStart: Int) -> Bool {
        let before = run.characters[i - 1], after = run.characters[i]
        if after.isBreakingSpace { return false }
        if before.isBreakingSpace { return true }
        return (before == "-" || before == "\u{2010}") && i - 1 > lineStart
            && !run.characters[i - 2].isBreakingSpace
    }

    func trimmedEnd(_ run: GlyphRun, _ start: Int, _ end: Int) -> Int {
        var e = end
        while e > start, run.characters[e - 1].isBreakingSpace { e -= 1 }
        return e
    }
}
