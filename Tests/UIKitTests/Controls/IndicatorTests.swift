import Foundation
import Testing
import UIKitTesting

@Suite @MainActor struct IndicatorTests {
    @Test func activityIndicator_sizesByStyle_andHidesWhileStopped() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(spinner.intrinsicContentSize == CGSize(width: 20, height: 20) && spinner.frame.size == CGSize(width: 20, height: 20))
        #expect(UIActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(spinner.hidesWhenStopped && spinner.isHidden && !spinner.isAnimating)
        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden)
        spinner.stopAnimating()
        #expect(!spinner.isAnimating && spinner.isHidden)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        #expect(spinner.color == .secondaryLabel)
        spinner.color = .red
        #expect(spinner.color == .red)
    }

    @Test func progressView_clampsProgress_heightsByStyle_andPercentageValue() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let bar = UIProgressView(progressViewStyle: .default)
        #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 4))
        #expect(UIProgressView(progressViewStyle: .bar).intrinsicContentSize.height == 2.5)
        bar.progress = 1.7
        #expect(bar.progress == 1)
        bar.progress = 0.426
        #expect(bar.accessibilityValue == "43%")
    }

    @Test func setProgressAnimated_growsTheFillOnTheClock() {
        let bar = UIProgressView(progressViewStyle: .default)
        let host = hostShowing(bar, at: CGRect(x: 20, y: 300, width: 200, height: 4))
        defer { withExtendedLifetime(host) {} }
        let fill = bar.subviews[0]
        #expect(fill.frame == CGRect(x: 0, y: 0, width: 0, height: 4))
        bar.setProgress(0.5, animated: true)
        #expect(fill.frame.width == 100)
        host.advance(by: 0.125)
        let midway = fill.layer.presentation()?.frame.width ?? -1
        #expect(midway > 0 && midway < 100)
        host.runUntilIdle()
        #expect(fill.layer.presentation() == nil && fill.frame.width == 100)
    }
}
