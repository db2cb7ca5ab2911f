import Foundation

/// A row of segments (titles or images), one of which is selected.
///
/// A touch that lifts inside an enabled segment selects it; when the selection changed
/// (or always, for a momentary control) the segment's own `UIAction` runs (for segments
/// made from actions), then `.valueChanged` is sent, before `.touchUpInside`. Setting
/// ``selectedSegmentIndex`` from code sends nothing.
///
/// Sizing (approximating iOS 13+, see docs/DifferencesFromIOS.md "Controls"): 32 points
/// tall; each segment is its content (titles in the 13-point system font, or the image)
/// plus 12 points each side. Unless ``apportionsSegmentWidthsByContent``, every segment is
/// as wide as the widest; a width set with ``setWidth(_:forSegmentAt:)`` wins.
///
/// ```swift
/// let picker = UISegmentedControl(items: ["Day", "Week", "Month"])
/// picker.selectedSegmentIndex = 0
/// picker.addAction(UIAction { _ in reload(picker.selectedSegmentIndex) }, for: .valueChanged)
/// ```
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The ``selectedSegmentIndex`` when nothing is selected.
    public static let noSegment = -1
    static let height: CGFloat = 32
    static let segmentPadding: CGFloat = 12
    static var titleFont: UIFont { .systemFont(ofSize: 13) }

    struct Segment {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var isEnabled = true
        var width: CGFloat = 0
    }

    var segments: [Segment] = []
    /// Title attributes per control state (``setTitleTextAttributes(_:for:)``).
    var titleAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]
    private var labels: [UILabel] = []
    let selectionView = UIView()

    /// The selected segment, or ``noSegment``. Setting it sends no event.
    open var selectedSegmentIndex: Int = UISegmentedControl.noSegment {
        didSet {
            if selectedSegmentIndex < UISegmentedControl.noSegment || selectedSegmentIndex >= segments.count {
                selectedSegmentIndex = UISegmentedControl.noSegment
            }
            setNeedsLayout()
        }
    }
    /// Whether a tapped segment deselects itself right after sending its events.
    open var isMomentary = false
    /// Whether segments are sized by their own content rather than all as the widest.
    open var apportionsSegmentWidthsByContent = false { didSet { invalidateIntrinsicContentSize(); setNeedsLayout() } }
    /// The selected segment's colour (`nil` draws white).
    open var selectedSegmentTintColor: UIColor? {
        didSet {
            selectionView.backgroundColor = selectedSegmentTintColor ?? .white
            appearancePropertyDidSet(\.selectedSegmentTintColor)
        }
    }
    open var numberOfSegments: Int { segments.count }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    /// A control with a segment per item (each a `String` title or a `UIImage`), none selected.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let image = item as? UIImage {
                segments.append(Segment(image: image))
            } else {
                segments.append(Segment(title: item as? String ?? "\(item)"))
            }
        }
        segmentsDidChange()
    }

    /// A control with a segment per action, titled and imaged from it (iOS 14).
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map(Self.segment(for:))
        segmentsDidChange()
    }

    private func setUp() {
        backgroundColor = UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
        layer.cornerRadius = 9
        selectionView.backgroundColor = .white
        selectionView.layer.cornerRadius = 7
        selectionView.isUserInteractionEnabled = false
        addSubview(selectionView)
    }

    private static func segment(for action: UIAction) -> Segment {
        Segment(title: action.title.isEmpty ? nil : action.title, image: action.image, action: action)
    }

    // MARK: Segments

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Self.segment(for: action), at: segment)
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex == segment { selectedSegmentIndex = Self.noSegment }
        else if selectedSegmentIndex > segment { selectedSegmentIndex -= 1 }
        segmentsDidChange()
    }

    open func removeAllSegments() {
        segments.removeAll()
        selectedSegmentIndex = Self.noSegment
        segmentsDidChange()
    }

    /// Inserts at `index` clamped to 0...count, shifting the selection as UIKit does.
    private func insert(_ segment: Segment, at index: Int) {
        let at = min(max(index, 0), segments.count)
        segments.insert(segment, at: at)
        if selectedSegmentIndex >= at { selectedSegmentIndex += 1 }
        segmentsDidChange()
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
        segmentsDidChange()
    }

    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
        segmentsDidChange()
    }

    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
    }

    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// A fixed width for a segment; 0 (the default) sizes it automatically.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = max(0, width)
        segmentsDidChange()
    }

    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// The action a segment was made from, if any (iOS 14).
    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    private func segmentsDidChange() {
        labels.forEach { $0.removeFromSuperview() }
        labels = segments.map { segment in
            let label = UILabel()
            label.font = Self.titleFont
            label.textAlignment = .center
            label.text = segment.title
            label.isUserInteractionEnabled = false
            addSubview(label)
            return label
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Sizing and layout

    /// A segment's content width: its title in the 13-point font, or its image.
    private func contentWidth(_ segment: Segment) -> CGFloat {
        if let title = segment.title {
            return (title as NSString).size(withAttributes: [.font: Self.titleFont]).width
        }
        return segment.image?.size.width ?? 0
    }

    /// Each segment's natural width (fixed widths as set).
    private var naturalWidths: [CGFloat] {
        let own = segments.map { contentWidth($0) + 2 * Self.segmentPadding }
        let widest = own.max() ?? 0
        return segments.indices.map { index in
            segments[index].width > 0 ? segments[index].width : (apportionsSegmentWidthsByContent ? own[index] : widest)
        }
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: naturalWidths.reduce(0, +), height: Self.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The segments' frames in the bounds: fixed widths as set, the rest shares the remaining
    /// width (equally, or in proportion to content when apportioned).
    var segmentFrames: [CGRect] {
        let natural = naturalWidths
        let fixed = segments.indices.filter { segments[$0].width > 0 }.reduce(CGFloat(0)) { $0 + natural[$1] }
        let autoNatural = segments.indices.filter { segments[$0].width == 0 }.reduce(CGFloat(0)) { $0 + natural[$1] }
        let remaining = max(0, bounds.width - fixed)
        var x: CGFloat = 0
        return segments.indices.map { index in
            let width = segments[index].width > 0 ? natural[index]
                : (autoNatural > 0 ? remaining * natural[index] / autoNatural : 0)
            defer { x += width }
            return CGRect(x: x, y: 0, width: width, height: bounds.height)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let frames = segmentFrames
        for (label, frame) in zip(labels, frames) { label.frame = frame }
        selectionView.isHidden = !frames.indices.contains(selectedSegmentIndex)
        if frames.indices.contains(selectedSegmentIndex) {
            selectionView.frame = frames[selectedSegmentIndex].insetBy(dx: 2, dy: 2)
        }
    }

    /// The selected segment's title, as VoiceOver reads the control's value.
    open override var accessibilityValue: String? {
        get { storedAccessibilityValue ?? (segments.indices.contains(selectedSegmentIndex) ? segments[selectedSegmentIndex].title : nil) }
        set { storedAccessibilityValue = newValue }
    }

    override var claimsAncestorSingleTaps: Bool { true }

    // MARK: Tracking

    /// Selects the segment under a touch that lifts inside (before `.touchUpInside`).
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, isTouchInside else { return }
        let point = touch.location(in: self)
        guard let index = segmentFrames.firstIndex(where: { $0.minX <= point.x && point.x < $0.maxX }),
              segments[index].isEnabled else { return }
        guard index != selectedSegmentIndex || isMomentary else { return }
        selectedSegmentIndex = index
        layoutIfNeeded()
        segments[index].action?.perform(sender: self)
        sendActions(for: .valueChanged)
        if isMomentary { selectedSegmentIndex = Self.noSegment }
    }
}

extension UISegmentedControl {
    /// Sets the segment titles' attributes (`.font`, `.foregroundColor`, …) for a control
    /// state; an appearance property. Stored: segments draw their titles in the system style.
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributesByState[state.rawValue] = attributes
        appearancePropertyDidSet("titleTextAttributes:\(state.rawValue)") { $0.setTitleTextAttributes(attributes, for: state) }
    }

    /// The title attributes set for `state`.
    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributesByState[state.rawValue]
    }
}
