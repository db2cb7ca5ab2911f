import Testing
import UIKitTesting

/// `translatesAutoresizingMaskIntoConstraints`: a frame-based view taking part in Auto
/// Layout is held by its frame and mask (NSAutoresizingMaskLayoutConstraint).
@Suite @MainActor struct AutoresizingTranslationTests {
    @Test func frameBasedView_anchorsConstrainedSibling() {
        var fixed: UIView!, follower: UIView!
        let (host, _) = showRoot { root in
            fixed = UIView(frame: CGRect(x: 20, y: 100, width: 80, height: 40))
            root.addSubview(fixed)
            follower = constrainedView(in: root)
            NSLayoutConstraint.activate([
                follower.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 10),
                follower.topAnchor.constraint(equalTo: fixed.bottomAnchor),
                follower.widthAnchor.constraint(equalTo: fixed.widthAnchor),
                follower.heightAnchor.constraint(equalTo: fixed.heightAnchor),
            ])
        }
        #expect(fixed.frame == CGRect(x: 20, y: 100, width: 80, height: 40))
        #expect(follower.frame == CGRect(x: 110, y: 140, width: 80, height: 40))
        #expect(host.diagnostics.isEmpty)
    }

    @Test func movingTheFrame_movesConstrainedViews() {
        var fixed: UIView!, follower: UIView!
        let (host, root) = showRoot { root in
            fixed = UIView(frame: CGRect(x: 20, y: 100, width: 80, height: 40))
            root.addSubview(fixed)
            follower = constrainedView(in: root)
            NSLayoutConstraint.activate([
                follower.leadingAnchor.constraint(equalTo: fixed.trailingAnchor),
                follower.topAnchor.constraint(equalTo: fixed.topAnchor),
                follower.widthAnchor.constraint(equalToConstant: 10),
                follower.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        fixed.frame = CGRect(x: 50, y: 200, width: 100, height: 40)
        root.layoutIfNeeded()
        #expect(follower.frame == CGRect(x: 150, y: 200, width: 10, height: 10))
        #expect(host.diagnostics.isEmpty)
    }

    @Test func flexibleMask_followsSuperviewResizeThroughConstraints() {
        var panel: UIView!, badge: UIView!
        let (host, _) = showRoot { root in
            panel = UIView(frame: CGRect(x: 10, y: 10, width: 370, height: 100))
            panel.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
            root.addSubview(panel)
            badge = constrainedView(in: root)
            NSLayoutConstraint.activate([
                badge.trailingAnchor.constraint(equalTo: panel.trailingAnchor),
                badge.topAnchor.constraint(equalTo: panel.bottomAnchor),
                badge.widthAnchor.constraint(equalToConstant: 30),
                badge.heightAnchor.constraint(equalToConstant: 30),
            ])
        }
        #expect(badge.frame == CGRect(x: 350, y: 110, width: 30, height: 30))
        host.rotate(to: .landscapeLeft)
        #expect(panel.frame == CGRect(x: 10, y: 10, width: 824, height: 100))
        #expect(badge.frame == CGRect(x: 804, y: 110, width: 30, height: 30))
    }

    @Test func conflictWithTranslatedFrame_isReportedAndBroken() {
        var box: UIView!
        let (host, _) = showRoot { root in
            box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            root.addSubview(box)
            // Forgot translatesAutoresizingMaskIntoConstraints = false.
            box.widthAnchor.constraint(equalToConstant: 100).isActive = true
        }
        #expect(box.frame.width == 50)
        let warning = host.takeDiagnostics().first
        #expect(warning?.kind == .warning)
        #expect(warning?.message.hasPrefix("Unable to simultaneously satisfy constraints.") == true)
        #expect(warning?.message.contains("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints") == true)
        #expect(warning?.message.contains("\"<NSAutoresizingMaskLayoutConstraint h=--& v=--& UIView.width == 50   (active)>\"") == true)
    }

    @Test func switchingTranslationOff_handsTheViewToItsConstraints() {
        var box: UIView!
        let (host, root) = showRoot { root in
            box = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
            root.addSubview(box)
            let wide = box.widthAnchor.constraint(equalToConstant: 120)
            wide.priority = .defaultHigh
            NSLayoutConstraint.activate([wide, box.heightAnchor.constraint(equalToConstant: 20).withPriority(.defaultHigh),
                                         box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 1).withPriority(.defaultHigh),
                                         box.topAnchor.constraint(equalTo: root.topAnchor, constant: 2).withPriority(.defaultHigh)])
        }
        #expect(box.frame == CGRect(x: 5, y: 5, width: 50, height: 50))
        box.translatesAutoresizingMaskIntoConstraints = false
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 1, y: 2, width: 120, height: 20))
        #expect(host.diagnostics.isEmpty)
    }
}

extension NSLayoutConstraint {
    func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}
