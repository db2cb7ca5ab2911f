import Foundation

/// The section index a table shows along its trailing edge: one label per title of the data
/// source's `sectionIndexTitles(for:)`, centred in the visible height. Touching a title, or
/// dragging over the titles, moves the table to the title's section at once.
///
/// ```
///   hidden ──titles, enough rows──► shown ──finger down──► tracking ⟲ jump on a new title
///     ▲                               ▲                      │
///     └──no titles / too few rows─────┴────finger lifts──────┘
/// ```
/// Sizes are chosen (Apple publishes none): 15 points wide, 14 points a title, titles in
/// an 11-point semibold system font.
@MainActor
final class TableSectionIndexView: UIView {
    static let width: CGFloat = 15
    static let titleHeight: CGFloat = 14

    private(set) var titles: [String] = []
    private var labels: [UILabel] = []
    /// The title the finger is on while tracking (a new one jumps).
    private var trackedIndex: Int?
    /// Called with the title index the finger reached.
    var onSelectTitle: ((Int) -> Void)?
    var titleColor: UIColor = .systemBlue { didSet { labels.forEach { $0.textColor = titleColor } } }
    var restingBackgroundColor: UIColor? { didSet { if trackedIndex == nil { backgroundColor = restingBackgroundColor } } }
    var trackingBackgroundColor: UIColor?

    var isTracking: Bool { trackedIndex != nil }

    func setTitles(_ titles: [String]) {
        guard titles != self.titles else { return }
        self.titles = titles
        labels.forEach { $0.removeFromSuperview() }
        labels = titles.map { title in
            let label = UILabel()
            label.text = title
            label.font = .systemFont(ofSize: 11, weight: .semibold)
            label.textAlignment = .center
            label.textColor = titleColor
            addSubview(label)
            return label
        }
        setNeedsLayout()
    }

    /// The top of the first title: the titles are centred in the height.
    private var titlesTop: CGFloat { (bounds.height - CGFloat(titles.count) * Self.titleHeight) / 2 }

    override func layoutSubviews() {
        super.layoutSubviews()
        for (i, label) in labels.enumerated() {
            label.frame = CGRect(x: 0, y: titlesTop + CGFloat(i) * Self.titleHeight, width: bounds.width, height: Self.titleHeight)
        }
    }

    /// The title at `y` (this view's coordinates), the nearest one above or below the titles.
    func titleIndex(at y: CGFloat) -> Int? {
        guard !titles.isEmpty else { return nil }
        let i = Int(((y - titlesTop) / Self.titleHeight).rounded(.down))
        return min(max(i, 0), titles.count - 1)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        backgroundColor = trackingBackgroundColor ?? restingBackgroundColor
        track(to: touch.location(in: self).y, first: true)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        track(to: touch.location(in: self).y, first: false)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { endTracking() }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { endTracking() }

    private func track(to y: CGFloat, first: Bool) {
        guard let index = titleIndex(at: y), first || index != trackedIndex else { return }
        trackedIndex = index
        onSelectTitle?(index)
    }

    private func endTracking() {
        trackedIndex = nil
        backgroundColor = restingBackgroundColor
    }
}
