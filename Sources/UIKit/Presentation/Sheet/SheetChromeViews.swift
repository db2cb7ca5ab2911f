import Foundation

/// Covers the presenter behind a sheet. Dimming, it swallows touches (a tap does nothing);
/// clear (the selected detent is undimmed), touches go through to the presenter.
@MainActor
final class SheetDimmingView: UIView {
    var isDimming = true

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0, alpha: 0.2)
    }

    required init?(coder: NSCoder) { nil }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        isDimming ? super.hitTest(point, with: event) : nil
    }
}

/// The grabber drawn at the top of a sheet; touches go through it to the sheet.
@MainActor
final class SheetGrabberView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .tertiaryLabel
        layer.cornerRadius = 2.5
        isUserInteractionEnabled = false
        accessibilityIdentifier = "sheet-grabber"
    }

    required init?(coder: NSCoder) { nil }
}
