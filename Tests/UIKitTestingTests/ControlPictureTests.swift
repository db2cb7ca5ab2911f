import Foundation
import Testing
import UIKitTesting

/// A picture of every control, compared with `Snapshots/Pictures/<name>.svg`. Re-record on
/// purpose with `RECORD_SNAPSHOTS=1` and review the SVG diff.
@Suite @MainActor struct ControlPictureTests {
    static let pictures = PictureSnapshots(directory: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Snapshots/Pictures"))

    /// A white stage the size of `size` holding `views`, laid out on an iPhone 14.
    static func stage(_ size: CGSize, _ views: [UIView]) -> (HeadlessHost, UIView) {
        let host = HeadlessHost(device: .iPhone14)
        let controller = UIViewController()
        host.show(controller)
        let stage = UIView(frame: CGRect(origin: CGPoint(x: 0, y: 100), size: size))
        stage.backgroundColor = .white
        views.forEach(stage.addSubview)
        controller.view.addSubview(stage)
        host.runUntilIdle()
        return (host, stage)
    }

    @Test func labels() {
        let single = UILabel()
        single.text = "Hello, world"
        single.sizeToFit()
        single.frame.origin = CGPoint(x: 16, y: 16)
        let wrapped = UILabel(frame: CGRect(x: 16, y: 50, width: 180, height: 90))
        wrapped.text = "Text wraps at the label's width, centred"
        wrapped.numberOfLines = 0
        wrapped.textAlignment = .center
        wrapped.font = .preferredFont(forTextStyle: .title3)
        wrapped.backgroundColor = .systemGray6
        let truncated = UILabel(frame: CGRect(x: 16, y: 150, width: 150, height: 21))
        truncated.text = "A long line that does not fit"
        truncated.textColor = .secondaryLabel
        let right = UILabel(frame: CGRect(x: 16, y: 180, width: 180, height: 21))
        right.text = "Right, bold italic"
        right.textAlignment = .right
        right.font = UIFont(name: "DejaVu Sans Bold Oblique", size: 15)
        let (host, stage) = Self.stage(CGSize(width: 212, height: 217), [single, wrapped, truncated, right])
        defer { withExtendedLifetime(host) {} }
        Self.pictures.expectSVG(of: stage, named: "labels")
    }

    @Test func buttons() {
        let system = UIButton(type: .system)
        system.setTitle("Save", for: .normal)
        let filled = UIButton(configuration: .filled())
        filled.configuration?.title = "Continue"
        let tinted = UIButton(configuration: .tinted())
        tinted.configuration?.title = "Add"
        tinted.configuration?.image = UIImage(systemName: "plus")
        tinted.configuration?.imagePadding = 6
        let disabled = UIButton(type: .system)
        disabled.setTitle("Disabled", for: .normal)
        disabled.isEnabled = false
        let add = UIButton(type: .contactAdd)
        var y: CGFloat = 16
        for button in [system, filled, tinted, disabled, add] {
            button.sizeToFit()
            button.frame.origin = CGPoint(x: 16, y: y)
            y += button.frame.height + 12
        }
        let (host, stage) = Self.stage(CGSize(width: 200, height: y + 4), [system, filled, tinted, disabled, add])
        defer { withExtendedLifetime(host) {} }
        Self.pictures.expectSVG(of: stage, named: "buttons")
    }

    @Test func imageViews() {
        UIImage.register(name: "picture-test-photo", size: CGSize(width: 60, height: 40))
        let fit = UIImageView(frame: CGRect(x: 16, y: 16, width: 80, height: 80))
        fit.image = UIImage(named: "picture-test-photo")
        fit.contentMode = .scaleAspectFit
        fit.backgroundColor = .systemGray6
        let fill = UIImageView(frame: CGRect(x: 112, y: 16, width: 80, height: 80))
        fill.image = UIImage(named: "picture-test-photo")
        fill.contentMode = .scaleAspectFill
        fill.clipsToBounds = true
        let symbol = UIImageView(image: UIImage(systemName: "star"))
        symbol.frame.origin = CGPoint(x: 16, y: 112)
        let chevron = UIImageView(image: UIImage(size: CGSize(width: 13, height: 21), name: "symbol:chevron.backward"))
        chevron.frame.origin = CGPoint(x: 52, y: 112)
        chevron.tintColor = .systemRed
        let (host, stage) = Self.stage(CGSize(width: 208, height: 149), [fit, fill, symbol, chevron])
        defer { withExtendedLifetime(host) {} }
        Self.pictures.expectSVG(of: stage, named: "image-views")
    }

    @Test func layerProperties() {
        let card = UIView(frame: CGRect(x: 24, y: 24, width: 120, height: 80))
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.layer.shadowOpacity = 0.3
        card.layer.shadowRadius = 6
        card.layer.shadowOffset = CGSize(width: 0, height: 3)
        let bordered = UIView(frame: CGRect(x: 168, y: 24, width: 80, height: 80))
        bordered.layer.borderWidth = 3
        bordered.layer.borderColor = UIColor.systemOrange.cgColor
        bordered.layer.cornerRadius = 40
        let clipper = UIView(frame: CGRect(x: 24, y: 128, width: 80, height: 60))
        clipper.backgroundColor = .systemBlue
        clipper.clipsToBounds = true
        let overflowing = UIView(frame: CGRect(x: 40, y: 30, width: 80, height: 60))
        overflowing.backgroundColor = .systemYellow
        clipper.addSubview(overflowing)
        let faded = UIView(frame: CGRect(x: 128, y: 128, width: 60, height: 60))
        faded.backgroundColor = .systemRed
        faded.alpha = 0.5
        let rotated = UIView(frame: CGRect(x: 208, y: 138, width: 50, height: 40))
        rotated.backgroundColor = .systemGreen
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 8)
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        hidden.backgroundColor = .black
        hidden.isHidden = true
        let (host, stage) = Self.stage(CGSize(width: 280, height: 212), [card, bordered, clipper, faded, rotated, hidden])
        defer { withExtendedLifetime(host) {} }
        stage.backgroundColor = .systemGray6
        Self.pictures.expectSVG(of: stage, named: "layer-properties")
    }

    @Test func navigationBar_withBackButtonAndItems() {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let inbox = UIViewController()
        inbox.title = "Inbox"
        let message = UIViewController()
        message.title = "Message"
        message.view.backgroundColor = .systemBackground
        message.navigationItem.rightBarButtonItems = [UIBarButtonItem(systemItem: .compose),
                                                      UIBarButtonItem(title: "Edit")]
        let nav = UINavigationController(rootViewController: inbox)
        host.show(nav)
        nav.pushViewController(message, animated: false)
        host.runUntilIdle()
        Self.pictures.expectSVG(of: host.window, named: "navigation-bar")
    }

    @Test func navigationBar_largeTitle_andToolbar() {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let mailboxes = UIViewController()
        mailboxes.title = "Mailboxes"
        mailboxes.view.backgroundColor = .systemBackground
        mailboxes.toolbarItems = [UIBarButtonItem(systemItem: .flexibleSpace),
                                  UIBarButtonItem(title: "Updated just now"),
                                  UIBarButtonItem(systemItem: .flexibleSpace),
                                  UIBarButtonItem(systemItem: .compose)]
        let nav = UINavigationController(rootViewController: mailboxes)
        nav.navigationBar.prefersLargeTitles = true
        nav.isToolbarHidden = false
        host.show(nav)
        Self.pictures.expectSVG(of: host.window, named: "navigation-large-title-toolbar")
    }

    @Test func tabBar() {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let tabs = UITabBarController()
        tabs.viewControllers = [("Mail", "envelope"), ("Calendar", "calendar"), ("Settings", "gear")].map { title, symbol in
            let controller = UIViewController()
            controller.view.backgroundColor = .systemBackground
            controller.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: symbol), selectedImage: nil)
            return controller
        }
        host.show(tabs)
        tabs.selectedIndex = 1
        host.runUntilIdle()
        Self.pictures.expectSVG(of: host.window, named: "tab-bar")
    }
}
