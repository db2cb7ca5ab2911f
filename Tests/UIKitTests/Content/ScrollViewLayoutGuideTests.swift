import Foundation
import Testing
import UIKitTesting

/// `contentLayoutGuide` and `frameLayoutGuide`: Auto Layout sets the content size.
@Suite @MainActor struct ScrollViewLayoutGuideTests {
    @Test func aStackPinnedToTheContentGuide_setsTheContentSize_andIsAsWideAsTheFrame() {
        let s = ScrollScene(contentSize: .zero)
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        for _ in 0..<12 {
            let box = UIView()
            box.heightAnchor.constraint(equalToConstant: 50).isActive = true
            stack.addArrangedSubview(box)
        }
        s.scrollView.addSubview(stack)
        let content = s.scrollView.contentLayoutGuide, frame = s.scrollView.frameLayoutGuide
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: content.topAnchor),
            stack.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            stack.widthAnchor.constraint(equalTo: frame.widthAnchor),
        ])
        s.host.pump()
        #expect(s.scrollView.contentSize == CGSize(width: 300, height: 12 * 50 + 11 * 10))
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 300, height: 710))
        #expect(content.layoutFrame == CGRect(x: 0, y: 0, width: 300, height: 710))
        #expect(frame.layoutFrame == CGRect(x: 0, y: 0, width: 300, height: 400))
        // Scrolling moves the content, not the guides' rectangles.
        s.scrollView.contentOffset = CGPoint(x: 0, y: 200)
        s.host.pump()
        #expect(stack.frame.minY == 0)
        #expect(frame.layoutFrame == CGRect(x: 0, y: 0, width: 300, height: 400))
    }

    @Test func aContentGuideLeftFree_followsTheContentSize() {
        let s = ScrollScene(contentSize: CGSize(width: 300, height: 900))
        let marker = UIView()
        marker.translatesAutoresizingMaskIntoConstraints = false
        s.scrollView.addSubview(marker)
        NSLayoutConstraint.activate([
            marker.bottomAnchor.constraint(equalTo: s.scrollView.contentLayoutGuide.bottomAnchor),
            marker.leadingAnchor.constraint(equalTo: s.scrollView.contentLayoutGuide.leadingAnchor),
            marker.widthAnchor.constraint(equalToConstant: 10),
            marker.heightAnchor.constraint(equalToConstant: 10),
        ])
        s.host.pump()
        #expect(marker.frame == CGRect(x: 0, y: 890, width: 10, height: 10))
        s.scrollView.contentSize = CGSize(width: 300, height: 1200)
        s.host.pump()
        #expect(marker.frame == CGRect(x: 0, y: 1190, width: 10, height: 10))
        #expect(s.scrollView.contentSize == CGSize(width: 300, height: 1200))
    }
}
