import Foundation
import Testing
import UIKitTesting

/// The image-based appearance API of sliders, segmented controls, steppers, progress views
/// and switches: stored per part and state with UIKit's fallback to `.normal`, not drawn.
@Suite @MainActor struct ControlCustomImagesTests {
    private func image(_ name: String) -> UIImage { UIImage(size: CGSize(width: 8, height: 8), name: name) }

    @Test func sliderImages_areReadBackPerState_fallingBackToNormal() {
        let slider = UISlider()
        slider.setThumbImage(image("thumb"), for: .normal)
        slider.setThumbImage(image("thumb-pressed"), for: .highlighted)
        slider.setMinimumTrackImage(image("min"), for: .normal)
        slider.setMaximumTrackImage(image("max"), for: .normal)
        slider.minimumValueImage = image("quiet")
        slider.maximumValueImage = image("loud")
        #expect(slider.thumbImage(for: .disabled)?.name == "thumb")
        #expect(slider.currentThumbImage?.name == "thumb")
        slider.isHighlighted = true
        #expect(slider.currentThumbImage?.name == "thumb-pressed")
        #expect(slider.currentMinimumTrackImage?.name == "min")
        #expect(slider.maximumTrackImage(for: .selected)?.name == "max")
        #expect(slider.minimumValueImage?.name == "quiet" && slider.maximumValueImage?.name == "loud")
        slider.setThumbImage(nil, for: .highlighted)
        #expect(slider.currentThumbImage?.name == "thumb")
    }

    @Test func segmentedControlImages_areKeptPerStateAndBarMetrics_dividersPerStatePair() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.setBackgroundImage(image("bg"), for: .normal, barMetrics: .default)
        control.setBackgroundImage(image("bg-selected"), for: .selected, barMetrics: .default)
        control.setDividerImage(image("n|s"), forLeftSegmentState: .normal, rightSegmentState: .selected, barMetrics: .default)
        #expect(control.backgroundImage(for: .selected, barMetrics: .default)?.name == "bg-selected")
        #expect(control.backgroundImage(for: .highlighted, barMetrics: .default)?.name == "bg")
        #expect(control.backgroundImage(for: .normal, barMetrics: .compact) == nil)
        #expect(control.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .selected, barMetrics: .default)?.name == "n|s")
        #expect(control.dividerImage(forLeftSegmentState: .selected, rightSegmentState: .normal, barMetrics: .default) == nil)
    }

    @Test func stepperProgressAndSwitchImages_areStored() {
        let stepper = UIStepper()
        stepper.setIncrementImage(image("plus"), for: .normal)
        stepper.setDecrementImage(image("minus"), for: .normal)
        stepper.setBackgroundImage(image("bg"), for: .normal)
        stepper.setDividerImage(image("div"), forLeftSegmentState: .normal, rightSegmentState: .highlighted)
        #expect(stepper.incrementImage(for: .highlighted)?.name == "plus")
        #expect(stepper.decrementImage(for: .normal)?.name == "minus")
        #expect(stepper.backgroundImage(for: .disabled)?.name == "bg")
        #expect(stepper.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .highlighted)?.name == "div")
        let progress = UIProgressView(progressViewStyle: .default)
        progress.progressImage = image("fill")
        progress.trackImage = image("track")
        #expect(progress.progressImage?.name == "fill" && progress.trackImage?.name == "track")
        let toggle = UISwitch()
        toggle.onImage = image("on")
        #expect(toggle.onImage?.name == "on" && toggle.offImage == nil)
    }

    @Test func theFirstImageOfEachKind_saysOnceThatItIsNotDrawn() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let slider = UISlider()
        slider.setThumbImage(image("a"), for: .normal)
        slider.setThumbImage(image("b"), for: .highlighted)
        slider.setThumbImage(nil, for: .selected)
        let control = UISegmentedControl(items: ["A"])
        control.setDividerImage(image("d"), forLeftSegmentState: .normal, rightSegmentState: .normal, barMetrics: .default)
        #expect(host.diagnostics.map(\.message) == [
            "ViewControllerKit: UISlider.setThumbImage(_:for:) does nothing here: "
                + "control images are stored and read back, not drawn (the control keeps its standard look).",
            "ViewControllerKit: UISegmentedControl.setDividerImage(_:forLeftSegmentState:rightSegmentState:barMetrics:) does nothing here: "
                + "control images are stored and read back, not drawn (the control keeps its standard look).",
        ])
    }
}
