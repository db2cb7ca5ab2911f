import Foundation
import Testing
import UIKitTesting

/// Animated images (`UIImage.animatedImage(with:duration:)`, `images`, `duration`,
/// `animatedImageNamed(_:duration:)`) shown by an image view, as Apple's UIImage
/// documentation describes them: the frames cycle over `duration`, repeating. Not a numbered
/// UIKIT-SEMANTICS rule.
@Suite @MainActor struct AnimatedImageTests {
    private func frames(_ prefix: String = "f", count: Int = 3) -> [UIImage] {
        (1...count).map { UIImage(size: CGSize(width: 10, height: 12), scale: 2, name: "\(prefix)\($0)") }
    }

    /// Three 10 × 12 frames over 0.6 s: 0.2 s each.
    private func animated() throws -> UIImage {
        try #require(UIImage.animatedImage(with: frames(), duration: 0.6))
    }

    private func shown(_ view: UIImageView) -> String { view.displayedImage?.name ?? "-" }

    @Test func animatedImage_hasItsFramesAndDuration_theFirstFramesSizeAndScale() throws {
        let image = try #require(UIImage.animatedImage(with: frames(), duration: 0.6))
        #expect(image.images?.map { $0.name ?? "-" } == ["f1", "f2", "f3"])
        #expect(image.duration == 0.6 && image.size == CGSize(width: 10, height: 12) && image.scale == 2)
        #expect(UIImage.animatedImage(with: [], duration: 1) == nil)
        #expect(UIImage(size: CGSize(width: 1, height: 1)).images == nil && UIImage().duration == 0)
        // A copy keeps the frames, each with the change.
        let template = image.withRenderingMode(.alwaysTemplate)
        #expect(template.images?.map(\.renderingMode) == [.alwaysTemplate, .alwaysTemplate, .alwaysTemplate])
        #expect(template.duration == 0.6)
    }

    @Test func anImageViewPlaysIt_atOnce_repeating_andSizesToTheFirstFrame() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let controller = UIViewController()
        host.show(controller)
        let view = UIImageView(image: try animated())
        controller.view.addSubview(view)
        #expect(view.frame.size == CGSize(width: 10, height: 12))
        #expect(view.intrinsicContentSize == CGSize(width: 10, height: 12))
        var seen = [shown(view)]
        for _ in 0..<4 {
            host.advance(by: 0.2)
            seen.append(shown(view))
        }
        #expect(seen == ["f1", "f2", "f3", "f1", "f2"])
        // A still image ends it.
        view.image = UIImage(size: CGSize(width: 5, height: 5), name: "still")
        host.advance(by: 0.2)
        #expect(shown(view) == "still" && !view.isAnimating)
    }

    @Test func animationImages_takeOverFromAnAnimatedImage() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        host.show(UIViewController())
        let view = UIImageView()
        view.animationImages = frames("a")
        view.image = try animated()
        #expect(!view.isAnimating && shown(view) == "f1")
        view.animationDuration = 0.3
        view.startAnimating()
        host.advance(by: 0.1)
        #expect(shown(view) == "a2")
        view.stopAnimating()
        #expect(shown(view) == "f1")
    }

    @Test func stopAnimating_showsTheFirstFrame_startAnimatingPlaysItAgain() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        host.show(UIViewController())
        let view = UIImageView(image: try animated())
        host.advance(by: 0.2)
        #expect(shown(view) == "f2")
        view.stopAnimating()
        #expect(shown(view) == "f1" && !view.isAnimating)
        view.startAnimating()
        host.advance(by: 0.4)
        #expect(shown(view) == "f3" && view.isAnimating)
    }

    @Test func animatedImageNamed_readsTheNumberedImages_toTheFirstMissing() throws {
        UIImage.register(name: "spinnerTest1", size: CGSize(width: 8, height: 8))
        UIImage.register(name: "spinnerTest2", size: CGSize(width: 8, height: 8))
        UIImage.register(name: "spinnerTest4", size: CGSize(width: 8, height: 8))
        let image = try #require(UIImage.animatedImageNamed("spinnerTest", duration: 1))
        #expect(image.images?.map { $0.name ?? "-" } == ["spinnerTest1", "spinnerTest2"])
        let resizable = try #require(UIImage.animatedResizableImageNamed(
            "spinnerTest", capInsets: UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2), duration: 1))
        #expect(resizable.images?.map(\.capInsets) == [UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2),
                                                       UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)])
        #expect(UIImage.animatedImageNamed("noSuchSequence", duration: 1) == nil)
    }

    @Test func anImageViewShowingAnAnimatedImage_isFreedWhenRemoved() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let controller = UIViewController()
        host.show(controller)
        weak var weakView: UIImageView?
        do {
            let view = UIImageView(image: try animated())
            controller.view.addSubview(view)
            host.advance(by: 0.2)
            view.removeFromSuperview()
            weakView = view
        }
        host.advance(by: 1)
        #expect(weakView == nil)
    }
}
