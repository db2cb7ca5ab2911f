import Testing
import UIKitTesting

/// Each attribute and relation, solved to exact frames (iPhone 14 portrait, 390 × 844).
@Suite @MainActor struct ConstraintAttributeTests {
    @Test func edgesAndSizes_pinToSuperview() {
        var box: UIView!
        let (host, _) = showRoot { root in
            box = constrainedView(in: root)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                box.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                box.widthAnchor.constraint(equalToConstant: 150),
                box.heightAnchor.constraint(equalToConstant: 50),
            ])
        }
        #expect(box.frame == CGRect(x: 20, y: 100, width: 150, height: 50))
        #expect(host.diagnostics.isEmpty)
    }

    @Test func trailingAndBottom_withNegativeConstants() {
        var box: UIView!
        let (host, _) = showRoot { root in
            box = constrainedView(in: root)
            NSLayoutConstraint.activate([
                box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
                box.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -44),
                box.widthAnchor.constraint(equalToConstant: 100),
                box.heightAnchor.constraint(equalToConstant: 40),
            ])
        }
        #expect(box.frame == CGRect(x: 280, y: 760, width: 100, height: 40))
        #expect(host.diagnostics.isEmpty)
    }

    @Test func leftRight_andCenters() {
        var a: UIView!, b: UIView!
        let (host, _) = showRoot { root in
            a = constrainedView(in: root)
            b = constrainedView(in: root)
            NSLayoutConstraint.activate([
                a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5),
                a.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -5),
                a.topAnchor.constraint(equalTo: root.topAnchor),
                a.heightAnchor.constraint(equalToConstant: 10),
                b.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                b.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: 10),
                b.widthAnchor.constraint(equalToConstant: 100),
                b.heightAnchor.constraint(equalToConstant: 60),
            ])
        }
        #expect(a.frame == CGRect(x: 5, y: 0, width: 380, height: 10))
        #expect(b.frame == CGRect(x: 145, y: 402, width: 100, height: 60))
        #expect(host.diagnostics.isEmpty)
    }

    @Test func leadingTrailing_flipInRightToLeft() {
        var box: UIView!
        let (host, _) = showRoot { root in
            root.semanticContentAttribute = .forceRightToLeft
            box = constrainedView(in: root)
            box.semanticContentAttribute = .forceRightToLeft
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                box.topAnchor.constraint(equalTo: root.topAnchor),
                box.widthAnchor.constraint(equalToConstant: 100),
                box.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        #expect(box.frame == CGRect(x: 280, y: 0, width: 100, height: 10))
        #expect(host.diagnostics.isEmpty)
    }

    @Test func baselines_ofPlainViews_areTopAndBottom() {
        var a: UIView!, b: UIView!
        let (host, _) = showRoot { root in
            a = constrainedView(in: root)
            b = constrainedView(in: root)
            NSLayoutConstraint.activate([
                a.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                a.widthAnchor.constraint(equalToConstant: 10),
                a.heightAnchor.constraint(equalToConstant: 30),
                b.firstBaselineAnchor.constraint(equalTo: a.lastBaselineAnchor, constant: 2),
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
                b.widthAnchor.constraint(equalToConstant: 10),
                b.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        #expect(b.frame == CGRect(x: 10, y: 132, width: 10, height: 10))
        #expect(host.diagnostics.isEmpty)
    }

    @Test func marginAttributes_useTheMarginsGuide() {
        var box: UIView!
        let (host, _) = showRoot { root in
            box = constrainedView(in: root)
            NSLayoutConstraint.activate([
                NSLayoutConstraint(item: box!, attribute: .leading, relatedBy: .equal, toItem: root,
                                   attribute: .leadingMargin, multiplier: 1, constant: 0),
                NSLayoutConstraint(item: box!, attribute: .trailing, relatedBy: .equal, toItem: root,
                                   attribute: .trailingMargin, multiplier: 1, constant: 0),
                NSLayoutConstraint(item: box!, attribute: .top, relatedBy: .equal, toItem: root,
                                   attribute: .topMargin, multiplier: 1, constant: 0),
                NSLayoutConstraint(item: box!, attribute: .centerY, relatedBy: .equal, toItem: root,
                                   attribute: .centerYWithinMargins, multiplier: 1, constant: 0),
            ])
        }
        // Root view margins: 16 pt sides (system minimum), 8 pt top/bottom plus the safe
        // area {47, 0, 34, 0}: the margins span y 55...802, centred at 428.5.
        #expect(box.frame == CGRect(x: 16, y: 55, width: 358, height: 747))
        #expect(host.diagnostics.isEmpty)
    }

    @Test func multipliers_relateDimensions() {
        var a: UIView!, b: UIView!
        let (host, _) = showRoot { root in
            a = constrainedView(in: root)
            b = constrainedView(in: root)
            NSLayoutConstraint.activate([
                a.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
                a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 2, constant: 10),
                a.topAnchor.constraint(equalTo: root.topAnchor),
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.2),
                b.heightAnchor.constraint(equalTo: b.widthAnchor),
                b.topAnchor.constraint(equalTo: a.bottomAnchor),
                b.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            ])
        }
        #expect(a.frame == CGRect(x: 0, y: 0, width: 195, height: 400))
        #expect(b.frame == CGRect(x: 0, y: 400, width: 39, height: 39))
        #expect(host.diagnostics.isEmpty)
    }

    @Test func inequalities_holdAgainstWeakerWishes() {
        var box: UIView!
        let (host, _) = showRoot { root in
            box = constrainedView(in: root)
            let wantsWide = box.widthAnchor.constraint(equalToConstant: 500)
            wantsWide.priority = .defaultHigh
            let wantsShort = box.heightAnchor.constraint(equalToConstant: 5)
            wantsShort.priority = .defaultLow
            NSLayoutConstraint.activate([
                box.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, constant: -40),
                box.heightAnchor.constraint(greaterThanOrEqualToConstant: 20),
                box.heightAnchor.constraint(lessThanOrEqualToConstant: 100),
                wantsWide, wantsShort,
                box.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 20),
                box.topAnchor.constraint(equalTo: root.topAnchor),
            ])
        }
        #expect(box.frame.size == CGSize(width: 350, height: 20))
        #expect(box.frame.minX >= 20)
        #expect(host.diagnostics.isEmpty)
    }

    @Test func systemSpacing_isEightPoints_andOffsetAnchorsMeasureDistance() {
        var a: UIView!, b: UIView!, c: UIView!
        let (host, _) = showRoot { root in
            a = constrainedView(in: root)
            b = constrainedView(in: root)
            c = constrainedView(in: root)
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                a.topAnchor.constraint(equalTo: root.topAnchor),
                a.widthAnchor.constraint(equalToConstant: 50),
                a.heightAnchor.constraint(equalToConstant: 50),
                b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
                b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
                b.widthAnchor.constraint(equalToConstant: 50),
                b.heightAnchor.constraint(equalToConstant: 50),
                // c's width is the gap between a's trailing edge and b's leading edge.
                c.widthAnchor.constraint(equalTo: a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)),
                c.heightAnchor.constraint(equalTo: a.topAnchor.anchorWithOffset(to: b.topAnchor)),
                c.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                c.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            ])
        }
        #expect(b.frame == CGRect(x: 66, y: 58, width: 50, height: 50))
        #expect(c.frame == CGRect(x: 0, y: 786, width: 16, height: 58))
        #expect(host.diagnostics.isEmpty)
    }

    @Test func nestedViews_relateAcrossLevels() {
        var inner: UIView!, other: UIView!
        let (host, _) = showRoot { root in
            let container = constrainedView(in: root)
            inner = constrainedView(in: container)
            other = constrainedView(in: root)
            NSLayoutConstraint.activate([
                container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30),
                container.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                container.widthAnchor.constraint(equalToConstant: 200),
                container.heightAnchor.constraint(equalToConstant: 200),
                inner.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
                inner.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
                inner.widthAnchor.constraint(equalToConstant: 20),
                inner.heightAnchor.constraint(equalToConstant: 20),
                // Installed on root: inner's edges are converted through container.
                other.leadingAnchor.constraint(equalTo: inner.trailingAnchor),
                other.topAnchor.constraint(equalTo: inner.bottomAnchor),
                other.widthAnchor.constraint(equalToConstant: 5),
                other.heightAnchor.constraint(equalToConstant: 5),
            ])
        }
        #expect(inner.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(other.frame == CGRect(x: 60, y: 130, width: 5, height: 5))
        #expect(host.diagnostics.isEmpty)
    }

    @Test func remainingMarginAttributes_leftRightBottomCenterX() {
        var box: UIView!, root: UIView!
        let (host, _) = showRoot { r in
            root = r
            box = constrainedView(in: r)
            @MainActor func pin(_ a: NSLayoutConstraint.Attribute, _ b: NSLayoutConstraint.Attribute, _ c: CGFloat = 0) -> NSLayoutConstraint {
                NSLayoutConstraint(item: box!, attribute: a, relatedBy: .equal, toItem: r, attribute: b, multiplier: 1, constant: c)
            }
            NSLayoutConstraint.activate([
                pin(.left, .leftMargin), pin(.right, .rightMargin, -100), pin(.bottom, .bottomMargin),
                pin(.height, .height, -800),
            ])
            let centred = constrainedView(in: r, id: "centred")
            NSLayoutConstraint.activate([
                NSLayoutConstraint(item: centred, attribute: .centerX, relatedBy: .equal, toItem: r,
                                   attribute: .centerXWithinMargins, multiplier: 1, constant: 0),
                centred.widthAnchor.constraint(equalToConstant: 10), centred.heightAnchor.constraint(equalToConstant: 10),
                centred.topAnchor.constraint(equalTo: r.topAnchor),
            ])
        }
        // Margins: left/right 16, bottom 34 + 8.
        #expect(box.frame == CGRect(x: 16, y: 758, width: 258, height: 44))
        #expect((root.subviews.last?.frame.midX) == 195)
        #expect(root.constraintsAffectingLayout(for: .horizontal).count == 3)
        #expect(box.constraintsAffectingLayout(for: .vertical).count == 2)
        #expect(!box.hasAmbiguousLayout)
        #expect(host.diagnostics.isEmpty)
    }
}
