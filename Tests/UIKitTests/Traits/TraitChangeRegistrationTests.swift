import Testing
import UIKitTesting

/// iOS 17's `registerForTraitChanges(_:handler:)`: the handler hears only the traits it
/// names, with the previous collection, after `traitCollectionDidChange(_:)`.
@Suite @MainActor struct TraitChangeRegistrationTests {
    final class ThemedView: UIView {
        var heard: [String] = []
        override init(frame: CGRect) {
            super.init(frame: frame)
            registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previous: UITraitCollection) in
                self.heard.append("style \(previous.userInterfaceStyle) → \(self.traitCollection.userInterfaceStyle)")
            }
        }
        required init?(coder: NSCoder) { fatalError("not used") }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            heard.append("traitCollectionDidChange")
        }
    }

    @Test func aViewHearsTheTraitItNamed_afterTraitCollectionDidChange_andNotOthers() {
        let host = HeadlessHost()
        let root = UIViewController()
        host.show(root)
        let view = ThemedView()
        root.view.addSubview(view)
        root.traitOverrides.userInterfaceStyle = .dark
        #expect(view.heard == ["traitCollectionDidChange", "style light → dark"])
        root.traitOverrides.horizontalSizeClass = .regular
        #expect(view.heard == ["traitCollectionDidChange", "style light → dark", "traitCollectionDidChange"])
    }

    @Test func aControllerRegistersSeveralTraits_andUnregisters() {
        let host = HeadlessHost()
        let controller = UIViewController()
        host.show(controller)
        var heard: [String] = []
        let registration = controller.registerForTraitChanges([UITraitHorizontalSizeClass.self, UITraitPreferredContentSizeCategory.self]) {
            (controller: UIViewController, previous: UITraitCollection) in
            heard.append("\(previous.horizontalSizeClass) → \(controller.traitCollection.horizontalSizeClass)")
        }
        controller.traitOverrides.horizontalSizeClass = .regular
        controller.traitOverrides.userInterfaceStyle = .dark                  // not registered
        controller.traitOverrides.preferredContentSizeCategory = .extraLarge
        #expect(heard == ["compact → regular", "regular → regular"])
        controller.unregisterForTraitChanges(registration)
        controller.traitOverrides.horizontalSizeClass = .compact
        #expect(heard.count == 2)
    }

    @Test func aRegistrationDoesNotKeepItsObjectAlive() {
        let host = HeadlessHost()
        host.show(UIViewController())
        weak var released: ThemedView?
        do {
            let view = ThemedView()
            released = view
            host.window.rootViewController!.view.addSubview(view)
            view.removeFromSuperview()
        }
        #expect(released == nil)
        #expect(UITraitUserInterfaceStyle.affectsColorAppearance)
        #expect(UITraitUserInterfaceStyle.name == "UITraitUserInterfaceStyle")
    }
}
