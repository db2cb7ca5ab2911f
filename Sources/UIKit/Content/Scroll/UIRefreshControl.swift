import Foundation

/// Pull to refresh: a control above a scroll view's content that sends `.valueChanged` when
/// the user drags the content down far enough, and spins until `endRefreshing()`.
///
///     idle ──(drag pulls ≥ 100 pt past the top: .valueChanged)──► refreshing
///       ▲          beginRefreshing() (no event) ──────────────────────►│
///       └────────────────────────── endRefreshing() ◄───────────────────┘
///
/// It fires while the finger is still down, once per pull. While refreshing the scroll
/// view's `adjustedContentInset.top` grows by the control's 60 pt, so released content
/// settles below the spinner; `endRefreshing()` takes the room away again. The 100 pt pull
/// and 60 pt height are chosen values (docs/DifferencesFromIOS.md).
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    static let height: CGFloat = 60
    static let triggerDistance: CGFloat = 100

    public private(set) var isRefreshing = false
    /// Shown under the spinner.
    open var attributedTitle: NSAttributedString? {
        didSet {
            titleLabel.text = attributedTitle?.string
            setNeedsLayout()
        }
    }
    weak var scrollView: UIScrollView?
    let spinner = UIActivityIndicatorView(style: .medium)
    private let titleLabel = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public convenience init() { self.init(frame: .zero) }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        spinner.hidesWhenStopped = false
        titleLabel.font = .preferredFont(forTextStyle: .footnote)
        titleLabel.textColor = .secondaryLabel
        addSubview(spinner)
        addSubview(titleLabel)
    }

    /// Starts refreshing from code: no `.valueChanged` (the app started it).
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.startAnimating()
        scrollView?.updateAdjustedContentInset()
    }

    /// Stops the spinner and gives the room back to the content.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        scrollView?.updateAdjustedContentInset()
    }

    /// Called on each drag step with how far the content is pulled past its top.
    func scrollViewWasPulled(by distance: CGFloat) {
        guard !isRefreshing, isEnabled, distance >= Self.triggerDistance else { return }
        beginRefreshing()
        sendActions(for: .valueChanged)
    }

    /// Sits just above the content's top edge (below the bars' inset), full width.
    func place() {
        guard let scrollView else { return }
        let top = scrollView.adjustedContentInset.top - (isRefreshing ? Self.height : 0)
        frame = CGRect(x: 0, y: -top - Self.height, width: scrollView.bounds.width, height: Self.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = spinner.intrinsicContentSize
        let title = titleLabel.intrinsicContentSize
        let block = size.height + (title.height > 0 ? 4 + title.height : 0)
        spinner.frame = CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - block) / 2, width: size.width, height: size.height)
        titleLabel.frame = CGRect(x: (bounds.width - title.width) / 2, y: spinner.frame.maxY + 4, width: title.width, height: title.height)
    }
}
