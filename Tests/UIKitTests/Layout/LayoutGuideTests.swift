import Testing
import UIKitTesting

/// Layout guides: the app's own, the safe area (following rotation), margins, readable
/// content, and the legacy top/bottom layout guides.
@Suite @MainActor struct LayoutGuideTests {
    private func pinToGuide(_ root: UIView, _ guide: UILayoutGuide) -> UIView {
        let box = constrainedView(in: root)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            box.topAnchor.constraint(equalTo: guide.topAnchor),
            box.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        return box
    }

    @Test func safeAreaGuide_followsRotation() {
        var box: UIView!
        let (host, root) = showRoot { root in box = self.pinToGuide(root, root.safeAreaLayoutGuide) }
        #expect(box.frame == CGRect(x: 0, y: 47, width: 390, height: 763))
        #expect(root.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 47, width: 390, height: 763))
        #expect(root.safeAreaLayoutGuide.owningView === root)
        #expect(root.safeAreaLayoutGuide.identifier == "UIViewSafeAreaLayoutGuide")

        #expect(host.rotate(to: .landscapeLeft))
        // Landscape safe area insets {0, 47, 21, 47} on 844 × 390.
        #expect(box.frame == CGRect(x: 47, y: 0, width: 750, height: 369))
        #expect(root.safeAreaLayoutGuide.layoutFrame == CGRect(x: 47, y: 0, width: 750, height: 369))

        #expect(host.rotate(to: .portrait))
        #expect(box.frame == CGRect(x: 0, y: 47, width: 390, height: 763))
        #expect(host.diagnostics.isEmpty)
    }

    @Test func marginsGuide_isBoundsInsetByEffectiveMargins() {
        var box: UIView!, inner: UIView!
        let (host, root) = showRoot { root in
            box = self.pinToGuide(root, root.layoutMarginsGuide)
            inner = constrainedView(in: box)
            box.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 15, trailing: 20)
            NSLayoutConstraint.activate([
                inner.leadingAnchor.constraint(equalTo: box.layoutMarginsGuide.leadingAnchor),
                inner.trailingAnchor.constraint(equalTo: box.layoutMarginsGuide.trailingAnchor),
                inner.topAnchor.constraint(equalTo: box.layoutMarginsGuide.topAnchor),
                inner.bottomAnchor.constraint(equalTo: box.layoutMarginsGuide.bottomAnchor),
            ])
        }
        #expect(box.frame == CGRect(x: 16, y: 55, width: 358, height: 747))
        #expect(inner.frame == CGRect(x: 10, y: 5, width: 328, height: 727))

        box.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        root.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 0, y: 0, width: 358, height: 747))
        #expect(host.diagnostics.isEmpty)
    }

    @Test func readableContentGuide_isCappedAt672_andCentred() {
        let host = HeadlessHost(device: .iPadAir)
        let controller = ClosureViewController()
        var box: UIView!
        controller.build = { root in box = self.pinToGuide(root, root.readableContentGuide) }
        host.show(controller)
        // Margins on an 820 × 1180 iPad: 20 at the sides (regular width), 8 + 24 at the top
        // and 8 + 20 at the bottom (safe area), so (20, 32, 780, 1120); 672 wide, centred.
        #expect(controller.view.layoutMarginsGuide.layoutFrame == CGRect(x: 20, y: 32, width: 780, height: 1120))
        #expect(box.frame == CGRect(x: 74, y: 32, width: 672, height: 1120))
        #expect(controller.view.readableContentGuide.layoutFrame == CGRect(x: 74, y: 32, width: 672, height: 1120))
    }

    @Test func readableContentGuide_onIPhone_isTheMargins() {
        var box: UIView!
        let (host, _) = showRoot { root in box = self.pinToGuide(root, root.readableContentGuide) }
        #expect(box.frame == CGRect(x: 16, y: 55, width: 358, height: 747))
        #expect(host.diagnostics.isEmpty)
    }

    @Test func appLayoutGuide_spacesViews() {
        var a: UIView!, b: UIView!, guide: UILayoutGuide!
        let (host, _) = showRoot { root in
            guide = UILayoutGuide()
            guide.identifier = "gap"
            root.addLayoutGuide(guide)
            a = constrainedView(in: root)
            b = constrainedView(in: root)
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                a.widthAnchor.constraint(equalToConstant: 100),
                guide.leadingAnchor.constraint(equalTo: a.trailingAnchor),
                guide.widthAnchor.constraint(equalToConstant: 30),
                b.leadingAnchor.constraint(equalTo: guide.trailingAnchor),
                b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
                b.topAnchor.constraint(equalTo: root.topAnchor), b.heightAnchor.constraint(equalToConstant: 10),
                guide.topAnchor.constraint(equalTo: root.topAnchor), guide.heightAnchor.constraint(equalToConstant: 1),
            ])
        }
        #expect(b.frame == CGRect(x: 130, y: 0, width: 260, height: 10))
        #expect(guide.layoutFrame == CGRect(x: 100, y: 0, width: 30, height: 1))
        #expect(guide.owningView?.layoutGuides.contains { $0 === guide } == true)
        #expect(host.diagnostics.isEmpty)
    }

    @Test func removingLayoutGuide_deactivatesItsConstraints() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let guide = UILayoutGuide()
        root.addLayoutGuide(guide)
        let c = guide.widthAnchor.constraint(equalToConstant: 10)
        c.isActive = true
        root.removeLayoutGuide(guide)
        #expect(!c.isActive)
        #expect(guide.owningView == nil)
        #expect(root.layoutGuides.isEmpty)
    }

    @Test func legacyTopAndBottomLayoutGuides_coverTheBars() {
        let host = HeadlessHost()
        let controller = ClosureViewController()
        var box: UIView!
        controller.build = { [unowned controller] root in
            box = constrainedView(in: root)
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
                box.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                box.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            ])
        }
        host.show(controller)
        #expect(box.frame == CGRect(x: 0, y: 47, width: 390, height: 763))
        #expect(controller.topLayoutGuide.length == 47)
        #expect(controller.bottomLayoutGuide.length == 34)
        host.rotate(to: .landscapeLeft)
        #expect(box.frame == CGRect(x: 0, y: 0, width: 844, height: 369))
        #expect(controller.topLayoutGuide.length == 0)
    }

    @Test func subviewSafeAreaGuide_isTheOverlapWithTheUnsafeArea() {
        var panel: UIView!, content: UIView!
        let (host, root) = showRoot { root in
            panel = constrainedView(in: root)
            NSLayoutConstraint.activate([
                panel.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                panel.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                panel.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                panel.heightAnchor.constraint(equalToConstant: 200),
            ])
            content = self.pinToGuide(panel, panel.safeAreaLayoutGuide)
        }
        // The panel starts 20 pt down, so 27 pt of it is under the 47-pt status bar area.
        #expect(panel.safeAreaInsets == UIEdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
        #expect(content.frame == CGRect(x: 0, y: 27, width: 390, height: 173))
        host.rotate(to: .landscapeLeft)
        #expect(content.frame == CGRect(x: 47, y: 0, width: 750, height: 200))
        #expect(root.subviews.count == 1)
        #expect(host.diagnostics.isEmpty)
    }
}
