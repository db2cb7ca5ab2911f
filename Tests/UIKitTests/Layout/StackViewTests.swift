import Testing
import UIKitTesting

/// UIStackView on constraints: every distribution and alignment, spacing, margins,
/// hidden views and arrangement changes, with exact frames. Arranged views have
/// intrinsic sizes a 50 × 20, b 100 × 40, c 30 × 30 unless stated.
@Suite @MainActor struct StackViewTests {
    @MainActor struct Fixture {
        let host: HeadlessHost
        let stack: UIStackView
        let views: [IntrinsicView]
        var frames: [CGRect] { views.map { $0.frame } }
    }

    private func fixture(_ sizes: [(CGFloat, CGFloat)] = [(50, 20), (100, 40), (30, 30)],
                         size: CGSize? = CGSize(width: 300, height: 100),
                         configure: (UIStackView, [IntrinsicView]) -> Void) -> Fixture {
        let views = sizes.map { IntrinsicView($0.0, $0.1) }
        let stack = UIStackView(arrangedSubviews: views)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = 10
        configure(stack, views)
        let (host, _) = showRoot { root in
            root.addSubview(stack)
            var constraints = [stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                               stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 100)]
            if let size {
                constraints += [stack.widthAnchor.constraint(equalToConstant: size.width),
                                stack.heightAnchor.constraint(equalToConstant: size.height)]
            }
            NSLayoutConstraint.activate(constraints)
        }
        return Fixture(host: host, stack: stack, views: views)
    }

    private func r(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }

    // MARK: Distributions (horizontal, alignment fill)

    @Test func fill_stretchesTheLowestHugging() {
        let f = fixture { _, v in v[2].setContentHuggingPriority(UILayoutPriority(249), for: .horizontal) }
        #expect(f.frames == [r(0, 0, 50, 100), r(60, 0, 100, 100), r(170, 0, 130, 100)])
        #expect(f.stack.frame == r(0, 100, 300, 100))
        #expect(f.host.diagnostics.isEmpty)
    }

    @Test func fillEqually_givesEqualLengths() {
        let f = fixture(size: CGSize(width: 320, height: 100)) { s, _ in s.distribution = .fillEqually }
        #expect(f.frames == [r(0, 0, 100, 100), r(110, 0, 100, 100), r(220, 0, 100, 100)])
        #expect(f.host.diagnostics.isEmpty)
    }

    @Test func fillProportionally_sharesByIntrinsicLength() {
        let f = fixture([(60, 20), (120, 20), (120, 20)], size: CGSize(width: 620, height: 50)) { s, _ in
            s.distribution = .fillProportionally
        }
        #expect(f.frames == [r(0, 0, 120, 50), r(130, 0, 240, 50), r(380, 0, 240, 50)])
        #expect(f.host.diagnostics.isEmpty)
    }

    @Test func equalSpacing_sharesTheSlackAmongGaps() {
        let f = fixture(size: CGSize(width: 320, height: 100)) { s, _ in s.distribution = .equalSpacing }
        #expect(f.frames == [r(0, 0, 50, 100), r(120, 0, 100, 100), r(290, 0, 30, 100)])
        #expect(f.host.diagnostics.isEmpty)
    }

    @Test func equalCentering_spacesCentresEvenly() {
        let f = fixture(size: CGSize(width: 320, height: 100)) { s, _ in s.distribution = .equalCentering }
        #expect(f.frames == [r(0, 0, 50, 100), r(115, 0, 100, 100), r(290, 0, 30, 100)])
        #expect(f.host.diagnostics.isEmpty)
    }

    // MARK: Alignments (horizontal, c stretches along the axis)

    private func aligned(_ alignment: UIStackView.Alignment) -> Fixture {
        fixture { s, v in
            s.alignment = alignment
            v[2].setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        }
    }

    @Test func alignmentLeading_pinsTops() {
        let f = aligned(.leading)
        #expect(f.frames == [r(0, 0, 50, 20), r(60, 0, 100, 40), r(170, 0, 130, 30)])
        #expect(UIStackView.Alignment.top == .leading)
        #expect(f.host.diagnostics.isEmpty)
    }

    @Test func alignmentTrailing_pinsBottoms() {
        let f = aligned(.trailing)
        #expect(f.frames == [r(0, 80, 50, 20), r(60, 60, 100, 40), r(170, 70, 130, 30)])
        #expect(f.host.diagnostics.isEmpty)
    }

    @Test func alignmentCenter_centresAcross() {
        let f = aligned(.center)
        #expect(f.frames == [r(0, 40, 50, 20), r(60, 30, 100, 40), r(170, 35, 130, 30)])
        #expect(f.host.diagnostics.isEmpty)
    }

    @Test func baselineAlignments_fallBackToTopAndBottom_forViewsWithoutText() {
        let first = aligned(.firstBaseline)
        #expect(first.frames == [r(0, 0, 50, 20), r(60, 0, 100, 40), r(170, 0, 130, 30)])
        let last = aligned(.lastBaseline)
        #expect(last.frames == [r(0, 80, 50, 20), r(60, 60, 100, 40), r(170, 70, 130, 30)])
        #expect(first.host.diagnostics.isEmpty && last.host.diagnostics.isEmpty)
    }

    @Test func alignmentFill_stretchesAcross() {
        let f = aligned(.fill)
        #expect(f.frames.map { $0.height } == [100, 100, 100])
    }

    // MARK: Axis, spacing, margins, sizing

    @Test func verticalAxis_centred() {
        let f = fixture(size: CGSize(width: 200, height: 300)) { s, v in
            s.axis = .vertical
            s.alignment = .center
            v[2].setContentHuggingPriority(UILayoutPriority(249), for: .vertical)
        }
        #expect(f.frames == [r(75, 0, 50, 20), r(50, 30, 100, 40), r(85, 80, 30, 220)])
        #expect(f.host.diagnostics.isEmpty)
    }

    @Test func customSpacing_replacesSpacingAfterAView() {
        var views: [IntrinsicView] = []
        let f = fixture { s, v in
            views = v
            v[2].setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
            s.setCustomSpacing(30, after: v[0])
        }
        #expect(f.stack.customSpacing(after: views[0]) == 30)
        #expect(f.stack.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
        #expect(f.frames == [r(0, 0, 50, 100), r(80, 0, 100, 100), r(190, 0, 110, 100)])
    }

    @Test func layoutMarginsRelativeArrangement_insetsTheCanvas() {
        let f = fixture { s, v in
            s.isLayoutMarginsRelativeArrangement = true
            s.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            v[2].setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        }
        #expect(f.frames == [r(10, 10, 50, 80), r(70, 10, 100, 80), r(180, 10, 110, 80)])
        #expect(f.host.diagnostics.isEmpty)
    }

    @Test func unsizedStack_hugsItsContent() {
        let f = fixture(size: nil) { s, _ in s.alignment = .center }
        #expect(f.stack.frame == r(0, 100, 200, 40))
        #expect(f.frames == [r(0, 10, 50, 20), r(60, 0, 100, 40), r(170, 5, 30, 30)])
        #expect(f.host.diagnostics.isEmpty)
    }

    // MARK: Arrangement changes

    @Test func hiddenArrangedView_collapses_andComesBack() {
        let f = fixture { _, v in v[2].setContentHuggingPriority(UILayoutPriority(249), for: .horizontal) }
        f.views[1].isHidden = true
        f.host.pump()
        #expect(f.views[0].frame == r(0, 0, 50, 100))
        #expect(f.views[1].frame.width == 0)
        #expect(f.views[2].frame == r(60, 0, 240, 100))
        f.views[1].isHidden = false
        f.host.pump()
        #expect(f.frames == [r(0, 0, 50, 100), r(60, 0, 100, 100), r(170, 0, 130, 100)])
        #expect(f.host.diagnostics.isEmpty)
    }

    @Test func addingInsertingAndRemovingArrangedViews() {
        let f = fixture { _, v in v[2].setContentHuggingPriority(UILayoutPriority(249), for: .horizontal) }
        let d = IntrinsicView(20, 20)
        f.stack.insertArrangedSubview(d, at: 0)
        #expect(f.stack.arrangedSubviews.first === d && d.superview === f.stack)
        f.host.pump()
        #expect(d.frame == r(0, 0, 20, 100))
        #expect(f.frames == [r(30, 0, 50, 100), r(90, 0, 100, 100), r(200, 0, 100, 100)])

        f.stack.removeArrangedSubview(d)
        #expect(d.superview === f.stack)   // still a subview, as on iOS
        d.removeFromSuperview()
        f.views[0].removeFromSuperview()   // leaves the arrangement too
        #expect(f.stack.arrangedSubviews.count == 2)
        f.host.pump()
        #expect(f.views[1].frame == r(0, 0, 100, 100))
        #expect(f.views[2].frame == r(110, 0, 190, 100))

        f.stack.addArrangedSubview(f.views[0])
        f.host.pump()
        #expect(f.views[0].frame.minX == 250)
        #expect(f.host.diagnostics.isEmpty)
    }

    @Test func generatedConstraints_carryUIKitIdentifiers() {
        let f = fixture { s, _ in s.distribution = .fillEqually }
        let identifiers = Set(f.stack.constraints.compactMap { $0.identifier })
        #expect(identifiers.isSuperset(of: ["UISV-canvas-connection", "UISV-spacing", "UISV-fill-equally", "UISV-alignment"]))
        #expect(f.views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
    }
}
