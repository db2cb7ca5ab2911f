import Foundation
import Testing
import UIKitTesting

/// UIImageView takes its size from its image, as UIKit's does.
@Suite @MainActor struct UIImageViewTests {
    @Test func initWithImage_sizesViewToImage_andIgnoresTouches() {
        let image = UIImage(size: CGSize(width: 40, height: 30), name: "photo")
        let view = UIImageView(image: image)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(view.intrinsicContentSize == CGSize(width: 40, height: 30))
        #expect(view.sizeThatFits(.zero) == CGSize(width: 40, height: 30))
        #expect(!view.isUserInteractionEnabled)
        #expect(view.debugLine.contains("image = photo"))
    }

    @Test func noImage_hasNoIntrinsicMetric() {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(view.sizeThatFits(.zero) == CGSize(width: 10, height: 10))
    }

    @Test func highlighted_showsHighlightedImage() {
        let view = UIImageView(image: UIImage(size: CGSize(width: 10, height: 10)),
                               highlightedImage: UIImage(size: CGSize(width: 20, height: 15)))
        view.isHighlighted = true
        #expect(view.intrinsicContentSize == CGSize(width: 20, height: 15))
        view.image = nil
        view.isHighlighted = false
        #expect(view.intrinsicContentSize.width == UIView.noIntrinsicMetric)
    }
}
