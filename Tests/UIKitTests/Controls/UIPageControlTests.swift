import Foundation
import Testing
import UIKitTesting

@Suite @MainActor struct UIPageControlTests {
    @Test func size_is16PerPageLess9_by26() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let dots = UIPageControl()
        #expect(dots.intrinsicContentSize == CGSize(width: 0, height: 26))
        dots.numberOfPages = 3
        #expect(dots.intrinsicContentSize == CGSize(width: 39, height: 26))
        #expect(dots.size(forNumberOfPages: 10) == CGSize(width: 151, height: 26))
    }

    @Test func currentPage_clampsToThePages() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let dots = UIPageControl()
        dots.numberOfPages = 4
        dots.currentPage = 9
        #expect(dots.currentPage == 3)
        dots.numberOfPages = 2
        #expect(dots.currentPage == 1)
        dots.currentPage = -1
        #expect(dots.currentPage == 0)
    }

    @Test func tapRightThenLeftOfCentre_movesOnePage_valueChangedBeforeTouchUpInside() {
        let dots = UIPageControl()
        dots.numberOfPages = 3
        let host = hostShowing(dots, at: CGRect(x: 0, y: 300, width: 390, height: 26))
        defer { withExtendedLifetime(host) {} }
        let trace = TraceRecorder()
        recordEvents(of: dots, into: trace) { "\(dots.currentPage)" }
        host.tap(at: CGPoint(x: 300, y: 313))
        host.advance(by: 1)
        host.tap(at: CGPoint(x: 300, y: 313))
        host.advance(by: 1)
        host.tap(at: CGPoint(x: 300, y: 313))   // last page: no change
        host.advance(by: 1)
        host.tap(at: CGPoint(x: 50, y: 313))
        #expect(trace.events == ["touchDown", "valueChanged 1", "touchUpInside",
                                 "touchDown", "valueChanged 2", "touchUpInside",
                                 "touchDown", "touchUpInside",
                                 "touchDown", "valueChanged 1", "touchUpInside"])
        #expect(dots.accessibilityValue == "page 2 of 3")
    }

    @Test func dotsAreCentred_andHiddenForASinglePageWhenAsked() {
        let dots = UIPageControl()
        dots.numberOfPages = 3
        let host = hostShowing(dots, at: CGRect(x: 0, y: 300, width: 390, height: 26))
        defer { withExtendedLifetime(host) {} }
        dots.layoutIfNeeded()
        // 39 points of dots centred in 390: from 175.5 = 526.5 px → 527 px; 7-point dots
        // 16 apart; y = 9.5 = 28.5 px → 29 px.
        let expected: [CGFloat] = [527.0 / 3, 575.0 / 3, 623.0 / 3]
        #expect(dots.subviews.map(\.frame.minX) == expected)
        let top: CGFloat = 29.0 / 3
        #expect(dots.subviews[0].frame.minY == top)
        #expect(dots.subviews[0].frame.width == 7)
        dots.numberOfPages = 1
        #expect(dots.subviews.count == 1)
        dots.hidesForSinglePage = true
        #expect(dots.subviews.isEmpty)
        dots.numberOfPages = 2
        #expect(dots.subviews.count == 2)
    }
}
