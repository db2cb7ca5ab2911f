import Testing
import UIKitTesting

/// Priorities resolve conflicts; intrinsic size with hugging and compression resistance.
@Suite @MainActor struct PriorityAndContentSizeTests {
    @Test func higherPriority_winsAConflict() {
        var box: UIView!
        let (host, _) = showRoot { root in
            box = constrainedView(in: root)
            let low = box.widthAnchor.constraint(equalToConstant: 100)
            low.priority = .defaultLow
            let high = box.widthAnchor.constraint(equalToConstant: 200)
            high.priority = .defaultHigh
            NSLayoutConstraint.activate([low, high, box.heightAnchor.constraint(equalToConstant: 10),
                                         box.topAnchor.constraint(equalTo: root.topAnchor),
                                         box.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        }
        #expect(box.frame.width == 200)
        #expect(host.diagnostics.isEmpty)
    }

    @Test func oneHigherPriority_outweighsManyLowerOnes() {
        var box: UIView!
        let (host, _) = showRoot { root in
            box = constrainedView(in: root)
            var constraints = [box.heightAnchor.constraint(equalToConstant: 10),
                               box.topAnchor.constraint(equalTo: root.topAnchor),
                               box.leadingAnchor.constraint(equalTo: root.leadingAnchor)]
            for _ in 0..<20 {
                let c = box.widthAnchor.constraint(equalToConstant: 100)
                c.priority = UILayoutPriority(750)
                constraints.append(c)
            }
            let one = box.widthAnchor.constraint(equalToConstant: 300)
            one.priority = UILayoutPriority(751)
            constraints.append(one)
            NSLayoutConstraint.activate(constraints)
        }
        #expect(box.frame.width == 300)
        #expect(host.diagnostics.isEmpty)
    }

    @Test func changingPriority_ofOptionalConstraint_reResolves() {
        var low: NSLayoutConstraint!, box: UIView!
        let (host, root) = showRoot { root in
            box = constrainedView(in: root)
            low = box.widthAnchor.constraint(equalToConstant: 100)
            low.priority = .defaultLow
            let mid = box.widthAnchor.constraint(equalToConstant: 200)
            mid.priority = UILayoutPriority(500)
            NSLayoutConstraint.activate([low, mid, box.heightAnchor.constraint(equalToConstant: 10),
                                         box.topAnchor.constraint(equalTo: root.topAnchor),
                                         box.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        }
        #expect(box.frame.width == 200)
        low.priority = .defaultHigh
        root.layoutIfNeeded()
        #expect(box.frame.width == 100)
        #expect(host.diagnostics.isEmpty)
    }

    @Test func priorityCrossingRequired_onActiveConstraint_raisesAndIsIgnored() {
        var c: NSLayoutConstraint!
        let (host, _) = showRoot { root in
            let box = constrainedView(in: root)
            c = box.widthAnchor.constraint(equalToConstant: 100)
            c.isActive = true
        }
        host.expectException(containing: "Mutating a priority from required to not on an installed constraint") {
            c.priority = .defaultHigh
        }
        #expect(c.priority == .required)
        #expect(host.takeDiagnostics() == [ViewControllerKit.Diagnostic(
            kind: .exception(.internalInconsistencyException),
            message: "Mutating a priority from required to not on an installed constraint (or vice-versa) is not "
                + "supported.  You passed priority 750 and the existing priority was 1000.")])
        c.isActive = false
        c.priority = .defaultHigh
        #expect(c.priority == .defaultHigh)
        #expect(host.diagnostics.isEmpty)
    }

    @Test func intrinsicSize_isUsedWithoutSizeConstraints() {
        var label: IntrinsicView!
        let (host, _) = showRoot { root in
            label = IntrinsicView(120, 20)
            root.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            ])
        }
        #expect(label.frame == CGRect(x: 10, y: 10, width: 120, height: 20))
        #expect(host.diagnostics.isEmpty)
    }

    @Test func lowerHugging_stretchesFirst() {
        let (host, a, b) = showSideBySide(width: 100) { a, _ in
            a.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        }
        #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(b.frame == CGRect(x: 100, y: 0, width: 290, height: 20))
        #expect(a.contentHuggingPriority(for: .horizontal) == UILayoutPriority(251))
        #expect(b.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(b.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(host.diagnostics.isEmpty)
    }

    @Test func lowerCompressionResistance_shrinksFirst() {
        let (host, a, b) = showSideBySide(width: 300) { _, b in
            b.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        }
        #expect(a.frame.width == 300)
        #expect(b.frame == CGRect(x: 300, y: 0, width: 90, height: 20))
        #expect(host.diagnostics.isEmpty)
    }

    @Test func requiredWidth_beatsCompressionResistance() {
        var label: IntrinsicView!
        let (host, _) = showRoot { root in
            label = IntrinsicView(300, 20)
            root.addSubview(label)
            NSLayoutConstraint.activate([
                label.widthAnchor.constraint(equalToConstant: 50),
                label.topAnchor.constraint(equalTo: root.topAnchor),
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            ])
        }
        #expect(label.frame.size == CGSize(width: 50, height: 20))
        #expect(host.diagnostics.isEmpty)
    }

    @Test func invalidateIntrinsicContentSize_reSolves() {
        var label: IntrinsicView!
        let (host, root) = showRoot { root in
            label = IntrinsicView(100, 20)
            root.addSubview(label)
            NSLayoutConstraint.activate([
                label.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                label.topAnchor.constraint(equalTo: root.topAnchor),
            ])
        }
        #expect(label.frame == CGRect(x: 145, y: 0, width: 100, height: 20))
        label.size = CGSize(width: 200, height: 40)
        label.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 95, y: 0, width: 200, height: 40))
        #expect(host.diagnostics.isEmpty)
    }
}

/// Shows two `width` × 20 intrinsic views side by side across the root's width, at its top
/// (`a` from the leading edge, `b` after it to the trailing edge); `prioritize` sets their
/// priorities once they are in the root, before the constraints are activated.
@MainActor
private func showSideBySide(width: CGFloat, prioritize: @escaping (_ a: IntrinsicView, _ b: IntrinsicView) -> Void)
    -> (HeadlessHost, IntrinsicView, IntrinsicView) {
    var a: IntrinsicView!, b: IntrinsicView!
    let (host, _) = showRoot { root in
        a = IntrinsicView(width, 20)
        b = IntrinsicView(width, 20)
        root.addSubview(a)
        root.addSubview(b)
        prioritize(a, b)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
    }
    return (host, a, b)
}
