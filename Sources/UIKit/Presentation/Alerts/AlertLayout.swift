import Foundation

/// Where everything of an alert goes, worked out from its texts and actions so the
/// presentation controller (the alert's frame) and the alert's view (its subviews) agree.
///
/// Metrics follow iOS 17's look, measured on screenshots; the text heights come from our
/// font measurement, so multi-line headers differ slightly from a device:
///
/// * alert: 270 wide; header inset 20 top and bottom, 16 at the sides, title bold 17,
///   message 13, 2 apart; buttons 44 high, two side by side (cancel left), else stacked
///   (cancel last);
/// * action sheet (iPhone): the screen's shorter side minus 16 wide, centred; header inset
///   14/16, title semibold 13 and message 13 in grey; buttons 57 high; the cancel button in
///   its own group 8 below; the whole 8 above the bottom safe-area edge (or the screen edge);
/// * action sheet in a popover (iPad): 304 wide, no cancel button.
@MainActor
struct AlertLayout {
    static let alertWidth: CGFloat = 270
    static let popoverWidth: CGFloat = 304
    static let sheetMargin: CGFloat = 8
    static let cancelGap: CGFloat = 8
    static let textFieldHeight: CGFloat = 30
    static let textFieldGap: CGFloat = 16

    var size: CGSize = .zero
    var titleFrame: CGRect?
    var messageFrame: CGRect?
    /// The text fields, in ``UIAlertController/textFields`` order.
    var textFieldFrames: [CGRect] = []
    /// The action buttons, in ``UIAlertController/displayedActions`` order.
    var actionFrames: [CGRect] = []
    /// The separate cancel group of an iPhone action sheet.
    var cancelGroupFrame: CGRect?

    init(alert: UIAlertController, width: CGFloat) {
        let isAlert = alert.preferredStyle == .alert
        let sideInset: CGFloat = 16
        let topInset: CGFloat = isAlert ? 20 : 14
        let rowHeight: CGFloat = isAlert ? 44 : 57
        let labelWidth = max(0, width - 2 * sideInset)
        var y: CGFloat = 0
        let title = alert.title.flatMap { $0.isEmpty ? nil : $0 }
        let message = alert.message.flatMap { $0.isEmpty ? nil : $0 }
        if title != nil || message != nil {
            y = topInset
            if let title {
                let height = Self.measure(title, font: Self.titleFont(isAlert), width: labelWidth)
                titleFrame = CGRect(x: sideInset, y: y, width: labelWidth, height: height)
                y += height
            }
            if let message {
                if title != nil { y += 2 }
                let height = Self.measure(message, font: .systemFont(ofSize: 13), width: labelWidth)
                messageFrame = CGRect(x: sideInset, y: y, width: labelWidth, height: height)
                y += height
            }
            y += topInset
        }
        if let fields = alert.textFields {
            // Chosen metrics: fields 30 high, touching, inset like the header, 16 below them.
            if y == 0 { y = Self.textFieldGap }
            for _ in fields {
                textFieldFrames.append(CGRect(x: sideInset, y: y, width: labelWidth, height: Self.textFieldHeight))
                y += Self.textFieldHeight
            }
            y += Self.textFieldGap
        }
        let displayed = alert.displayedActions
        let separateCancel = !isAlert && displayed.last?.style == .cancel
        let grouped = separateCancel ? Array(displayed.dropLast()) : displayed
        if isAlert, grouped.count == 2 {
            let half = width / 2
            actionFrames = [CGRect(x: 0, y: y, width: half, height: rowHeight),
                            CGRect(x: half, y: y, width: width - half, height: rowHeight)]
            y += rowHeight
        } else {
            for _ in grouped {
                actionFrames.append(CGRect(x: 0, y: y, width: width, height: rowHeight))
                y += rowHeight
            }
        }
        if separateCancel {
            y += Self.cancelGap
            let group = CGRect(x: 0, y: y, width: width, height: rowHeight)
            cancelGroupFrame = group
            actionFrames.append(group)
            y += rowHeight
        }
        size = CGSize(width: width, height: y)
    }

    /// The alert's frame in a container of `bounds` with `safeArea` insets.
    ///
    /// An alert is centred in the part of `bounds` above `keyboardTop` (the keyboard
    /// guide's top, when the keyboard is up).
    static func frame(for alert: UIAlertController, in bounds: CGRect, safeArea: UIEdgeInsets,
                      keyboardTop: CGFloat? = nil) -> CGRect {
        if alert.preferredStyle == .alert {
            let size = AlertLayout(alert: alert, width: alertWidth).size
            var area = bounds
            if let keyboardTop, keyboardTop < bounds.maxY {
                area = CGRect(x: bounds.minX, y: bounds.minY + safeArea.top, width: bounds.width,
                              height: max(0, keyboardTop - bounds.minY - safeArea.top))
            }
            return CGRect(x: area.midX - size.width / 2, y: area.midY - size.height / 2,
                          width: size.width, height: size.height)
        }
        let width = min(bounds.width, bounds.height) - 2 * sheetMargin
        let size = AlertLayout(alert: alert, width: width).size
        let bottom = bounds.maxY - max(safeArea.bottom, sheetMargin)
        return CGRect(x: bounds.midX - width / 2, y: bottom - size.height, width: width, height: size.height)
    }

    static func titleFont(_ isAlert: Bool) -> UIFont {
        isAlert ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 13, weight: .semibold)
    }

    private static func measure(_ text: String, font: UIFont, width: CGFloat) -> CGFloat {
        let label = UILabel()
        label.font = font
        label.numberOfLines = 0
        label.text = text
        return ceil(label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
    }
}
