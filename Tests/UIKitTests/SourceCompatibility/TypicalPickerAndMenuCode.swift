import Foundation
import Testing
import UIKit
import UIKitTesting

// Pickers, context menus and button menus written as iOS apps write them (after
// `vck-migrate` where they used selectors): the point is that it compiles.

final class ReminderFormViewController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate,
    UIContextMenuInteractionDelegate {
    let priorities = ["Low", "Medium", "High"]
    let priorityPicker = UIPickerView()
    let duePicker = UIDatePicker()
    let sortButton = UIButton(type: .system)
    let avatar = UIImageView()
    private(set) var chosenPriority = 0
    private(set) var due: Date?

    override func viewDidLoad() {
        super.viewDidLoad()
        priorityPicker.dataSource = self
        priorityPicker.delegate = self
        priorityPicker.selectRow(1, inComponent: 0, animated: false)
        priorityPicker.reloadAllComponents()
        duePicker.datePickerMode = .dateAndTime
        duePicker.preferredDatePickerStyle = .compact
        duePicker.minimumDate = Date(timeIntervalSince1970: 0)
        duePicker.maximumDate = Date(timeIntervalSince1970: 4_000_000_000)
        duePicker.locale = Locale(identifier: "en_US")
        duePicker.minuteInterval = 5
        duePicker.addAction(UIAction { [weak self] _ in self?.due = self?.duePicker.date }, for: .valueChanged)
        if #available(iOS 14.0, *) {
            sortButton.menu = UIMenu(title: "Sort", children: [
                UIAction(title: "Name", image: UIImage(systemName: "textformat"), state: .on) { _ in },
                UIAction(title: "Date", attributes: .destructive) { _ in },
            ])
            sortButton.showsMenuAsPrimaryAction = true
        }
        avatar.isUserInteractionEnabled = true
        avatar.addInteraction(UIContextMenuInteraction(delegate: self))
        for subview in [priorityPicker, duePicker, sortButton, avatar] { view.addSubview(subview) }
        _ = priorityPicker.numberOfComponents + priorityPicker.numberOfRows(inComponent: 0)
        _ = priorityPicker.selectedRow(inComponent: 0)
        _ = duePicker.datePickerStyle == .compact
        _ = view.interactions.count
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        priorityPicker.frame = CGRect(x: 0, y: 100, width: view.bounds.width, height: 216)
        duePicker.frame = CGRect(origin: CGPoint(x: 16, y: 330), size: duePicker.intrinsicContentSize)
        sortButton.frame = CGRect(x: 16, y: 380, width: 100, height: 44)
        avatar.frame = CGRect(x: 16, y: 440, width: 80, height: 80)
    }

    // MARK: UIPickerViewDataSource

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { priorities.count }

    // MARK: UIPickerViewDelegate

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        priorities[row]
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        chosenPriority = row
    }

    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 36 }

    // MARK: UIContextMenuInteractionDelegate

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: "avatar" as NSString, previewProvider: nil) { suggestedActions in
            let remove = UIAction(title: "Remove Photo", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in }
            return UIMenu(title: "", children: suggestedActions + [remove])
        }
    }
}

final class NotesListViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Note \(indexPath.row + 1)"
        return cell
    }

    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                            point: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(children: [
                UIAction(title: "Share") { _ in },
                UIMenu(title: "Move", children: [UIAction(title: "Archive") { _ in }]),
                UIAction(title: "Delete", attributes: .destructive) { [weak self] _ in
                    self?.tableView.reloadData()
                },
            ])
        }
    }
}

@Suite @MainActor struct TypicalPickerAndMenuCodeCompiles {
    @Test func itRuns() throws {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let form = ReminderFormViewController()
        host.show(form)
        host.pump()
        try host.selectRow(2, inComponent: 0, of: form.priorityPicker)
        #expect(form.chosenPriority == 2)
        try host.pickDate(Date(timeIntervalSince1970: 1_000_000), in: form.duePicker)
        #expect(form.due == Date(timeIntervalSince1970: 1_000_000))
        try host.tap(form.sortButton)
        #expect(host.presentedMenuItemTitles == ["Name", "Date"])
        host.tap(at: CGPoint(x: 380, y: 820))
        try host.longPress(form.avatar)
        #expect(host.presentedMenuItemTitles == ["Remove Photo"])
        let notes = NotesListViewController()
        host.show(notes)
        host.pump()
        try host.longPress(try #require(notes.tableView.cellForRow(at: IndexPath(row: 0, section: 0))))
        #expect(host.presentedMenuItemTitles == ["Share", "Move", "Delete"])
    }
}
