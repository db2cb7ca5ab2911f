import Foundation
import Testing
import UIKitTesting

/// `UIImageView`'s flip-book animation (`animationImages`, `startAnimating()`), on the host's clock.
@Suite @MainActor struct ImageViewAnimationTests {
    private let still = UIImage(size: CGSize(width: 20, height: 20), name: "still")

    private func frames(_ prefix: String = "f") -> [UIImage] {
        (1...3).map { UIImage(size: CGSize(width: 10, height: 10), name: "\(prefix)\($0)") }
    }

    private func stage() -> (HeadlessHost, UIImageView) {
        let host = HeadlessHost()
        let controller = UIViewController()
        host.show(controller)
        let view = UIImageView(image: still)
        controller.view.addSubview(view)
        host.pump()
        return (host, view)
    }

    private func shown(_ view: UIImageView) -> String { view.displayedImage?.name ?? "-" }

    @Test func startAnimating_showsEachFrameForItsShareOfTheDuration_thenTheStillImageAfterTheRepeats() {
        let (host, view) = stage()
        defer { withExtendedLifetime(host) {} }
        view.animationImages = frames()
        view.animationDuration = 0.75
        view.animationRepeatCount = 2
        view.startAnimating()
        var seen = [shown(view)]
        for _ in 0..<6 {
            host.advance(by: 0.25)
            seen.append(shown(view))
        }
        #expect(seen == ["f1", "f2", "f3", "f1", "f2", "f3", "still"])
        #expect(!view.isAnimating)
        // The still image alone sizes the view, whatever frame is shown.
        #expect(view.intrinsicContentSize == CGSize(width: 20, height: 20))
    }

    @Test func aZeroDuration_givesEachFrameAThirtiethOfASecond() {
        let (host, view) = stage()
        defer { withExtendedLifetime(host) {} }
        view.animationImages = frames()
        view.startAnimating()
        host.advance(by: 0.05)   // one frame (1/30 s) has passed, not two
        #expect(shown(view) == "f2")
        host.advance(by: 0.05)   // 0.1 s: three frames passed, the cycle starts again
        #expect(shown(view) == "f1")
    }

    @Test func aRepeatCountOfZero_runsUntilStopped_andSettlingDoesNotWaitForIt() {
        let (host, view) = stage()
        defer { withExtendedLifetime(host) {} }
        view.animationImages = frames()
        view.animationDuration = 0.75
        view.startAnimating()
        host.advance(by: 10)
        #expect(view.isAnimating)
        host.runUntilIdle()
        #expect(view.isAnimating)
        view.stopAnimating()
        #expect(!view.isAnimating)
        #expect(shown(view) == "still")
        host.advance(by: 1)
        #expect(shown(view) == "still")
    }

    @Test func startAnimating_alwaysBeginsAtTheFirstFrame_andSettingTheFramesStopsIt() {
        let (host, view) = stage()
        defer { withExtendedLifetime(host) {} }
        view.animationImages = frames()
        view.animationDuration = 0.75
        view.startAnimating()
        host.advance(by: 0.5)
        #expect(shown(view) == "f3")
        view.startAnimating()
        #expect(shown(view) == "f1")
        view.animationImages = frames("g")
        #expect(!view.isAnimating)
        #expect(shown(view) == "still")
    }

    @Test func withoutFrames_startAnimatingDoesNothing_andHighlightedFramesWinWhileHighlighted() {
        let (host, view) = stage()
        defer { withExtendedLifetime(host) {} }
        view.startAnimating()
        #expect(!view.isAnimating)
        view.animationImages = frames()
        view.highlightedAnimationImages = frames("h")
        view.isHighlighted = true
        view.startAnimating()
        #expect(shown(view) == "h1")
    }

    @Test func anAnimatingImageView_isReleasedOnceNothingHoldsIt() {
        let (host, _) = stage()
        defer { withExtendedLifetime(host) {} }
        weak var released: UIImageView?
        do {
            let view = UIImageView(image: still)
            view.animationImages = frames()
            view.startAnimating()
            released = view
        }
        host.advance(by: 0.5)
        #expect(released == nil)
    }
}
