import Foundation

/// The region a text view's text is laid out in: its size, the padding at each end of a
/// line, how many lines it holds and how a line that does not fit ends.
///
/// A text view makes its own (``UITextView/textContainer``) with `widthTracksTextView` true:
/// its width follows the view's, less ``UITextView/textContainerInset``; its height is
/// unlimited, so the text scrolls. Changing a property lays the owning view's text out again.
/// Differs from iOS: no `NSLayoutManager` or `NSTextLayoutManager`; `exclusionPaths` are kept
/// but the text does not flow around them (said once, through the diagnostics channel).
@preconcurrency @MainActor
open class NSTextContainer {
    /// The text view that lays its text out in this container (set when the view is made
    /// with it or makes it).
    weak var owner: UITextView?

    /// A container of `size` (a height of `.greatestFiniteMagnitude` for text that grows).
    public init(size: CGSize) {
        self.size = size
    }

    public convenience init() { self.init(size: .zero) }

    /// The size of the region; a text view keeps the width current while
    /// ``widthTracksTextView`` is true.
    open var size: CGSize {
        didSet { if size != oldValue { owner?.textContainerDidChange() } }
    }
    /// Empty space at each end of every line (UIKit's default, 5 points); `0` puts the text
    /// flush with the text view's inset.
    open var lineFragmentPadding: CGFloat = 5 {
        didSet { owner?.textContainerDidChange() }
    }
    /// The most lines laid out (0: no limit); the last shown line ends as ``lineBreakMode``
    /// says.
    open var maximumNumberOfLines = 0 {
        didSet { owner?.textContainerDidChange() }
    }
    /// How the last line ends when the lines are limited (default `.byWordWrapping`).
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping {
        didSet { owner?.textContainerDidChange() }
    }
    /// Whether ``size``'s width follows the text view's width (default false; true for the
    /// container a text view makes).
    open var widthTracksTextView = false {
        didSet { owner?.textContainerDidChange() }
    }
    /// Whether ``size``'s height follows the text view's height (default false).
    open var heightTracksTextView = false
    /// Areas the text should flow around. Kept, not applied.
    open var exclusionPaths: [UIBezierPath] = [] {
        didSet {
            guard !exclusionPaths.isEmpty else { return }
            ViewControllerKit.Runtime.current.diagnostics.unsupported(
                "NSTextContainer.exclusionPaths", "text is laid out in whole-width lines")
        }
    }
    /// Whether the region is a plain rectangle (true while there are no exclusion paths).
    open var isSimpleRectangularTextContainer: Bool { exclusionPaths.isEmpty }
}
