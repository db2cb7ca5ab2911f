import Testing
import UIKitTesting

/// Unsatisfiable required constraints: logged as iOS logs them, one broken, layout goes on.
@Suite @MainActor struct UnsatisfiableConstraintTests {
    @Test func conflictingRequiredWidths_logUIKitsMessage_andBreakTheNewcomer() {
        var box: UIView!, second: NSLayoutConstraint!
        let (host, root) = showRoot { root in
            box = constrainedView(in: root, id: "box")
            let first = box.widthAnchor.constraint(equalToConstant: 100)
            second = box.widthAnchor.constraint(equalToConstant: 200)
            NSLayoutConstraint.activate([first, second, box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         box.topAnchor.constraint(equalTo: root.topAnchor),
                                         box.heightAnchor.constraint(equalToConstant: 10)])
        }
        #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
        #expect(second.isActive)   // broken, not deactivated
        #expect(host.takeDiagnostics() == [ViewControllerKit.Diagnostic(kind: .warning, message: """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. \n\
            \tTry this: \n\
            \t\t(1) look at each constraint and try to figure out which you don't expect; \n\
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n\
            (
                "<NSLayoutConstraint UIView:'box'.width == 100   (active)>",
                "<NSLayoutConstraint UIView:'box'.width == 200   (active)>"
            )

            Will attempt to recover by breaking constraint \n\
            <NSLayoutConstraint UIView:'box'.width == 200   (active)>

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
            """)])
        // Layout continues: later changes still apply, and removing the broken one is fine.
        second.isActive = false
        root.layoutIfNeeded()
        #expect(box.frame.width == 100)
        #expect(host.diagnostics.isEmpty)
    }

    @Test func conflictAcrossAChain_listsEveryConstraintInvolved() {
        var box: UIView!
        let (host, _) = showRoot { root in
            box = constrainedView(in: root, id: "box")
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                box.widthAnchor.constraint(equalToConstant: 100),
                box.topAnchor.constraint(equalTo: root.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 10),
                box.trailingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
            ])
        }
        let diagnostics = host.takeDiagnostics()
        #expect(diagnostics.count == 1)
        let message = diagnostics.first?.message ?? ""
        #expect(message.contains("\"<NSLayoutConstraint UIView:'box'.leading == UIView.leading + 10   (active)>\""))
        #expect(message.contains("\"<NSLayoutConstraint UIView:'box'.width == 100   (active)>\""))
        #expect(message.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint UIView:'box'.trailing == UIView.leading + 50   (active)>"))
        #expect(box.frame == CGRect(x: 10, y: 0, width: 100, height: 10))
    }

    @Test func optionalConflicts_areNotReported() {
        let (host, _) = showRoot { root in
            let box = constrainedView(in: root)
            NSLayoutConstraint.activate([
                box.widthAnchor.constraint(equalToConstant: 100),
                box.widthAnchor.constraint(equalToConstant: 200).withPriority(.defaultHigh),
            ])
        }
        #expect(host.diagnostics.isEmpty)
    }
}
