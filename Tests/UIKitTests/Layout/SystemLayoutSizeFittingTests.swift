import Testing
import UIKitTesting

/// `systemLayoutSizeFitting`: the size a view's constraints give it.
@Suite @MainActor struct SystemLayoutSizeFittingTests {
    /// A card: 16 pt padding around a 100 × 20 title above a 60 × 40 image, 8 pt apart.
    private func makeCard() -> UIView {
        let card = UIView()
        let title = IntrinsicView(100, 20), image = IntrinsicView(60, 40)
        card.addSubview(title)
        card.addSubview(image)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -16),
            image.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            image.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            image.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -16),
            image.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -16),
        ])
        return card
    }

    @Test func compressedSize_isTheSmallestTheConstraintsAllow() {
        let host = HeadlessHost()
        let card = makeCard()
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 132, height: 100))
        #expect(card.frame == .zero)   // measuring does not resize
        #expect(host.diagnostics.isEmpty)
    }

    @Test func requiredWidth_fixesTheWidth_heightFollows() {
        let host = HeadlessHost()
        let card = makeCard()
        let size = card.systemLayoutSizeFitting(CGSize(width: 300, height: 0),
                                                withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 300, height: 100))
        #expect(host.diagnostics.isEmpty)
    }

    @Test func expandedSize_growsUnboundedAxesToTheTarget() {
        let host = HeadlessHost()
        let card = makeCard()
        let size = card.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize)
        #expect(size == CGSize(width: 10_000, height: 100))
        #expect(host.diagnostics.isEmpty)
    }

    @Test func viewWithIntrinsicSize_measuresToIt() {
        let host = HeadlessHost()
        #expect(IntrinsicView(42, 17).systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            == CGSize(width: 42, height: 17))
        #expect(host.diagnostics.isEmpty)
    }

    @Test func stackView_measuresItsArrangement() {
        let host = HeadlessHost()
        let stack = UIStackView(arrangedSubviews: [IntrinsicView(50, 20), IntrinsicView(100, 40), IntrinsicView(30, 30)])
        stack.spacing = 10
        stack.alignment = .center
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 200, height: 40))
        stack.axis = .vertical
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 100, height: 110))
        #expect(host.diagnostics.isEmpty)
    }
}
