import Testing
import UIKitTesting

/// Activation installs on the nearest common ancestor; deactivation, legacy forms,
/// the no-common-ancestor error, descriptions and constant edits.
@Suite @MainActor struct ActivationTests {
    @Test func activation_installsOnNearestCommonAncestor() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let container = UIView()
        let a = UIView(), b = UIView()
        root.addSubview(container)
        container.addSubview(a)
        container.addSubview(b)
        let between = a.leadingAnchor.constraint(equalTo: b.trailingAnchor)
        let own = a.widthAnchor.constraint(equalToConstant: 10)
        let toRoot = a.topAnchor.constraint(equalTo: root.topAnchor)
        NSLayoutConstraint.activate([between, own, toRoot])
        #expect(container.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(between)])
        #expect(a.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(own)])
        #expect(root.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(toRoot)])
        #expect(between.isActive && own.isActive && toRoot.isActive)

        NSLayoutConstraint.deactivate([between, own])
        #expect(!between.isActive && !own.isActive)
        #expect(container.constraints.isEmpty && a.constraints.isEmpty)
        toRoot.isActive = false
        #expect(root.constraints.isEmpty)
    }

    @Test func classicInitialiser_exposesItemsAndAttributes() {
        let a = UIView(), b = UIView()
        let c = NSLayoutConstraint(item: a, attribute: .width, relatedBy: .greaterThanOrEqual, toItem: b,
                                   attribute: .height, multiplier: 0.5, constant: 10)
        #expect(c.firstItem === a && c.secondItem === b)
        #expect(c.firstAttribute == .width && c.secondAttribute == .height)
        #expect(c.relation == .greaterThanOrEqual && c.multiplier == 0.5 && c.constant == 10)
        #expect(c.priority == .required && !c.isActive && c.identifier == nil && !c.shouldBeArchived)
        let constant = NSLayoutConstraint(item: a, attribute: .height, relatedBy: .equal, toItem: nil,
                                          attribute: .notAnAttribute, multiplier: 1, constant: 44)
        #expect(constant.secondItem == nil && constant.secondAttribute == .notAnAttribute)
        #expect(c.firstAnchor.item === a && c.secondAnchor?.item === b && constant.secondAnchor == nil)
        #expect(NSLayoutConstraint.Attribute.leadingMargin.rawValue == 17)
        #expect(NSLayoutConstraint.Attribute.notAnAttribute.rawValue == 0)
        #expect(NSLayoutConstraint.Relation.lessThanOrEqual.rawValue == -1)
        #expect(UILayoutPriority.dragThatCanResizeScene.rawValue == 510)
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
    }

    @Test func description_readsLikeUIKits() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let label = UIView()
        label.accessibilityIdentifier = "title"
        root.addSubview(label)
        let leading = label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor, constant: 8)
        #expect(leading.description
            == "<NSLayoutConstraint UIView:'title'.leading == UILayoutGuide:'UIViewLayoutMarginsGuide'.leading + 8   (inactive)>")
        leading.isActive = true
        let half = label.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: -4)
        half.identifier = "half"
        half.priority = .defaultHigh
        half.isActive = true
        #expect(leading.description.hasSuffix("+ 8   (active)>"))
        #expect(half.description == "<NSLayoutConstraint 'half' UIView:'title'.width == 0.5*UIView.width - 4 @750   (active)>")
        #expect(label.heightAnchor.constraint(equalToConstant: 44).description
            == "<NSLayoutConstraint UIView:'title'.height == 44   (inactive)>")
    }

    @Test func noCommonAncestor_isReported_andConstraintStaysInactive() {
        let host = HeadlessHost()
        let a = UIView(), b = UIView()
        let c = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        host.expectException(containing: "because they have no common ancestor") { c.isActive = true }
        #expect(!c.isActive)
        #expect(host.takeDiagnostics() == [ViewControllerKit.Diagnostic(
            kind: .exception(.genericException),
            message: "Unable to activate constraint with anchors <NSLayoutXAxisAnchor \"UIView.leading\"> and "
                + "<NSLayoutXAxisAnchor \"UIView.leading\"> because they have no common ancestor.  Does the "
                + "constraint or its anchors reference items in different view hierarchies?  That's illegal.")])
    }

    @Test func legacyAddConstraint_installsOnTheReceiver() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let width = NSLayoutConstraint(item: child, attribute: .width, relatedBy: .equal, toItem: nil,
                                       attribute: .notAnAttribute, multiplier: 1, constant: 30)
        root.addConstraints([width,
                             NSLayoutConstraint(item: child, attribute: .height, relatedBy: .equal, toItem: root,
                                                attribute: .height, multiplier: 0.25, constant: 0)])
        #expect(root.constraints.count == 2 && width.isActive)
        root.layoutIfNeeded()
        #expect(child.frame.size == CGSize(width: 30, height: 50))
        root.removeConstraint(width)
        #expect(!width.isActive && root.constraints.count == 1)
    }

    @Test func constantChange_afterActivation_movesTheView() {
        var top: NSLayoutConstraint!, box: UIView!
        let (host, root) = showRoot { root in
            box = constrainedView(in: root)
            top = box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
            NSLayoutConstraint.activate([top, box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         box.widthAnchor.constraint(equalToConstant: 10),
                                         box.heightAnchor.constraint(equalToConstant: 10)])
        }
        top.constant = 300
        #expect(box.frame.minY == 10)   // applied on the next layout pass
        host.pump()
        #expect(box.frame.minY == 300)
        top.constant = 20
        root.layoutIfNeeded()
        #expect(box.frame.minY == 20)
        #expect(host.diagnostics.isEmpty)
    }

    @Test func constantChange_insideAnimation_withLayoutIfNeeded_setsFinalFrames() {
        var width: NSLayoutConstraint!, box: UIView!, done = false
        let (host, root) = showRoot { root in
            box = constrainedView(in: root)
            width = box.widthAnchor.constraint(equalToConstant: 100)
            NSLayoutConstraint.activate([width, box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                                         box.topAnchor.constraint(equalTo: root.topAnchor),
                                         box.heightAnchor.constraint(equalToConstant: 10)])
        }
        width.constant = 200
        UIView.animate(withDuration: 0.3, animations: { root.layoutIfNeeded() }, completion: { done = $0 })
        #expect(box.frame == CGRect(x: 95, y: 0, width: 200, height: 10))
        host.runUntilIdle()
        #expect(done)
        #expect(box.frame == CGRect(x: 95, y: 0, width: 200, height: 10))
    }

    @Test func reactivation_restoresTheConstraint() {
        var wide: NSLayoutConstraint!, box: UIView!
        let (host, root) = showRoot { root in
            box = constrainedView(in: root)
            wide = box.widthAnchor.constraint(equalToConstant: 300)
            let narrow = box.widthAnchor.constraint(equalToConstant: 100)
            narrow.priority = .defaultLow
            NSLayoutConstraint.activate([wide, narrow, box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         box.topAnchor.constraint(equalTo: root.topAnchor),
                                         box.heightAnchor.constraint(equalToConstant: 10)])
        }
        #expect(box.frame.width == 300)
        wide.isActive = false
        root.layoutIfNeeded()
        #expect(box.frame.width == 100)
        wide.isActive = true
        root.layoutIfNeeded()
        #expect(box.frame.width == 300)
        #expect(host.diagnostics.isEmpty)
    }

    @Test func viewDump_listsInstalledConstraints() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        child.accessibilityIdentifier = "child"
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.widthAnchor.constraint(equalToConstant: 40),
            child.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.5),
            child.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(root.recursiveDescription() == """
            <UIView; frame = (0 0; 100 100)>
               = <NSLayoutConstraint UIView:'child'.height == 0.5*UIView.height   (active)>
               = <NSLayoutConstraint UIView:'child'.centerX == UIView.centerX   (active)>
               = <NSLayoutConstraint UIView:'child'.top == UIView.top   (active)>
               | <UIView; frame = (30 0; 40 50); id = "child">
               |    = <NSLayoutConstraint UIView:'child'.width == 40   (active)>
            """)
    }
}

/// Attribute pairings UIKit refuses.
@Suite @MainActor struct InvalidPairingTests {
    @Test func leadingWithLeft_isRefused() {
        let host = HeadlessHost()
        let root = UIView(), child = UIView()
        root.addSubview(child)
        let c = NSLayoutConstraint(item: child, attribute: .leading, relatedBy: .equal, toItem: root,
                                   attribute: .left, multiplier: 1, constant: 0)
        host.expectException(containing: "leading/trailing attribute and a right/left attribute") { c.isActive = true }
        #expect(!c.isActive)
        #expect(host.takeDiagnostics() == [ViewControllerKit.Diagnostic(
            kind: .exception(.invalidArgumentException),
            message: "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. "
                + "Use leading/trailing for both or neither.")])
    }

    @Test func locationEqualToConstant_andMixedAxes_areRefused() {
        let host = HeadlessHost()
        let root = UIView(), child = UIView()
        root.addSubview(child)
        host.expectException(containing: "Location attributes must be specified in pairs") {
            host.expectException(containing: "Invalid pairing of layout attributes") {
                NSLayoutConstraint.activate([
                    NSLayoutConstraint(item: child, attribute: .top, relatedBy: .equal, toItem: nil,
                                       attribute: .notAnAttribute, multiplier: 1, constant: 10),
                    NSLayoutConstraint(item: child, attribute: .top, relatedBy: .equal, toItem: root,
                                       attribute: .leading, multiplier: 1, constant: 0),
                    NSLayoutConstraint(item: child, attribute: .width, relatedBy: .equal, toItem: root,
                                       attribute: .height, multiplier: 1, constant: 0),
                ])
            }
        }
        #expect(host.takeDiagnostics().map(\.message) == [
            "A constraint cannot be made that sets a location equal to a constant. Location attributes must be specified in pairs.",
            "Invalid pairing of layout attributes.",
        ])
        #expect(child.constraints.isEmpty && root.constraints.count == 1)
    }
}
