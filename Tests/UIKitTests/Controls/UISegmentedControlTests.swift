import Foundation
import Testing
import UIKitTesting

/// Segments in a 300-point control at (20, 200) are 100 points each: the middle one spans
/// window x 120...220.
@Suite @MainActor struct UISegmentedControlTests {
    private func width(_ title: String) -> CGFloat {
        (title as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 13)]).width
    }

    @Test func itemsInit_noSelection_andTitlesInOrder() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let control = UISegmentedControl(items: ["Day", "Week", UIImage(size: CGSize(width: 20, height: 16), name: "icon")])
        #expect(control.numberOfSegments == 3)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && UISegmentedControl.noSegment == -1)
        #expect(control.titleForSegment(at: 1) == "Week")
        #expect(control.titleForSegment(at: 2) == nil && control.imageForSegment(at: 2)?.size == CGSize(width: 20, height: 16))
    }

    @Test func intrinsicSize_equalSegmentsAsWideAsTheWidest_orApportioned() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let control = UISegmentedControl(items: ["A", "Wednesday"])
        let widest = width("Wednesday") + 24
        #expect(widest > width("A") + 24)
        #expect(control.intrinsicContentSize == CGSize(width: 2 * widest, height: 32))
        control.apportionsSegmentWidthsByContent = true
        #expect(control.intrinsicContentSize == CGSize(width: width("A") + 24 + widest, height: 32))
        control.setWidth(50, forSegmentAt: 0)
        #expect(control.intrinsicContentSize == CGSize(width: 50 + widest, height: 32))
        #expect(control.widthForSegment(at: 0) == 50 && control.widthForSegment(at: 1) == 0)
    }

    @Test func tapOnAnotherSegment_selectsIt_valueChangedBeforeTouchUpInside() {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.selectedSegmentIndex = 0
        let host = hostShowing(control, at: CGRect(x: 20, y: 200, width: 300, height: 32))
        defer { withExtendedLifetime(host) {} }
        let trace = TraceRecorder()
        recordEvents(of: control, into: trace) { "\(control.selectedSegmentIndex)" }
        host.tap(at: CGPoint(x: 170, y: 216))
        #expect(trace.take() == ["touchDown", "valueChanged 1", "touchUpInside"])
        host.advance(by: 1)   // not a double tap
        host.tap(at: CGPoint(x: 170, y: 216))   // already selected: no change
        #expect(trace.take() == ["touchDown", "touchUpInside"])
        control.setEnabled(false, forSegmentAt: 2)
        host.advance(by: 1)
        host.tap(at: CGPoint(x: 300, y: 216))
        #expect(trace.take() == ["touchDown", "touchUpInside"])
        #expect(control.selectedSegmentIndex == 1)
        #expect(control.accessibilityValue == "B")
    }

    @Test func selectionThumbCoversTheSelectedSegment() throws {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        let host = hostShowing(control, at: CGRect(x: 20, y: 200, width: 300, height: 32))
        defer { withExtendedLifetime(host) {} }
        let thumb = control.subviews[0]
        #expect(thumb.isHidden)
        control.selectedSegmentIndex = 2
        control.layoutIfNeeded()
        #expect(!thumb.isHidden && thumb.frame == CGRect(x: 202, y: 2, width: 96, height: 28))
    }

    @Test func momentary_sendsValueChanged_thenDeselects() {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.isMomentary = true
        let host = hostShowing(control, at: CGRect(x: 20, y: 200, width: 300, height: 32))
        defer { withExtendedLifetime(host) {} }
        let trace = TraceRecorder()
        recordEvents(of: control, into: trace) { "\(control.selectedSegmentIndex)" }
        host.tap(at: CGPoint(x: 70, y: 216))
        host.advance(by: 1)
        host.tap(at: CGPoint(x: 70, y: 216))
        #expect(trace.events == ["touchDown", "valueChanged 0", "touchUpInside", "touchDown", "valueChanged 0", "touchUpInside"])
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test func actionsInit_runsTheSegmentsActionThenValueChanged() {
        let trace = TraceRecorder()
        let control = UISegmentedControl(frame: .zero, actions: [
            UIAction(title: "List") { [trace] action in trace.record("List from \(action.sender is UISegmentedControl)") },
            UIAction(title: "Grid") { [trace] _ in trace.record("Grid") },
        ])
        #expect(control.titleForSegment(at: 1) == "Grid" && control.actionForSegment(at: 0)?.title == "List")
        let host = hostShowing(control, at: CGRect(x: 20, y: 200, width: 200, height: 32))
        defer { withExtendedLifetime(host) {} }
        control.addAction(UIAction { [trace] _ in trace.record("valueChanged") }, for: .valueChanged)
        host.tap(at: CGPoint(x: 60, y: 216))
        host.tap(at: CGPoint(x: 160, y: 216))
        #expect(trace.events == ["List from true", "valueChanged", "Grid", "valueChanged"])
    }

    @Test func insertAndRemove_shiftTheSelection() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let control = UISegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Z", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2)
        #expect((0..<3).map { control.titleForSegment(at: $0) } == ["Z", "A", "B"])
        control.insertSegment(withTitle: "end", at: 99, animated: true)
        #expect(control.titleForSegment(at: 3) == "end")
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 1)
        control.removeSegment(at: 1, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.selectedSegmentIndex = 7
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0 && control.intrinsicContentSize == CGSize(width: 0, height: 32))
    }
}
