import Foundation
import RenderTree

/// What the system draws over a screen's window that is none of the app's views: the
/// status bar (the time, the signal and the battery) and the home indicator. They are the
/// last children of a window's render tree, so every renderer — the SVG and PNG pictures,
/// the browser page — draws them above the app's views, as iOS composites them.
///
/// - The status bar is drawn while the window's `isStatusBarHidden` is false (the
///   controllers' answers, UIKIT-SEMANTICS 10.8; a landscape iPhone has none),
///   `statusBarHeight` high in the current orientation. Its content is dark for
///   `.darkContent`, and for `.default` in light mode; light otherwise.
/// - The home indicator is drawn on devices that inset their bottom edge for it
///   (`deviceSafeAreaInsets.bottom > 0` in the current orientation): a 134 × 5 bar with
///   round ends, 8 points above the bottom edge, dark in light mode and light in dark mode.
///
/// The shapes are ours (docs/DifferencesFromIOS.md, "Pictures"): the time is "9:41" in the
/// 17-point semibold system font, the signal four bars, the battery an outline with a
/// full charge; no Wi-Fi glyph.
enum SystemChrome {
    static let time = "9:41"
    static var timeFont: UIFont { .systemFont(ofSize: 17, weight: .semibold) }
    static let indicatorSize = CGSize(width: 134, height: 5)
    static let indicatorBottomGap: CGFloat = 8

    /// The status bar's node, or nil while the window shows none.
    @MainActor
    static func statusBar(of window: UIWindow, id: RenderNodeID) -> RenderNode? {
        let height = window.screenMetrics.statusBarHeight
        guard !window.isStatusBarHidden, height > 0 else { return nil }
        let width = window.bounds.width
        let dark = window.statusBarStyle == .darkContent
            || (window.statusBarStyle == .default && window.traitCollection.userInterfaceStyle != .dark)
        let color = RenderColor(dark ? UIColor.black : UIColor.white)
        var node = RenderNode(id: id)
        node.kind = "StatusBar"
        node.frame = RenderRect(CGRect(x: 0, y: 0, width: width, height: height))
        // A tall (sensor housing) bar centres its items in the ears either side, a little
        // below the middle; a classic 20-point bar along its middle, at the edges.
        let tall = height > 30
        let centreY = tall ? height / 2 + 3 : height / 2
        let font = timeFont
        let timeWidth = (time as NSString).size(withAttributes: [.font: font]).width
        let timeX = tall ? max(16, width * 0.14 - timeWidth / 2) : 16
        let baseline = centreY + (font.ascender + font.descender) / 2
        node.text = RenderText(font: RenderFont(font), color: color, lines: [
            RenderTextLine(text: time, x: RenderRounding.length(Double(timeX)), baseline: RenderRounding.length(Double(baseline)),
                           width: RenderRounding.length(Double(timeWidth))),
        ])
        let groupWidth: CGFloat = 17 + 6 + 27
        let groupX = (tall ? min(width - 16 - groupWidth, width * 0.86 - groupWidth / 2) : width - 16 - groupWidth).rounded()
        node.fills = signal(x: groupX, bottom: centreY + 5, color: color) + battery(x: groupX + 23, centreY: centreY, color: color)
        return node
    }

    /// The home indicator's node, or nil on a device without one.
    @MainActor
    static func homeIndicator(of window: UIWindow, id: RenderNodeID) -> RenderNode? {
        guard window.screenMetrics.deviceSafeAreaInsets.bottom > 0 else { return nil }
        let bounds = window.bounds
        var node = RenderNode(id: id)
        node.kind = "HomeIndicator"
        node.frame = RenderRect(CGRect(x: (bounds.width - indicatorSize.width) / 2,
                                       y: bounds.height - indicatorBottomGap - indicatorSize.height,
                                       width: indicatorSize.width, height: indicatorSize.height))
        node.background = RenderColor(window.traitCollection.userInterfaceStyle == .dark ? UIColor.white : UIColor.black)
        node.cornerRadius = RenderRounding.length(Double(indicatorSize.height / 2))
        return node
    }

    /// Four bars, 3 points wide, rising from 4 to 10.5 points.
    private static func signal(x: CGFloat, bottom: CGFloat, color: RenderColor) -> [RenderFill] {
        [4, 6, 8, 10.5].enumerated().map { index, height in
            fill(CGRect(x: x + CGFloat(index) * 4.5, y: bottom - height, width: 3, height: height), color)
        }
    }

    /// A 25 × 12 outline (one point thick), the charge inside it, and the cap on the right.
    private static func battery(x: CGFloat, centreY: CGFloat, color: RenderColor) -> [RenderFill] {
        let top = centreY - 6
        let outline = RenderColor(red: color.red, green: color.green, blue: color.blue, alpha: 90)
        return [
            fill(CGRect(x: x, y: top, width: 25, height: 1), outline),
            fill(CGRect(x: x, y: top + 11, width: 25, height: 1), outline),
            fill(CGRect(x: x, y: top + 1, width: 1, height: 10), outline),
            fill(CGRect(x: x + 24, y: top + 1, width: 1, height: 10), outline),
            fill(CGRect(x: x + 2, y: top + 2, width: 21, height: 8), color),
            fill(CGRect(x: x + 26, y: centreY - 2, width: 1.5, height: 4), outline),
        ]
    }

    private static func fill(_ rect: CGRect, _ color: RenderColor) -> RenderFill {
        RenderFill(rect: RenderRect(rect), color: color)
    }
}
