import Foundation
import Testing
import UIKit
import UIKitTesting

/// Views built from a storyboard scene: each kind's properties, and frames after layout.
@Suite(.serialized) @MainActor struct StoryboardViewTests {
    @Test func viewKindsCarryTheirPropertiesAndLayOutFromConstraints() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let controller = try #require(UIStoryboard(name: "Views", bundle: .module).instantiateInitialViewController())
        host.show(controller)
        host.runUntilIdle()
        let root = controller.view!
        #expect(root.backgroundColor == .systemBackground)
        let kinds = root.subviews.map { "\(type(of: $0))" }
        #expect(kinds == ["UIStackView", "UIButton", "UIImageView", "UIToolbar", "UINavigationBar", "UIView"])

        let stack = try #require(root.subviews[0] as? UIStackView)
        #expect(stack.axis == .vertical)
        #expect(stack.distribution == .fillEqually)
        #expect(stack.spacing == 8)
        let top = root.safeAreaInsets.top
        #expect(stack.frame == CGRect(x: 16, y: top + 16, width: 358, height: 100))
        let labels = stack.arrangedSubviews.compactMap { $0 as? UILabel }
        #expect(labels.map(\.frame) == [CGRect(x: 0, y: 0, width: 358, height: 46), CGRect(x: 0, y: 54, width: 358, height: 46)])

        let title = labels[0]
        #expect(title.text == "Title")
        #expect(title.font == UIFont.preferredFont(forTextStyle: .headline))
        #expect(title.textColor.hexString == UIColor(named: "Brand", in: .module, compatibleWith: nil)?.hexString)
        #expect(title.textAlignment == .center)
        #expect(title.numberOfLines == 0)
        #expect(title.lineBreakMode == .byWordWrapping)
        #expect(title.tag == 7)
        #expect(title.alpha == 0.5)
        #expect(title.accessibilityIdentifier == "title")
        #expect(labels[1].font == UIFont.boldSystemFont(ofSize: 13))
        #expect(labels[1].textColor == .secondaryLabel)

        let button = try #require(root.subviews[1] as? UIButton)
        #expect(button.buttonType == .custom)
        #expect(button.isHidden)
        #expect(button.title(for: .normal) == "Go")
        #expect(button.title(for: .highlighted) == "Going")
        #expect(button.titleColor(for: .normal) == .systemRed)
        // The placeholder width constraint is design-time only; the button keeps its size.
        #expect(button.frame.origin == CGPoint(x: 16, y: top + 136))

        let imageView = try #require(root.subviews[2] as? UIImageView)
        #expect(imageView.image != nil)
        #expect(imageView.contentMode == .scaleAspectFit)
        #expect(imageView.clipsToBounds)
        #expect(imageView.frame == CGRect(x: 16, y: 240, width: 60, height: 40))

        let toolbar = try #require(root.subviews[3] as? UIToolbar)
        #expect(toolbar.items?.map { $0.title ?? "\($0.systemItem.map { "\($0)" } ?? "-")" } == ["Edit", "flexibleSpace", "add"])
        let bar = try #require(root.subviews[4] as? UINavigationBar)
        #expect(bar.items?.map(\.title) == ["Bar"])

        let styled = root.subviews[5]
        #expect(styled.layer.cornerRadius == 8)
        #expect(styled.autoresizingMask == [.flexibleLeftMargin, .flexibleWidth, .flexibleBottomMargin])
        #expect(styled.translatesAutoresizingMaskIntoConstraints)
        let warnings = host.takeDiagnostics().map(\.message)
        #expect(warnings.contains { $0.hasPrefix("Failed to set (customThing) user defined inspected property on (UIView)") })
    }

    @Test func nibNamedByTheDefaultRuleLoadsTheControllersView() throws {
        StoryboardTrace.reset()
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let controller = SBProfileViewController(nibName: nil, bundle: .module)
        host.show(controller)
        host.runUntilIdle()
        #expect(controller.nameLabel?.text == "Ada")
        #expect(controller.events == ["viewDidLoad nameLabel: Ada"])
        // The First Responder action travels the responder chain to the controller.
        try host.tap(label: "Save")
        #expect(controller.events.last == "save(Save)")
    }

    @Test func nibInstantiationReturnsTopLevelObjectsWithTheOwnerConnected() throws {
        StoryboardTrace.reset()
        let owner = SBProfileViewController(nibName: nil, bundle: nil)
        let objects = UINib(nibName: "SBProfileView", bundle: .module).instantiate(withOwner: owner, options: nil)
        #expect(objects.count == 2)
        #expect((objects.last as? UIView)?.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(owner.isViewLoaded)
        #expect(owner.nameLabel?.text == "Ada")
        let loaded = Bundle.module.loadNibNamed("SBProfileView", owner: nil)
        #expect(loaded?.count == 2)
    }

    @Test func missingNibRaisesUIKitsException() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let controller = UIViewController(nibName: "Missing", bundle: .module)
        host.expectException(containing: "Could not load NIB in bundle") {
            controller.loadViewIfNeeded()
        }
        host.expectException(containing: "with name 'Nope'") {
            #expect(Bundle.module.loadNibNamed("Nope", owner: nil) == nil)
        }
    }

    @Test func missingStoryboardRaisesUIKitsException() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        host.expectException(containing: "Could not find a storyboard named 'Nope'") {
            #expect(UIStoryboard(name: "Nope", bundle: .module).instantiateInitialViewController() == nil)
        }
    }
}

final class SBProfileViewController: UIViewController {
    weak var nameLabel: UILabel?
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad nameLabel: \(nameLabel?.text ?? "nil")")
    }

    func save(_ sender: UIButton) { events.append("save(\(sender.currentTitle ?? ""))") }
}
