import Foundation
import Testing
import UIKitTesting

/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` (Apple's Auto
/// Layout Guide, "Visual Format Language"): the constraints each form makes, the frames they
/// solve to, and UIKit's parse errors.
@Suite @MainActor struct VisualFormatTests {
    private func scene(_ names: [String]) -> (HeadlessHost, UIView, [String: UIView]) {
        let host = HeadlessHost()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        container.layoutMargins = UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
        host.window.addSubview(container)
        var views: [String: UIView] = [:]
        for name in names {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            views[name] = view
        }
        return (host, container, views)
    }

    @Test func aCompleteLine_makesTheSpacingAndSizeConstraints() {
        let (host, container, views) = scene(["find", "next", "field"])
        defer { withExtendedLifetime(host) {} }
        let constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[find]-[next]-[field(>=20)]-|", metrics: nil, views: views)
        let summary = constraints.map { c in
            "\(name(c.firstItem, views, container)).\(c.firstAttribute) \(c.relation) "
                + "\(name(c.secondItem, views, container)).\(c.secondAttribute) + \(c.constant) @\(c.priority.rawValue)"
        }
        #expect(summary == [
            "field.width >= nil.notAnAttribute + 20.0 @1000.0",
            "next.leading == find.trailing + 8.0 @1000.0",
            "field.leading == next.trailing + 8.0 @1000.0",
            "find.leading == superview.leadingMargin + 0.0 @1000.0",
            "superview.trailingMargin == field.trailing + 0.0 @1000.0",
        ])
        #expect(constraints.allSatisfy { !$0.isActive })
    }

    @Test func metricsPrioritiesAndFlushViews_solveToTheExpectedFrames() {
        let (host, container, views) = scene(["a", "b"])
        defer { withExtendedLifetime(host) {} }
        let metrics: [String: Any] = ["pad": 20, "h": 45]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-pad-[a(==b)][b]-(pad@999)-|", metrics: metrics, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|-(>=pad,<=100)-[a(h)]",
                                              metrics: metrics, views: views.filter { $0.key == "a" })
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|-30-[b(==a)]", metrics: nil, views: views))
        container.layoutIfNeeded()
        #expect(views["a"]!.frame == CGRect(x: 20, y: 20, width: 130, height: 45))
        #expect(views["b"]!.frame == CGRect(x: 150, y: 30, width: 130, height: 45))
    }

    @Test func alignmentOptions_alignEachViewWithThePreviousOne_andDirectionPicksLeftRight() {
        let (host, container, views) = scene(["a", "b", "c"])
        defer { withExtendedLifetime(host) {} }
        let constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "[a]-4-[b][c]", options: [.alignAllCenterY, .directionLeftToRight], metrics: nil, views: views)
        let summary = constraints.map { "\(name($0.firstItem, views, container)).\($0.firstAttribute) \(name($0.secondItem, views, container)).\($0.secondAttribute) \($0.constant)" }
        #expect(summary == ["b.left a.right 4.0", "c.left b.right 0.0", "b.centerY a.centerY 0.0", "c.centerY b.centerY 0.0"])
    }

    @Test func errors_raiseUIKitsParseException_andMakeNothing() {
        let (host, _, views) = scene(["a"])
        defer { withExtendedLifetime(host) {} }
        host.expectException(containing: "Unable to parse constraint format: \nmissing is not a key in the views dictionary. \nH:|[missing]| \n    ^") {
            #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:|[missing]|", metrics: nil, views: views).isEmpty)
        }
        host.expectException(containing: "Expected ':' after 'V' to specify vertical arrangement \nV|[a]| \n ^") {
            _ = NSLayoutConstraint.constraints(withVisualFormat: "V|[a]|", metrics: nil, views: views)
        }
        host.expectException(containing: "gap is not a key in the metrics dictionary.") {
            _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|-gap-[a]", metrics: [:], views: views)
        }
        host.expectException(containing: "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.") {
            _ = NSLayoutConstraint.constraints(withVisualFormat: "H:[a]", options: .alignAllLeading, metrics: nil, views: views)
        }
        let orphan = UIView()
        host.expectException(containing: "because the related view doesn't have a superview") {
            _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|[orphan]", metrics: nil, views: ["orphan": orphan])
        }
    }

    private func name(_ item: AnyObject?, _ views: [String: UIView], _ container: UIView) -> String {
        guard let item else { return "nil" }
        if item === container { return "superview" }
        return views.first { $0.value === item }?.key ?? "?"
    }
}
