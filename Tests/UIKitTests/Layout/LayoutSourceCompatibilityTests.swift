import Testing
import UIKitTesting

/// Auto Layout code as written for iOS, unchanged: it has to compile, and lay out.
@MainActor
final class ProfileLayoutViewController: UIViewController {
    let avatar = UIView()
    let details = UIStackView()
    var avatarHeight: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        avatar.translatesAutoresizingMaskIntoConstraints = false
        details.translatesAutoresizingMaskIntoConstraints = false
        details.axis = .vertical
        details.alignment = .leading
        details.distribution = .fill
        details.spacing = UIStackView.spacingUseSystem
        view.addSubview(avatar)
        view.addSubview(details)
        for _ in 0..<2 {
            let line = UIView()
            line.heightAnchor.constraint(equalToConstant: 20).isActive = true
            line.widthAnchor.constraint(equalToConstant: 120).isActive = true
            details.addArrangedSubview(line)
        }
        avatarHeight = avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor, multiplier: 1.0)
        avatarHeight.priority = UILayoutPriority.required - 1
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            avatar.topAnchor.constraint(equalToSystemSpacingBelow: view.safeAreaLayoutGuide.topAnchor, multiplier: 1),
            avatar.widthAnchor.constraint(equalToConstant: 64),
            avatarHeight,
            details.leadingAnchor.constraint(equalToSystemSpacingAfter: avatar.trailingAnchor, multiplier: 2),
            details.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            details.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
        ])
        avatar.setContentHuggingPriority(.defaultHigh + 1, for: .horizontal)
        avatar.setContentCompressionResistancePriority(UILayoutPriority(rawValue: 999), for: .vertical)
    }

    override func updateViewConstraints() {
        avatarHeight.constant = traitCollection.verticalSizeClass == .compact ? -16 : 0
        super.updateViewConstraints()
    }
}

/// A cell-style view that overrides fitting, as table and collection view cells do on iOS.
@MainActor
final class SelfSizingView: UIView {
    override func systemLayoutSizeFitting(_ targetSize: CGSize,
                                          withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                          verticalFittingPriority: UILayoutPriority) -> CGSize {
        let size = super.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .required,
                                                 verticalFittingPriority: verticalFittingPriority)
        return CGSize(width: size.width, height: max(size.height, 44))
    }
    override class var requiresConstraintBasedLayout: Bool { true }
}

@Suite @MainActor struct LayoutSourceCompatibilityTests {
    @Test func fittingOverride_callsSuper() {
        let host = HeadlessHost()
        let view = SelfSizingView()
        let content = IntrinsicView(10, 20)
        view.addSubview(content)
        NSLayoutConstraint.activate([content.topAnchor.constraint(equalTo: view.topAnchor),
                                     content.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                                     content.leadingAnchor.constraint(equalTo: view.leadingAnchor)])
        let size = view.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 320, height: 44))
        #expect(host.diagnostics.isEmpty)
    }

    @Test func iOSStyleController_laysOut() {
        let host = HeadlessHost()
        let controller = ProfileLayoutViewController()
        host.show(controller)
        #expect(controller.avatar.frame == CGRect(x: 16, y: 55, width: 64, height: 64))
        #expect(controller.details.frame == CGRect(x: 96, y: 63, width: 120, height: 48))
        host.rotate(to: .landscapeLeft)
        // Landscape is vertically compact: the avatar is 16 pt shorter; margins follow the safe area.
        #expect(controller.avatar.frame == CGRect(x: 63, y: 8, width: 64, height: 48))
        #expect(host.diagnostics.isEmpty)
    }
}
