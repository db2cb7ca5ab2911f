import Foundation
@testable import UIKit
import Testing
import UIKitTesting

/// Cells' configuration state and updates: `updateConfiguration(using:)`,
/// `configurationUpdateHandler`, content and background configurations following the state.
@Suite @MainActor struct CellConfigurationTests {
    final class TracingCell: UITableViewCell {
        var trace: TraceRecorder?
        override func updateConfiguration(using state: UICellConfigurationState) {
            trace?.record("updateConfiguration selected=\(state.isSelected) editing=\(state.isEditing)")
        }
    }

    @MainActor final class Source: UITableViewDataSource, UITableViewDelegate {
        let trace: TraceRecorder
        var configure: (UITableViewCell) -> Void = { _ in }
        init(trace: TraceRecorder) { self.trace = trace }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath) as! TracingCell
            cell.trace = trace
            trace.record("cellForRow")
            cell.configurationUpdateHandler = { [trace] _, state in trace.record("handler selected=\(state.isSelected)") }
            configure(cell)
            return cell
        }
        func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            trace.record("willDisplay")
        }
    }

    @MainActor private struct Scene {
        let host = HeadlessHost()
        let trace = TraceRecorder()
        let table = UITableView(frame: CGRect(x: 0, y: 100, width: 390, height: 440), style: .plain)
        let source: Source
        init(configure: @escaping (UITableViewCell) -> Void = { _ in }) {
            source = Source(trace: trace)
            source.configure = configure
            host.show(UIViewController())
            table.register(TracingCell.self, forCellReuseIdentifier: "c")
            table.dataSource = source
            table.delegate = source
            host.window.rootViewController!.view.addSubview(table)
            host.pump()
        }
        var cell: UITableViewCell { table.cellForRow(at: IndexPath(row: 0, section: 0))! }
    }

    @Test func update_runsBeforeTheFirstDisplay_thenOncePerStateChange_methodBeforeHandler() {
        let s = Scene()
        defer { withExtendedLifetime(s.host) {} }
        #expect(s.trace.take() == ["cellForRow", "updateConfiguration selected=false editing=false", "handler selected=false",
                                   "willDisplay"])
        s.table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        #expect(s.trace.take() == [])                       // deferred to the next layout
        s.host.pump()
        #expect(s.trace.take() == ["updateConfiguration selected=true editing=false", "handler selected=true"])
        s.host.pump()
        #expect(s.trace.take() == [])                       // nothing changed: no update
        s.table.setEditing(true, animated: false)
        s.host.pump()
        #expect(s.trace.take() == ["updateConfiguration selected=true editing=true", "handler selected=true"])
    }

    @Test func backgroundConfiguration_followsSelection_andReturnsToTheAppsColour() {
        let s = Scene { cell in
            var background = UIBackgroundConfiguration.listPlainCell()
            background.backgroundColor = .systemTeal
            cell.backgroundConfiguration = background
        }
        defer { withExtendedLifetime(s.host) {} }
        let view = s.cell.subviews.first { $0 is BackgroundConfigurationView }
        #expect(view?.backgroundColor == .systemTeal)
        #expect(view?.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
        s.table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        s.host.pump()
        #expect(view?.backgroundColor == .systemGray4)
        #expect(s.cell.backgroundConfiguration?.backgroundColor == .systemGray4)
        s.table.deselectRow(at: IndexPath(row: 0, section: 0), animated: false)
        s.host.pump()
        #expect(view?.backgroundColor == .systemTeal)
    }

    @Test func backgroundConfiguration_notUpdatedAutomatically_keepsItsColourWhenSelected() {
        let s = Scene { cell in
            cell.automaticallyUpdatesBackgroundConfiguration = false
            cell.backgroundConfiguration = .listGroupedCell()
        }
        defer { withExtendedLifetime(s.host) {} }
        s.table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        s.host.pump()
        #expect(s.cell.backgroundConfiguration?.backgroundColor == .secondarySystemGroupedBackground)
    }

    @Test func contentConfiguration_ofTheSameType_reusesTheContentView_anotherTypeReplacesIt() {
        struct Plain: UIContentConfiguration {
            func makeContentView() -> any UIView & UIContentView { PlainView(self) }
        }
        final class PlainView: UIView, UIContentView {
            var configuration: any UIContentConfiguration
            init(_ configuration: Plain) {
                self.configuration = configuration
                super.init(frame: .zero)
            }
            required init?(coder: NSCoder) { fatalError("not used") }
        }
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "One"
        cell.contentConfiguration = content
        let first = cell.contentView.subviews.first { $0 is UIListContentView } as? UIListContentView
        content.text = "Two"
        cell.contentConfiguration = content
        #expect(cell.contentView.subviews.filter { $0 is UIListContentView }.count == 1)
        #expect(first?.textLabel.text == "Two")
        cell.contentConfiguration = Plain()
        #expect(first?.superview == nil)
        #expect(cell.contentView.subviews.contains { $0 is PlainView })
        cell.contentConfiguration = nil
        #expect(cell.contentView.subviews.allSatisfy { !($0 is PlainView) })
    }

    @Test func sidebarContent_inASelectedCell_isWhite_andReadsBackAsApplied() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = UIListContentConfiguration.sidebarCell()
        content.text = "Inbox"
        cell.contentConfiguration = content
        cell.setSelected(true, animated: false)
        cell.layoutIfNeeded()
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.textProperties.color == .white)
        cell.setSelected(false, animated: false)
        cell.layoutIfNeeded()
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.textProperties.color == .label)
        cell.automaticallyUpdatesContentConfiguration = false
        cell.setSelected(true, animated: false)
        cell.layoutIfNeeded()
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.textProperties.color == .label)
    }

    @Test func defaultBackgroundConfiguration_matchesTheTableStyle() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(cell.defaultBackgroundConfiguration().backgroundColor == .systemBackground)
        let grouped = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .insetGrouped)
        grouped.addSubview(cell)
        #expect(cell.defaultBackgroundConfiguration().backgroundColor == .secondarySystemGroupedBackground)
    }

    @Test func groupedTables_sitOnTheGroupedBackground_withRaisedRows_unlessTheCellHasABackground() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let form = UITableViewController(style: .insetGrouped)
        #expect(form.tableView.backgroundColor == .systemGroupedBackground)
        #expect(UITableView(frame: .zero, style: .plain).backgroundColor == nil)
        let s = Scene()
        defer { withExtendedLifetime(s.host) {} }
        #expect(s.cell.backgroundColor == nil)                  // a plain table leaves rows alone
        let grouped = TracingCell(style: .default, reuseIdentifier: nil)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .grouped)
        final class One: UITableViewDataSource {
            let cell: UITableViewCell
            init(_ cell: UITableViewCell) { self.cell = cell }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { cell }
        }
        let source = One(grouped)
        table.dataSource = source
        table.layoutIfNeeded()
        #expect(grouped.backgroundColor == .secondarySystemGroupedBackground)
    }

    @Test func configuredCells_leavingTheHierarchy_areReleased() {
        weak var weakCell: UITableViewCell?
        weak var weakContent: UIView?
        do {
            let s = Scene { cell in
                var content = cell.defaultContentConfiguration()
                content.text = "Row"
                cell.contentConfiguration = content
                cell.backgroundConfiguration = .listPlainCell()
            }
            weakCell = s.cell
            weakContent = s.cell.contentView.subviews.first { $0 is UIListContentView }
            #expect(weakContent != nil)
            s.table.removeFromSuperview()
        }
        #expect(weakCell == nil)
        #expect(weakContent == nil)
    }
}
