import Testing
import UIKitTesting

/// Engines hold no views: a tree owns its engine, never the other way round.
@Suite @MainActor struct LayoutLeakTests {
    @Test func detachedTreeWithEngine_isDeallocated() {
        let host = HeadlessHost()
        weak var weakRoot: UIView?
        weak var weakChild: UIView?
        do {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let child = constrainedView(in: root)
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                child.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
                child.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
            #expect(child.frame == CGRect(x: 8, y: 0, width: 50, height: 10))
            (weakRoot, weakChild) = (root, child)
        }
        #expect(weakRoot == nil)
        #expect(weakChild == nil)
        #expect(host.diagnostics.isEmpty)
    }

    @Test func droppedHost_releasesWindowAndConstrainedTree() {
        weak var weakWindow: UIWindow?
        weak var weakStack: UIStackView?
        do {
            let (host, _) = showRoot { root in
                let stack = UIStackView(arrangedSubviews: [IntrinsicView(10, 10), IntrinsicView(20, 21)])
                stack.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(stack)
                NSLayoutConstraint.activate([stack.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                                             stack.centerYAnchor.constraint(equalTo: root.safeAreaLayoutGuide.centerYAnchor)])
                weakStack = stack
            }
            #expect(weakStack?.frame == CGRect(x: 180, y: 418, width: 30, height: 21))
            weakWindow = host.window
        }
        #expect(weakWindow == nil)
        #expect(weakStack == nil)
    }
}
