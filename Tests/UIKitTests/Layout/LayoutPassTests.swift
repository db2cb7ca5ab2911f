import Testing
import UIKitTesting

/// The layout pass with constraints: controller callbacks bracket frame application,
/// only changed frames are set, detached trees, and views leaving the hierarchy.
@Suite @MainActor struct LayoutPassTests {
    /// Counts `layoutSubviews` calls, which follow from a size change.
    final class CountingView: UIView {
        var layouts = 0
        override func layoutSubviews() {
            layouts += 1
            super.layoutSubviews()
        }
    }

    @Test func controllerCallbacks_bracketConstraintFrames_rule10_4() {
        let host = HeadlessHost()
        let controller = ClosureViewController()
        var box: UIView!
        controller.build = { root in
            box = constrainedView(in: root)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor, constant: 10),
                box.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50),
            ])
        }
        controller.observed = { "\(box.frame.minX) \(box.frame.minY) \(box.frame.width)" }
        host.show(controller)
        #expect(controller.events == ["willLayout 0.0 0.0 0.0", "didLayout 10.0 47.0 50.0"])
        controller.events = []
        host.rotate(to: .landscapeLeft)
        #expect(controller.events.first == "willLayout 10.0 47.0 50.0")
        #expect(controller.events.last == "didLayout 57.0 0.0 50.0")
        #expect(host.diagnostics.isEmpty)
    }

    @Test func relayoutWithoutChanges_setsNoFrames() {
        var child: CountingView!
        let (host, root) = showRoot { root in
            child = CountingView()
            child.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(child)
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                child.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                child.topAnchor.constraint(equalTo: root.topAnchor),
                child.heightAnchor.constraint(equalToConstant: 100),
            ])
        }
        let before = child.layouts
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(child.layouts == before)
        #expect(child.frame == CGRect(x: 0, y: 0, width: 390, height: 100))
        #expect(host.diagnostics.isEmpty)
    }

    @Test func detachedTree_laysOutOnLayoutIfNeeded_thenMovesIntoTheWindow() {
        let host = HeadlessHost()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let icon = constrainedView(in: card)
        NSLayoutConstraint.activate([
            icon.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
            icon.centerYAnchor.constraint(equalTo: card.centerYAnchor),
            icon.widthAnchor.constraint(equalToConstant: 20), icon.heightAnchor.constraint(equalTo: icon.widthAnchor),
        ])
        card.layoutIfNeeded()
        #expect(icon.frame == CGRect(x: 170, y: 40, width: 20, height: 20))

        let controller = ClosureViewController()
        controller.build = { root in root.addSubview(card) }
        host.show(controller)
        card.frame = CGRect(x: 0, y: 0, width: 300, height: 60)
        host.pump()
        #expect(icon.frame == CGRect(x: 270, y: 20, width: 20, height: 20))
        #expect(host.diagnostics.isEmpty)
    }

    @Test func removingAView_deactivatesAncestorConstraintsToIt_keepsItsOwn() {
        let (host, root) = showRoot { _ in }
        let box = constrainedView(in: root)
        let inner = constrainedView(in: box)
        let toRoot = box.topAnchor.constraint(equalTo: root.topAnchor)
        let own = box.widthAnchor.constraint(equalToConstant: 10)
        let innerToBox = inner.leadingAnchor.constraint(equalTo: box.leadingAnchor)
        NSLayoutConstraint.activate([toRoot, own, innerToBox])
        root.layoutIfNeeded()
        box.removeFromSuperview()
        #expect(!toRoot.isActive)
        #expect(own.isActive && innerToBox.isActive)
        #expect(root.constraints.isEmpty)
        #expect(host.diagnostics.isEmpty)
    }

    @Test func removedViewsAndConstraints_areDeallocated() {
        let (host, root) = showRoot { _ in }
        weak var weakBox: UIView?
        weak var weakInner: UIView?
        weak var weakToRoot: NSLayoutConstraint?
        weak var weakOwn: NSLayoutConstraint?
        do {
            let box = constrainedView(in: root)
            let inner = IntrinsicView(10, 10)
            box.addSubview(inner)
            let toRoot = box.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor)
            let own = inner.centerXAnchor.constraint(equalTo: box.layoutMarginsGuide.centerXAnchor)
            NSLayoutConstraint.activate([toRoot, own, box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         box.widthAnchor.constraint(equalToConstant: 100),
                                         inner.topAnchor.constraint(equalTo: box.topAnchor),
                                         box.heightAnchor.constraint(equalToConstant: 100)])
            root.layoutIfNeeded()
            #expect(inner.frame == CGRect(x: 45, y: 0, width: 10, height: 10))
            (weakBox, weakInner, weakToRoot, weakOwn) = (box, inner, toRoot, own)
            box.removeFromSuperview()
            root.layoutIfNeeded()
        }
        #expect(weakBox == nil)
        #expect(weakInner == nil)
        #expect(weakToRoot == nil)
        #expect(weakOwn == nil)
        #expect(host.diagnostics.isEmpty)
    }

    @Test func windowTeardown_releasesConstrainedViews() {
        weak var weakBox: UIView?
        weak var weakWindow: UIWindow?
        do {
            let (host, _) = showRoot { root in
                let box = constrainedView(in: root)
                NSLayoutConstraint.activate([box.topAnchor.constraint(equalTo: root.topAnchor),
                                             box.widthAnchor.constraint(equalTo: root.widthAnchor)])
                weakBox = box
            }
            weakWindow = host.window
            host.window.rootViewController = nil
        }
        #expect(weakBox == nil)
        #expect(weakWindow == nil)
    }
}
