import Foundation
import Testing
import UIKitTesting

/// A colour and size picker: component 0 has `colours`, component 1 three sizes.
@MainActor
final class PickerModel: UIPickerViewDataSource, UIPickerViewDelegate {
    var colours = ["Red", "Orange", "Yellow", "Green", "Blue", "Indigo", "Violet"]
    let sizes = ["S", "M", "L"]
    var components = 2
    let trace = TraceRecorder()

    func numberOfComponents(in pickerView: UIPickerView) -> Int { components }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? colours.count : sizes.count
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? colours[row] : sizes[row]
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        trace.record("didSelectRow \(row) inComponent \(component) (selected \(pickerView.selectedRow(inComponent: component)))")
    }
}

/// `UIPickerView`: data from its data source, titles from its delegate, selection by code
/// (silent) and by the user (the delegate hears it).
@Suite @MainActor struct PickerViewTests {
    /// A picker at (0, 200) in a shown controller's view, of iOS's size.
    static func scene(model: PickerModel) -> (HeadlessHost, UIPickerView) {
        let picker = UIPickerView()
        picker.dataSource = model
        picker.delegate = model
        let host = hostShowing(picker, at: CGRect(x: 0, y: 200, width: 320, height: 216))
        return (host, picker)
    }

    @Test func defaults_iOSSize_andTheDataSourcesCounts() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let picker = UIPickerView()
        #expect(picker.frame.size == CGSize(width: 320, height: 216))
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
        #expect(picker.numberOfComponents == 0)
        #expect(picker.selectedRow(inComponent: 0) == -1)
        let model = PickerModel()
        picker.dataSource = model
        picker.delegate = model
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 0) == 7)
        #expect(picker.numberOfRows(inComponent: 1) == 3)
        #expect(picker.numberOfRows(inComponent: 2) == 0)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 148.5, height: 32))
    }

    @Test func rows_showTheDelegatesTitles_selectedRowInTheMiddleBand() throws {
        let model = PickerModel()
        let (host, picker) = Self.scene(model: model)
        defer { withExtendedLifetime(host) {} }
        picker.selectRow(3, inComponent: 0, animated: false)
        picker.layoutIfNeeded()
        let selected = try #require(picker.view(forRow: 3, forComponent: 0) as? UILabel)
        #expect(selected.text == "Green")
        #expect(selected.frame == CGRect(x: 9, y: 92, width: 148.5, height: 32))
        #expect((picker.view(forRow: 2, forComponent: 0) as? UILabel)?.frame.minY == 60)
        #expect((picker.view(forRow: 0, forComponent: 1) as? UILabel)?.text == "S")
        #expect((picker.view(forRow: 0, forComponent: 1) as? UILabel)?.frame.minX == 162.5)
    }

    @Test func selectRowInCode_clampsAndTellsNoOne_reloadKeepsTheSelection() {
        let model = PickerModel()
        let (host, picker) = Self.scene(model: model)
        defer { withExtendedLifetime(host) {} }
        picker.selectRow(5, inComponent: 0, animated: true)
        picker.selectRow(9, inComponent: 1, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 5)
        #expect(picker.selectedRow(inComponent: 1) == 2)
        model.colours = ["Red", "Blue"]
        picker.reloadAllComponents()
        #expect(picker.selectedRow(inComponent: 0) == 1)
        #expect(picker.selectedRow(inComponent: 1) == 2)
        #expect(model.trace.events.isEmpty)
    }

    @Test func theUsersDrag_turnsAComponent_andTheDelegateHearsEachSettle() throws {
        let model = PickerModel()
        let (host, picker) = Self.scene(model: model)
        defer { withExtendedLifetime(host) {} }
        try host.selectRow(5, inComponent: 0, of: picker)
        try host.selectRow(1, inComponent: 1, of: picker)
        try host.selectRow(1, inComponent: 1, of: picker)   // already there: nothing
        try host.selectRow(4, inComponent: 0, of: picker)
        #expect(model.trace.events == [
            "didSelectRow 3 inComponent 0 (selected 3)", "didSelectRow 5 inComponent 0 (selected 5)",
            "didSelectRow 1 inComponent 1 (selected 1)", "didSelectRow 4 inComponent 0 (selected 4)",
        ])
        #expect(throws: TouchSynthesisError.self) { try host.selectRow(7, inComponent: 0, of: picker) }
    }

    @Test func aTapOnTheRowBelowTheBand_selectsIt() {
        let model = PickerModel()
        let (host, picker) = Self.scene(model: model)
        defer { withExtendedLifetime(host) {} }
        host.tap(at: CGPoint(x: 80, y: 200 + 108 + 32))
        #expect(picker.selectedRow(inComponent: 0) == 1)
        host.tap(at: CGPoint(x: 80, y: 200 + 108))   // the band: already selected
        #expect(model.trace.events == ["didSelectRow 1 inComponent 0 (selected 1)"])
    }

    @Test func withoutADelegate_rowsShowAQuestionMark() throws {
        let model = PickerModel()
        let picker = UIPickerView()
        picker.dataSource = model
        let host = hostShowing(picker, at: CGRect(x: 0, y: 0, width: 320, height: 216))
        defer { withExtendedLifetime(host) {} }
        #expect((picker.view(forRow: 0, forComponent: 0) as? UILabel)?.text == "?")
    }
}

/// `UIDatePicker`: the date within its bounds, `.valueChanged` only for the user's choice.
@Suite @MainActor struct DatePickerTests {
    static let noon = Date(timeIntervalSince1970: 1_795_694_400)   // 2026-11-26 12:00 UTC

    static func utcPicker() -> UIDatePicker {
        let picker = UIDatePicker()
        picker.locale = Locale(identifier: "en_US")
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.date = noon
        return picker
    }

    @Test func defaults_modeStyleAndSizes() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let picker = Self.utcPicker()
        #expect(picker.datePickerMode == .dateAndTime)
        #expect(picker.preferredDatePickerStyle == .automatic)
        #expect(picker.datePickerStyle == .compact)
        #expect(picker.minuteInterval == 1 && picker.minimumDate == nil && picker.maximumDate == nil)
        picker.preferredDatePickerStyle = .wheels
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
        picker.preferredDatePickerStyle = .inline
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 358))
        picker.datePickerMode = .countDownTimer
        #expect(picker.datePickerStyle == .wheels)
    }

    @Test func compact_showsTheDateAndTheTime_inCapsules() throws {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let picker = Self.utcPicker()
        let texts = picker.subviews.compactMap { ($0.subviews.first as? UILabel)?.text }
        #expect(texts.count == 2)
        #expect(texts.first == "Nov 26, 2026")
        #expect(texts.last?.hasPrefix("12:00") == true && texts.last?.hasSuffix("PM") == true)
        #expect(picker.intrinsicContentSize.height > 30)
        picker.datePickerMode = .date
        #expect(picker.subviews.compactMap { ($0.subviews.first as? UILabel)?.text } == ["Nov 26, 2026"])
    }

    @Test func defaultDate_isTheHostClocksNow_notTheWallClock() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        #expect(UIDatePicker().date == ViewControllerKit.ManualClock.defaultStartDate)
        #expect(host.clock.currentDate == ViewControllerKit.ManualClock.defaultStartDate)
        host.advance(by: 90)
        #expect(UIDatePicker().date == ViewControllerKit.ManualClock.defaultStartDate.addingTimeInterval(90))
        let clock = ViewControllerKit.ManualClock(now: 5, date: Self.noon)
        clock.advance(by: 60)
        #expect(clock.currentDate == Self.noon.addingTimeInterval(60))
    }

    @Test func bounds_clampTheDate() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let picker = Self.utcPicker()
        picker.minimumDate = Self.noon.addingTimeInterval(3600)
        #expect(picker.date == Self.noon.addingTimeInterval(3600))
        picker.maximumDate = Self.noon.addingTimeInterval(7200)
        picker.date = Self.noon.addingTimeInterval(86_400)
        #expect(picker.date == Self.noon.addingTimeInterval(7200))
    }

    @Test func valueChanged_isSentForTheUsersPick_notForCode() throws {
        let picker = Self.utcPicker()
        let host = hostShowing(picker, at: CGRect(x: 20, y: 100, width: 250, height: 40))
        defer { withExtendedLifetime(host) {} }
        var values: [Date] = []
        picker.addAction(UIAction { _ in values.append(picker.date) }, for: .valueChanged)
        picker.date = Self.noon.addingTimeInterval(60)
        picker.setDate(Self.noon, animated: true)
        #expect(values.isEmpty)
        picker.maximumDate = Self.noon.addingTimeInterval(600)
        try host.pickDate(Self.noon.addingTimeInterval(300), in: picker)
        try host.pickDate(Self.noon.addingTimeInterval(300), in: picker)   // the same: no event
        try host.pickDate(Self.noon.addingTimeInterval(9000), in: picker)  // clamped
        #expect(values == [Self.noon.addingTimeInterval(300), Self.noon.addingTimeInterval(600)])
    }

    @Test func aTap_picksNothing_andSaysSo() {
        let picker = Self.utcPicker()
        let host = hostShowing(picker, at: CGRect(x: 20, y: 100, width: 250, height: 40))
        defer { withExtendedLifetime(host) {} }
        host.tap(at: CGPoint(x: 200, y: 120))
        host.tap(at: CGPoint(x: 200, y: 120))
        #expect(host.takeDiagnostics().map(\.message) == [
            "ViewControllerKit: Picking a date by touch in UIDatePicker does nothing here: its calendar, wheels and pop-up are not drawn; set date from code, or use HeadlessHost.pickDate(_:in:) in tests.",
        ])
    }
}
