import Foundation

/// A spinning-wheel picker: one column (component) per data-source component, each with a
/// selected row shown in the middle band.
///
/// ```swift
/// let picker = UIPickerView()
/// picker.dataSource = self     // numberOfComponents(in:), numberOfRowsInComponent
/// picker.delegate = self       // titleForRow, didSelectRow
/// picker.selectRow(2, inComponent: 0, animated: false)
/// ```
///
/// Its natural size is iOS's, 320 × 216 points. The selected row of each component sits in
/// a rounded band across the middle, the rows around it above and below, fading with
/// distance. A vertical drag in a component moves it by one row per row height dragged and
/// settles on release; a tap on a row above or below the band selects that row. Either way
/// the delegate hears `didSelectRow` once the component settles; `selectRow(_:inComponent:animated:)`
/// from code sends nothing. Differs from iOS: no momentum and no 3-D wheel curvature;
/// `animated` selections settle at once.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    static let defaultRowHeight: CGFloat = 32
    static let standardSize = CGSize(width: 320, height: 216)

    open weak var dataSource: (any UIPickerViewDataSource)? { didSet { reloadAllComponents() } }
    open weak var delegate: (any UIPickerViewDelegate)? { didSet { reloadAllComponents() } }
    /// Deprecated on iOS (the band is always shown); stored.
    open var showsSelectionIndicator = false

    /// The selected row of each component, kept within its row count.
    private var selectedRows: [Int] = []
    private let band = UIView()
    /// The row views on screen, by component, and the rows they show.
    private var rowViews: [[(row: Int, view: UIView)]] = []
    private var drag: (component: Int, startY: CGFloat, startRow: Int, moved: Bool)?

    public override init(frame: CGRect) {
        super.init(frame: frame.size == .zero ? CGRect(origin: frame.origin, size: Self.standardSize) : frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        band.backgroundColor = .tertiarySystemFill
        band.layer.cornerRadius = 7
        band.isUserInteractionEnabled = false
        addSubview(band)
    }

    open override var intrinsicContentSize: CGSize { Self.standardSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.standardSize }

    // MARK: Data

    /// The number of components the data source gives (0 without one).
    open var numberOfComponents: Int { max(0, dataSource?.numberOfComponents(in: self) ?? 0) }

    open func numberOfRows(inComponent component: Int) -> Int {
        guard component >= 0, component < numberOfComponents else { return 0 }
        return max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
    }

    /// The size of one row of `component`: its width and row height.
    open func rowSize(forComponent component: Int) -> CGSize {
        CGSize(width: width(of: component), height: rowHeight(of: component))
    }

    /// Asks the data source and delegate again for every component, keeping each selection
    /// (moved back inside the row count when rows went away).
    open func reloadAllComponents() {
        let count = numberOfComponents
        selectedRows = (0..<count).map { component in
            let rows = numberOfRows(inComponent: component)
            let old = component < selectedRows.count ? selectedRows[component] : 0
            return rows == 0 ? 0 : min(max(old, 0), rows - 1)
        }
        rowViews = Array(repeating: [], count: count)
        setNeedsLayout()
    }

    open func reloadComponent(_ component: Int) { reloadAllComponents() }

    /// Selects `row` of `component` (moved inside the row count), without telling the delegate.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard component >= 0, component < selectedRows.count else { return }
        let rows = numberOfRows(inComponent: component)
        guard rows > 0 else { return }
        selectedRows[component] = min(max(row, 0), rows - 1)
        setNeedsLayout()
    }

    /// The selected row of `component`; -1 when it has no rows or does not exist.
    open func selectedRow(inComponent component: Int) -> Int {
        guard component >= 0, component < selectedRows.count, numberOfRows(inComponent: component) > 0 else { return -1 }
        return selectedRows[component]
    }

    /// The view showing `row` of `component`, when it is on screen.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        guard component >= 0, component < rowViews.count else { return nil }
        return rowViews[component].first { $0.row == row }?.view
    }

    // MARK: Geometry

    var defaultComponentWidth: CGFloat {
        let count = max(1, selectedRows.count)
        return max(0, (bounds.width - 2 * Self.sideInset - CGFloat(count - 1) * Self.componentSpacing) / CGFloat(count))
    }

    static let sideInset: CGFloat = 9
    static let componentSpacing: CGFloat = 5

    private func width(of component: Int) -> CGFloat {
        delegate?.pickerView(self, widthForComponent: component) ?? defaultComponentWidth
    }

    private func rowHeight(of component: Int) -> CGFloat {
        delegate?.pickerView(self, rowHeightForComponent: component) ?? Self.defaultRowHeight
    }

    /// The components' x ranges, centred as a group in the bounds.
    private func columns() -> [(x: CGFloat, width: CGFloat)] {
        let widths = (0..<selectedRows.count).map(width(of:))
        let total = widths.reduce(0, +) + CGFloat(max(0, widths.count - 1)) * Self.componentSpacing
        var x = (bounds.width - total) / 2
        return widths.map { width in
            defer { x += width + Self.componentSpacing }
            return (x, width)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if selectedRows.count != numberOfComponents { reloadAllComponents() }
        let height = selectedRows.indices.map(rowHeight(of:)).max() ?? Self.defaultRowHeight
        band.frame = CGRect(x: Self.sideInset, y: (bounds.height - height) / 2, width: max(0, bounds.width - 2 * Self.sideInset), height: height)
        for (component, column) in columns().enumerated() { layOutRows(of: component, in: column) }
    }

    /// Shows the selected row in the middle and as many neighbours as fit above and below.
    private func layOutRows(of component: Int, in column: (x: CGFloat, width: CGFloat)) {
        let rows = numberOfRows(inComponent: component), height = rowHeight(of: component)
        let old = rowViews[component]
        var placed: [(row: Int, view: UIView)] = []
        if rows > 0, height > 0 {
            let selected = selectedRows[component]
            let reach = Int((bounds.height / 2 / height).rounded(.up))
            for row in max(0, selected - reach)...min(rows - 1, selected + reach) {
                let reused = old.first { $0.row == row }?.view
                let view = delegate?.pickerView(self, viewForRow: row, forComponent: component, reusing: reused)
                    ?? Self.placeholderRow(reusing: reused)
                let offset = CGFloat(row - selected)
                view.frame = CGRect(x: column.x, y: bounds.midY - height / 2 + offset * height, width: column.width, height: height)
                view.alpha = max(0.2, 1 - abs(offset) * 0.25)
                view.isUserInteractionEnabled = false
                if view.superview !== self { addSubview(view) }
                placed.append((row, view))
            }
        }
        for (_, view) in old where !placed.contains(where: { $0.view === view }) { view.removeFromSuperview() }
        rowViews[component] = placed
    }

    /// A row without a delegate: "?" as on iOS.
    private static func placeholderRow(reusing view: UIView?) -> UIView {
        let label = (view as? UILabel) ?? UILabel()
        label.text = "?"
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 21)
        return label
    }

    // MARK: Touches

    private func component(at point: CGPoint) -> Int? {
        columns().firstIndex { point.x >= $0.x && point.x < $0.x + $0.width }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, drag == nil else { return super.touchesBegan(touches, with: event) }
        let point = touch.location(in: self)
        guard let component = component(at: point) else { return }
        drag = (component, point.y, selectedRows[component], false)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, var current = drag else { return super.touchesMoved(touches, with: event) }
        let dy = touch.location(in: self).y - current.startY
        if abs(dy) >= 8 { current.moved = true }
        drag = current
        guard current.moved else { return }
        // Dragging up brings later rows into the band.
        let rows = numberOfRows(inComponent: current.component)
        guard rows > 0 else { return }
        let row = current.startRow - Int((dy / rowHeight(of: current.component)).rounded())
        selectedRows[current.component] = min(max(row, 0), rows - 1)
        setNeedsLayout()
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let ended = drag else { return super.touchesEnded(touches, with: event) }
        drag = nil
        if !ended.moved {
            // A tap on a row outside the band turns the component to it.
            let offset = (touch.location(in: self).y - bounds.midY) / rowHeight(of: ended.component)
            let rows = numberOfRows(inComponent: ended.component)
            guard rows > 0 else { return }
            selectedRows[ended.component] = min(max(ended.startRow + Int(offset.rounded()), 0), rows - 1)
            setNeedsLayout()
        }
        let row = selectedRows[ended.component]
        guard row != ended.startRow || ended.moved else { return }
        layoutIfNeeded()
        delegate?.pickerView(self, didSelectRow: row, inComponent: ended.component)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let cancelled = drag else { return super.touchesCancelled(touches, with: event) }
        drag = nil
        selectedRows[cancelled.component] = cancelled.startRow
        setNeedsLayout()
    }

    override var debugProperties: [String] {
        ["selected = [" + selectedRows.map(String.init).joined(separator: ", ") + "]"]
    }
}
