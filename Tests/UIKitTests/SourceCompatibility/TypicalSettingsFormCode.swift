import Foundation
import Testing
import UIKit
import UIKitTesting

// A settings form written the way iOS apps write it, unchanged: controls made in code,
// `addAction(_:for:)` with `UIAction`, the iOS 14 initialisers, stack views are left out
// (the form is laid out with frames). It must compile, and run.

final class NotificationSettingsViewController: UIViewController {
    private let enabledSwitch = UISwitch()
    private let volumeSlider = UISlider()
    private let frequency = UISegmentedControl(items: ["Daily", "Weekly", "Never"])
    private let snoozeStepper = UIStepper()
    private let pages = UIPageControl()
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let upload = UIProgressView(progressViewStyle: .default)
    private(set) var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        enabledSwitch.isOn = true
        enabledSwitch.onTintColor = .systemBlue
        enabledSwitch.accessibilityIdentifier = "enabled"
        enabledSwitch.addAction(UIAction { [weak self] action in
            guard let toggle = action.sender as? UISwitch else { return }
            self?.log.append("enabled \(toggle.isOn)")
            self?.volumeSlider.isEnabled = toggle.isOn
        }, for: .valueChanged)

        volumeSlider.minimumValue = 0
        volumeSlider.maximumValue = 100
        volumeSlider.setValue(40, animated: false)
        volumeSlider.isContinuous = false

        frequency.selectedSegmentIndex = 0
        frequency.selectedSegmentTintColor = .white
        frequency.addAction(UIAction { [unowned self] _ in
            log.append("frequency \(frequency.titleForSegment(at: frequency.selectedSegmentIndex) ?? "")")
        }, for: .valueChanged)

        snoozeStepper.minimumValue = 5
        snoozeStepper.maximumValue = 60
        snoozeStepper.stepValue = 5
        snoozeStepper.value = 10

        pages.numberOfPages = 3
        pages.hidesForSinglePage = true
        pages.currentPageIndicatorTintColor = .label

        spinner.hidesWhenStopped = true
        upload.setProgress(0.25, animated: false)

        let views: [UIView] = [enabledSwitch, volumeSlider, frequency, snoozeStepper, pages, spinner, upload]
        var y: CGFloat = 120
        for control in views {
            let size = control.intrinsicContentSize
            let width = size.width == UIView.noIntrinsicMetric ? 300 : size.width
            control.frame = CGRect(x: 20, y: y, width: width, height: size.height)
            view.addSubview(control)
            y += size.height + 16
        }
    }

    func startSync() {
        spinner.startAnimating()
        upload.setProgress(1, animated: true)
    }
}

@Suite @MainActor struct TypicalSettingsFormCodeTests {
    @Test func settingsForm_runs_andItsSwitchTurnsTheSliderOff() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let settings = NotificationSettingsViewController()
        host.show(settings)
        try host.tap(identifier: "enabled")
        settings.startSync()
        host.runUntilIdle()
        #expect(settings.log == ["enabled false"])
        let slider = try #require(settings.view.subviews.compactMap { $0 as? UISlider }.first)
        #expect(!slider.isEnabled && slider.value == 40 && slider.accessibilityValue == "40%")
    }
}
