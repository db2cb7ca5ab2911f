import Foundation

/// A control for choosing a date, a time, both, or a countdown duration.
///
/// ```swift
/// let picker = UIDatePicker()
/// picker.datePickerMode = .date
/// picker.preferredDatePickerStyle = .compact
/// picker.minimumDate = Date()
/// picker.addAction(UIAction { _ in due = picker.date }, for: .valueChanged)
/// ```
///
/// ``date`` stays within ``minimumDate``...``maximumDate`` (setting a bound moves it in).
/// `.valueChanged` is sent when the user picks a value, never when code sets one; in tests,
/// `HeadlessHost.pickDate(_:in:)` (UIKitTesting) picks as the user would.
///
/// Drawn as text: the compact style as iOS's grey capsules (the date in the medium style,
/// the time in the short style of ``locale``), the wheels and inline styles as the same text
/// centred in iOS's size for them (320 × 216, 320 × 358). Differs from iOS: the calendar,
/// the wheels and the compact style's pop-up are not drawn, so a tap picks nothing (said
/// once through the diagnostics channel).
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// What the picker chooses.
    public enum Mode: Int, Sendable {
        case time = 0, date = 1, dateAndTime = 2, countDownTimer = 3, yearAndMonth = 4
    }

    /// The date, clamped to the bounds; by default the moment the picker was made, on the
    /// runtime's clock (`Clock.currentDate`: a test host's manual clock decides it).
    open var date: Date {
        get { storedDate }
        set { storedDate = clamped(newValue); valueDidChange() }
    }
    private var storedDate: Date

    open var datePickerMode: Mode = .dateAndTime { didSet { valueDidChange(); invalidateIntrinsicContentSize() } }
    /// The style asked for; ``datePickerStyle`` is the one used.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic { didSet { valueDidChange(); invalidateIntrinsicContentSize() } }
    open var minimumDate: Date? { didSet { storedDate = clamped(storedDate); valueDidChange() } }
    open var maximumDate: Date? { didSet { storedDate = clamped(storedDate); valueDidChange() } }
    /// The locale the text is formatted in (`Locale.current` when nil).
    open var locale: Locale? { didSet { valueDidChange(); invalidateIntrinsicContentSize() } }
    open var calendar: Calendar! = Calendar.current
    open var timeZone: TimeZone? { didSet { valueDidChange() } }
    /// The minutes the time steps by (1 by default; iOS ignores a value that does not divide 60).
    open var minuteInterval = 1
    open var roundsToMinuteInterval = true
    /// The countdown in seconds, for `.countDownTimer` (0…86,399).
    open var countDownDuration: TimeInterval = 0 {
        didSet { countDownDuration = min(max(countDownDuration, 0), 86_399); valueDidChange() }
    }

    /// The style in use: `.automatic` is `.compact` for dates and times and `.wheels` for the
    /// countdown timer, as on iOS 14 and later.
    open var datePickerStyle: UIDatePickerStyle {
        if datePickerMode == .countDownTimer { return .wheels }
        return preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
    }

    private var pills: [(background: UIView, label: UILabel)] = []

    public override init(frame: CGRect) {
        storedDate = ViewControllerKit.Runtime.current.clock.currentDate
        super.init(frame: frame)
        valueDidChange()
    }

    public required init?(coder: NSCoder) {
        storedDate = ViewControllerKit.Runtime.current.clock.currentDate
        super.init(coder: coder)
        valueDidChange()
    }

    /// Sets the date; `animated` changes nothing here (the wheels are not drawn).
    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    private func clamped(_ value: Date) -> Date {
        var result = value
        if let minimumDate, result < minimumDate { result = minimumDate }
        if let maximumDate, result > maximumDate { result = maximumDate }
        return result
    }

    // MARK: Text and size

    /// The texts shown: the date and the time (compact), or one line (other styles).
    var displayedTexts: [String] {
        let formatter = DateFormatter()
        formatter.locale = locale ?? .current
        formatter.timeZone = timeZone ?? .current
        formatter.calendar = calendar
        func text(_ dateStyle: DateFormatter.Style, _ timeStyle: DateFormatter.Style) -> String {
            formatter.dateStyle = dateStyle; formatter.timeStyle = timeStyle
            return formatter.string(from: storedDate)
        }
        switch datePickerMode {
        case .date: return [text(.medium, .none)]
        case .time: return [text(.none, .short)]
        case .yearAndMonth:
            formatter.setLocalizedDateFormatFromTemplate("MMMMy")
            return [formatter.string(from: storedDate)]
        case .countDownTimer:
            let minutes = Int(countDownDuration) / 60
            return ["\(minutes / 60) hours \(minutes % 60) min"]
        case .dateAndTime:
            return datePickerStyle == .compact ? [text(.medium, .none), text(.none, .short)] : [text(.medium, .short)]
        }
    }

    private static let pillPadding = CGSize(width: 11, height: 6)
    private static let pillSpacing: CGFloat = 8

    private func valueDidChange() {
        let texts = displayedTexts
        while pills.count < texts.count {
            let background = UIView(), label = UILabel()
            background.layer.cornerRadius = 6
            background.isUserInteractionEnabled = false
            label.font = .systemFont(ofSize: 17)
            label.textAlignment = .center
            background.addSubview(label)
            addSubview(background)
            pills.append((background, label))
        }
        while pills.count > texts.count { pills.removeLast().background.removeFromSuperview() }
        let compact = datePickerStyle == .compact
        for (pill, text) in zip(pills, texts) {
            pill.label.text = text
            pill.background.backgroundColor = compact ? .tertiarySystemFill : nil
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private var pillSizes: [CGSize] {
        pills.map { pill in
            let text = pill.label.intrinsicContentSize
            return CGSize(width: text.width + 2 * Self.pillPadding.width, height: text.height + 2 * Self.pillPadding.height)
        }
    }

    /// Compact: the capsules side by side; wheels 320 × 216; inline 320 × 358 (iOS's sizes).
    open override var intrinsicContentSize: CGSize {
        switch datePickerStyle {
        case .wheels: return CGSize(width: 320, height: 216)
        case .inline: return CGSize(width: 320, height: 358)
        case .compact, .automatic:
            let sizes = pillSizes
            return CGSize(width: sizes.map(\.width).reduce(0, +) + CGFloat(max(0, sizes.count - 1)) * Self.pillSpacing,
                          height: sizes.map(\.height).max() ?? 0)
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let sizes = pillSizes
        let total = sizes.map(\.width).reduce(0, +) + CGFloat(max(0, sizes.count - 1)) * Self.pillSpacing
        // Compact capsules sit at the trailing edge, as iOS aligns them.
        var x = datePickerStyle == .compact ? bounds.width - total : (bounds.width - total) / 2
        for (pill, size) in zip(pills, sizes) {
            pill.background.frame = CGRect(x: x, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
            pill.label.frame = pill.background.bounds
            x += size.width + Self.pillSpacing
        }
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        runtimeInUse.diagnostics.unsupported("Picking a date by touch in UIDatePicker",
                                             "its calendar, wheels and pop-up are not drawn; set date from code, or use HeadlessHost.pickDate(_:in:) in tests")
    }

    override var debugProperties: [String] { super.debugProperties + ["date = \(displayedTexts.joined(separator: " "))"] }
}

/// How a date picker looks.
public enum UIDatePickerStyle: Int, Sendable {
    case automatic = 0, wheels = 1, compact = 2, inline = 3
}
