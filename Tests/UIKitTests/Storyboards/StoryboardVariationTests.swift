import Foundation
import Testing
import UIKit
import UIKitTesting

/// Records, when its traits change, what the size-class variations had already applied.
final class SBVariationsViewController: UIViewController {
    var seenAtTraitChange: [String] = []

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let stack = view.subviews.compactMap { $0 as? UIStackView }.first
        seenAtTraitChange.append("\(traitCollection.verticalSizeClass == .compact ? "hC" : "hR") axis=\(stack?.axis == .horizontal ? "h" : "v")")
    }
}

/// Size-class variations (`<variation key="heightClass=compact">` …): applied at load for the
/// controller's traits and re-applied when rotation or the device changes the size classes.
@Suite(.serialized) @MainActor struct StoryboardVariationTests {
    /// iPhone 14 Plus: regular width in landscape, the size class that makes
    /// `heightClass=compact-widthClass=regular` variations apply.
    static let iPhonePlus = ViewControllerKit.DeviceProfile(
        name: "iPhone 14 Plus", idiom: .phone, portraitSize: CGSize(width: 428, height: 926), scale: 3,
        portrait: .init(deviceSafeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
                        statusBarHeight: 47, horizontalSizeClass: .compact, verticalSizeClass: .regular),
        landscape: .init(deviceSafeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
                         statusBarHeight: 0, horizontalSizeClass: .regular, verticalSizeClass: .compact),
        defaultSupportedOrientations: .allButUpsideDown)

    /// The scene's views, read in portrait (where every subview is installed).
    @MainActor struct Views {
        let root: UIView, box: UIView, badge: UIView, extra: UIView, stack: UIStackView, label: UILabel

        init(_ controller: UIViewController) throws {
            root = controller.view
            let subviews = root.subviews
            try #require(subviews.count == 5)
            (box, badge, extra) = (subviews[0], subviews[1], subviews[2])
            stack = try #require(subviews[3] as? UIStackView)
            label = try #require(subviews[4] as? UILabel)
        }
    }

    func load(_ host: HeadlessHost) throws -> (SBVariationsViewController, Views) {
        let controller = try #require(UIStoryboard(name: "Variations", bundle: .module).instantiateInitialViewController() as? SBVariationsViewController)
        host.show(controller)
        host.runUntilIdle()
        return (controller, try Views(controller))
    }

    @Test func rotationOnAnIPhoneAppliesAndRemovesTheCompactHeightVariations() throws {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let (controller, views) = try load(host)
        let arranged = views.stack.arrangedSubviews

        // Portrait (compact width, regular height): the any/any layout, minus the constraint
        // the default variation excludes (box height 30).
        #expect(views.box.frame == CGRect(x: 20, y: 100, width: 100, height: 50))
        #expect(views.extra.superview === views.root)
        #expect(views.extra.frame == CGRect(x: 0, y: 160, width: 10, height: 10))
        #expect(!views.badge.isHidden && views.badge.alpha == 1)
        #expect(views.stack.axis == .vertical && views.stack.spacing == 4)
        #expect(views.stack.frame == CGRect(x: 20, y: 300, width: 40, height: 84))
        #expect(arranged.map(\.frame) == [CGRect(x: 0, y: 0, width: 40, height: 40), CGRect(x: 0, y: 44, width: 40, height: 40)])
        #expect(views.label.font == UIFont.systemFont(ofSize: 17))

        // Landscape (compact width, compact height).
        let extra = views.extra
        #expect(host.rotate(to: .landscapeRight))
        #expect(views.box.frame == CGRect(x: 60, y: 100, width: 100, height: 30))
        #expect(extra.superview == nil)
        #expect(views.badge.isHidden && views.badge.alpha == 0.5)
        #expect(views.stack.axis == .horizontal && views.stack.spacing == 12)
        #expect(views.stack.frame == CGRect(x: 20, y: 300, width: 92, height: 40))
        #expect(arranged.map(\.frame) == [CGRect(x: 0, y: 0, width: 40, height: 40), CGRect(x: 52, y: 0, width: 40, height: 40)])
        #expect(views.label.font == UIFont.boldSystemFont(ofSize: 30))

        // Back to portrait: every value as written again, the uninstalled view back in its place.
        #expect(host.rotate(to: .portrait))
        #expect(views.box.frame == CGRect(x: 20, y: 100, width: 100, height: 50))
        #expect(views.root.subviews.firstIndex(of: extra) == 2)
        #expect(extra.frame == CGRect(x: 0, y: 160, width: 10, height: 10))
        #expect(!views.badge.isHidden && views.badge.alpha == 1)
        #expect(views.stack.axis == .vertical && views.stack.spacing == 4)
        #expect(arranged.map(\.frame) == [CGRect(x: 0, y: 0, width: 40, height: 40), CGRect(x: 0, y: 44, width: 40, height: 40)])
        #expect(views.label.font == UIFont.systemFont(ofSize: 17))

        // UIKIT-SEMANTICS 10.1: traitCollectionDidChange comes after the change is applied,
        // so the controller sees the new size class's layout.
        #expect(controller.seenAtTraitChange == ["hC axis=h", "hR axis=v"])
        #expect(host.takeDiagnostics().isEmpty)
    }

    @Test func theMostSpecificMatchingVariationWinsWhateverItsDocumentOrder() throws {
        let host = HeadlessHost(device: Self.iPhonePlus)
        defer { withExtendedLifetime(host) {} }
        let (_, views) = try load(host)
        #expect(views.box.frame == CGRect(x: 20, y: 100, width: 100, height: 50))
        // Landscape on a Plus is regular width, compact height: the two-condition variation's
        // constant (80, written first) beats heightClass=compact's (60), and widthClass=regular
        // widens the box.
        #expect(host.rotate(to: .landscapeLeft))
        #expect(views.box.frame == CGRect(x: 80, y: 100, width: 300, height: 30))
        #expect(host.rotate(to: .portrait))
        #expect(views.box.frame == CGRect(x: 20, y: 100, width: 100, height: 50))
    }

    @Test func anIPadIsRegularInBothOrientations() throws {
        let host = HeadlessHost(device: .iPadAir)
        defer { withExtendedLifetime(host) {} }
        let (_, views) = try load(host)
        #expect(views.box.frame == CGRect(x: 20, y: 100, width: 300, height: 50))
        #expect(host.rotate(to: .landscapeLeft))
        #expect(views.box.frame == CGRect(x: 20, y: 100, width: 300, height: 50))
        #expect(views.extra.superview === views.root)
        #expect(views.stack.axis == .vertical)
    }
}

/// The corpus file whose scene varies its layout by size class most (DuckDuckGo's tab
/// scene): a stack view that turns horizontal and fills equally in compact height, a width
/// constant per size class, and a label width only a regular/regular iPad installs. Only
/// frames that do not depend on text metrics are checked.
@Suite(.serialized) @MainActor struct StoryboardCorpusVariationTests {
    func load(_ host: HeadlessHost) throws -> (content: UIStackView, image: UIView, texts: UIStackView, detail: UIView) {
        let bundle = try #require(Bundle(path: StoryboardCorpusTests.corpus.path))
        let storyboard = UIStoryboard(name: "duckduckgo__iOS__Tab", bundle: bundle)
        let controller = storyboard.instantiateViewController(withIdentifier: "TabViewController")
        // The alert container embeds a scene of a storyboard outside the corpus.
        host.expectException(containing: "Could not find a storyboard named 'JSAlertController'") {
            controller.loadViewIfNeeded()
        }
        host.show(controller)
        host.runUntilIdle()
        host.takeDiagnostics()
        let error = controller.view.subviews[3]
        let content = try #require(error.subviews.first as? UIStackView)
        let texts = try #require(content.arrangedSubviews.last as? UIStackView)
        return (content, content.arrangedSubviews[0], texts, texts.arrangedSubviews[1])
    }

    @Test func tabSceneOnAnIPhoneInPortraitAndLandscape() throws {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let views = try load(host)
        // Portrait: width = container − 20, centred; vertical, the text stack as wide as the image.
        #expect(views.content.frame.origin.x == 10 && views.content.frame.width == 370)
        #expect(views.content.axis == .vertical && views.content.distribution == .fill)
        #expect(views.image.frame.width == views.texts.frame.width)

        // Landscape (heightClass=compact): width constant −100, horizontal, fill equally.
        #expect(host.rotate(to: .landscapeRight))
        #expect(views.content.frame.origin.x == 50 && views.content.frame.width == 744)
        #expect(views.content.axis == .horizontal && views.content.distribution == .fillEqually)
        #expect(views.image.frame.origin.x == 0 && views.image.frame.width == 368)
        #expect(views.texts.frame.origin.x == 376 && views.texts.frame.width == 368)

        #expect(host.rotate(to: .portrait))
        #expect(views.content.frame.origin.x == 10 && views.content.frame.width == 370)
        #expect(views.content.axis == .vertical && views.content.distribution == .fill)
    }

    @Test func tabSceneOnAnIPadInstallsTheRegularRegularLabelWidth() throws {
        let host = HeadlessHost(device: .iPadAir)
        defer { withExtendedLifetime(host) {} }
        let views = try load(host)
        #expect(views.content.frame.origin.x == 10 && views.content.frame.width == 800)
        #expect(views.detail.frame.width == 400)
        #expect(views.texts.frame.origin.x == 200 && views.texts.frame.width == 400)
    }
}
