import Foundation
import Testing
import UIKit
import UIKitTesting

// Colour, image and device code written as iOS apps write it: the point is that it compiles.

final class ThemedViewController: UIViewController {
    private let badge = UIImageView()
    private var observer: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        view.tintColor = .systemIndigo
        let card = UIView()
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.borderColor = UIColor.separator.cgColor
        card.layer.shadowColor = UIColor.black.withAlphaComponent(0.2).cgColor
        view.addSubview(card)
        let title = UILabel()
        title.textColor = .label
        let caption = UILabel()
        caption.textColor = .secondaryLabel
        caption.backgroundColor = UIColor(named: "Brand") ?? .systemTeal
        badge.image = UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 24, weight: .bold))
        badge.image = UIImage(named: "logo") ?? UIImage()
        badge.image = UIImage(systemName: "gear")?.withRenderingMode(.alwaysTemplate)
        badge.image = UIImage(systemName: "heart.fill")?.withTintColor(.systemPink)
        badge.image = UIImage(systemName: "heart")?.withTintColor(.white, renderingMode: .alwaysOriginal)
        let bubble = UIImage(named: "bubble")?.resizableImage(withCapInsets: UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12))
        let stretched = UIImage().resizableImage(withCapInsets: .zero, resizingMode: .stretch)
        _ = (bubble?.capInsets, stretched.resizingMode == .stretch)
        let accent = UIColor { traits in traits.userInterfaceStyle == .dark ? .systemYellow : .systemOrange }
        let highlight = UIColor(hue: 0.6, saturation: 0.5, brightness: 0.9, alpha: 1)
        let p3 = UIColor(displayP3Red: 1, green: 0.2, blue: 0.2, alpha: 1)
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = accent.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        _ = [highlight, p3, .cyan, .magenta, .brown, .systemMint, .tertiaryLabel, .systemFill, .opaqueSeparator]
        if UIDevice.current.userInterfaceIdiom == .pad { title.font = .preferredFont(forTextStyle: .title1) }
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
        // `queue: nil`: with `.main`, swift-corelibs-foundation waits for the main queue
        // while the poster occupies it (DifferencesFromIOS "Colours and images").
        observer = NotificationCenter.default.addObserver(
            forName: UIDevice.orientationDidChangeNotification, object: UIDevice.current, queue: nil) { _ in }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.userInterfaceStyle != previousTraitCollection?.userInterfaceStyle {
            view.layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
        }
    }
}

@Suite @MainActor struct TypicalColorImageDeviceCodeCompiles {
    @Test func itLoads() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        host.show(ThemedViewController())
        #expect(host.window.rootViewController is ThemedViewController)
    }
}
