import Foundation

extension ViewControllerKit {
    /// Text broken into lines for a font, width, line limit and line-break mode: what a label
    /// measures for its intrinsic size and what a renderer draws, line by line.
    ///
    /// ```swift
    /// let layout = TextLayout(text: "Hello world", font: .systemFont(ofSize: 17), maxWidth: 60,
    ///                         numberOfLines: 0, lineBreakMode: .byWordWrapping)
    /// layout.lines.map(\.text)              // ["Hello", "world"]
    /// layout.size(roundedToScale: 3)        // pixel-aligned, as UILabel.sizeThatFits reports
    /// ```
    ///
    /// Rules (TextKit's, as UILabel applies them):
    /// - Paragraphs end at newlines (`\n`, `\r\n`, `\r`, U+2028, U+2029); an empty paragraph
    ///   is an empty line.
    /// - Word wrapping breaks after spaces and after hyphens; spaces at a break hang past the
    ///   line end and are not part of the line. A word wider than the line is broken between
    ///   characters. `.byCharWrapping` breaks between any characters.
    /// - With one line (`numberOfLines == 1`) and a clipping or truncating mode the text is not
    ///   wrapped: the first paragraph is one line, clipped or truncated to the width. With more
    ///   lines, truncating and clipping modes wrap by words and only the last visible line is
    ///   truncated (or clipped) when text remains hidden; then it ends in "…" (U+2026).
    /// - Line widths are advances plus pair kerning (no ligatures), in points; each line is
    ///   `font.lineHeight` tall.
    public struct TextLayout: Sendable, Equatable {
        /// One laid-out line: its visible text (with any "…") and its width in points.
        public struct Line: Sendable, Equatable, CustomStringConvertible {
            public let text: String
            public let width: CGFloat
            public var description: String { "\"\(text)\" \(width)" }
        }

        public let lines: [Line]
        /// The height of every line (the font's `lineHeight`).
        public let lineHeight: CGFloat
        /// Whether text was cut (lines dropped, truncated or clipped).
        public let isTruncated: Bool

        /// The unrounded size: the widest line by the number of lines times the line height.
        public var size: CGSize {
            CGSize(width: lines.map(\.width).max() ?? 0, height: CGFloat(lines.count) * lineHeight)
        }

        /// ``size`` rounded up to the pixel grid (multiples of `1 / scale`), as UIKit rounds
        /// the sizes labels report.
        public func size(roundedToScale scale: CGFloat) -> CGSize {
            CGSize(width: size.width.ceiled(toScale: scale), height: size.height.ceiled(toScale: scale))
        }

        /// Lays out `text`. A `maxWidth` of 0 or less means unlimited; `numberOfLines` 0 means
        /// as many lines as needed.
        public init(text: String, font: UIFont, maxWidth: CGFloat = .greatestFiniteMagnitude,
                    numberOfLines: Int = 0, lineBreakMode: NSLineBreakMode = .byWordWrapping) {
            lineHeight = font.lineHeight
            guard !text.isEmpty else { lines = []; isTruncated = false; return }
            let width = maxWidth > 0 ? maxWidth : .greatestFiniteMagnitude
            let limit = max(0, numberOfLines)
            let breaker = LineBreaker(font: font, maxWidth: width, lineBreakMode: lineBreakMode)
            let paragraphs = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            let singleUnwrappedLine = limit == 1 && (lineBreakMode == .byClipping || lineBreakMode.isTruncating)
            (lines, isTruncated) = singleUnwrappedLine
                ? breaker.singleLine(paragraphs[0], hiddenParagraphs: paragraphs.count > 1)
                : breaker.wrap(paragraphs, limit: limit)
        }
    }
}

extension CGFloat {
    /// Rounded up to a multiple of `1 / scale`, ignoring floating-point dust so that an
    /// exact pixel value does not grow a pixel.
    func ceiled(toScale scale: CGFloat) -> CGFloat {
        let s = scale > 0 ? scale : 1
        return ((self * s) - 1e-6).rounded(.up) / s
    }
}
