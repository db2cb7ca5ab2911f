import Foundation

/// Plain-style section headers and footers float: while any part of a section is on screen,
/// its header stays at the top of the visible area (below the bars, `adjustedContentInset`)
/// and its footer at the bottom, each pushed along by the section's own rows ending — so
/// the next section's header pushes the previous one off, as in Contacts. Grouped styles
/// keep them where they are.
///
/// ```
///   section's header scrolled past the top ──► header at visible top
///   rows end less than a header's height below the top ──► header rides up with them
///   (the same for a footer, mirrored, at the bottom)
/// ```
extension UITableView {
    /// Whether headers and footers float (the plain style).
    var floatsSectionHeaders: Bool { style == .plain }

    /// The sections with an item in `range` of flat items (headers, rows, footers).
    func sections(meeting range: Range<Int>) -> ClosedRange<Int>? {
        guard !range.isEmpty else { return nil }
        return heights.item(at: range.lowerBound).section...heights.item(at: range.upperBound - 1).section
    }

    /// Where header or footer `key` goes (a section for a header, `-section - 1` for a
    /// footer): its place in the content, or — floating — held inside the visible area.
    func headerFooterFrame(forKey key: Int) -> CGRect {
        let section = key >= 0 ? key : -key - 1
        let header = rect(ofFlat: heights.headerIndex(section)), footer = rect(ofFlat: heights.footerIndex(section))
        let natural = key >= 0 ? header : footer
        guard floatsSectionHeaders else { return natural }
        let visibleTop = bounds.minY + adjustedContentInset.top
        let visibleBottom = bounds.maxY - adjustedContentInset.bottom
        var frame = natural
        if key >= 0 {
            // Never above its place; at most down to where the rows end.
            frame.origin.y = max(natural.minY, min(visibleTop, footer.minY - natural.height))
        } else {
            // Never below its place; at least as low as where the rows start.
            frame.origin.y = min(natural.minY, max(visibleBottom - natural.height, header.maxY))
        }
        return frame
    }

    /// Whether header or footer `key` stays shown while the flat items in `range` are visible.
    func keepsHeaderFooter(_ key: Int, visible range: Range<Int>) -> Bool {
        let section = key >= 0 ? key : -key - 1
        if floatsSectionHeaders, let sections = sections(meeting: range) { return sections.contains(section) }
        return range.contains(key >= 0 ? heights.headerIndex(section) : heights.footerIndex(section))
    }

    /// Shows the headers and footers of the sections met by `range` that float.
    func showFloatingHeadersAndFooters(for range: Range<Int>) {
        guard floatsSectionHeaders, let sections = sections(meeting: range) else { return }
        for section in sections {
            if heights.height(at: heights.headerIndex(section)) > 0 { showHeaderFooter(section: section, header: true) }
            if heights.height(at: heights.footerIndex(section)) > 0 { showHeaderFooter(section: section, header: false) }
        }
    }
}
