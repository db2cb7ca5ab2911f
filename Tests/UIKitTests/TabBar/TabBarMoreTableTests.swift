import Testing
@testable import UIKit
import UIKitTesting

/// The More list is a plain `UITableViewController` (UIKIT-SEMANTICS 5.7: the overflow tabs
/// are managed by the More navigation controller, whose root lists them): one row per
/// overflow tab with the tab's title, image and a disclosure indicator, real cell reuse,
/// selection that pushes the tab, and the selection cleared when the list reappears
/// (`UITableViewController.clearsSelectionOnViewWillAppear`).
@Suite @MainActor struct TabBarMoreTableTests {
    /// Records every event of the list (appearance and data-source calls) as `List.…`.
    func observeList(_ f: TabFixture) {
        f.moreList.traceObserver = { [trace = f.trace] in trace.record("List.\($0)") }
    }

    func text(_ cell: UITableViewCell?) -> String? { (cell?.contentConfiguration as? UIListContentConfiguration)?.text }

    @Test func theList_isAPlainTableViewController_servingItsOwnTable_underBothBars_rule5_7() throws {
        let f = TabFixture(TabFixture.seven)
        try f.host.tap(label: "More")
        let table = try #require(f.moreList.tableView)
        #expect(f.moreList.isViewLoaded && f.moreList.view === table)
        #expect(table.style == .plain)
        #expect(table.dataSource === f.moreList && table.delegate === f.moreList)
        #expect(table.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        // Under the navigation bar (47 + 44) and above the tab bar (49 + 34).
        #expect(table.adjustedContentInset == UIEdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
        #expect(table.contentOffset == CGPoint(x: 0, y: -91))
        #expect(table.numberOfSections == 1 && table.numberOfRows(inSection: 0) == 3)
        #expect(f.moreList.navigationItem.title == "More")
    }

    @Test func firstShow_asksForTheSectionsAndRows_thenEachVisibleRowsCell_topToBottom() throws {
        let f = TabFixture(TabFixture.seven)
        observeList(f)
        try f.host.tap(label: "More")
        // The table loads in the tab switch's layout, between A's will- and did-disappear.
        #expect(f.trace.take() == [
            "List.viewWillAppear(false)", "A.viewWillDisappear(false)",
            "List.numberOfSections", "List.numberOfRows(0)",
            "List.cellForRow(0)", "List.cellForRow(1)", "List.cellForRow(2)",
            "A.viewDidDisappear(false)", "List.viewDidAppear(false)",
        ])
        // Showing the list again asks nothing: the rows are already there.
        try f.host.tap(label: "B")
        f.trace.take()
        try f.host.tap(label: "More")
        #expect(f.trace.take() == [
            "List.viewWillAppear(false)", "B.viewWillDisappear(false)", "B.viewDidDisappear(false)",
            "List.viewDidAppear(false)",
        ])
    }

    @Test func rows_showTheTabsTitleAndImage_withADisclosureIndicator_44PointsEach() throws {
        let f = TabFixture(TabFixture.seven)
        let star = UIImage(systemName: "star")
        f["E"].tabBarItem.image = star
        f["F"].tabBarItem = UITabBarItem(title: "Favourites", image: nil, tag: 0)
        f.host.pump()     // the bar rebuilt its buttons: lay them out before tapping
        try f.host.tap(label: "More")
        let table = try #require(f.moreList.tableView)
        let cells = (0..<3).map { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
        #expect(cells.map { text($0) } == ["E", "Favourites", "G"])
        #expect((cells[0]?.contentConfiguration as? UIListContentConfiguration)?.image === star)
        #expect((cells[2]?.contentConfiguration as? UIListContentConfiguration)?.image == nil)
        #expect(cells.allSatisfy { $0?.accessoryType == .disclosureIndicator })
        #expect(cells.map { $0?.frame } == [
            CGRect(x: 0, y: 0, width: 390, height: 44),
            CGRect(x: 0, y: 44, width: 390, height: 44),
            CGRect(x: 0, y: 88, width: 390, height: 44),
        ])
        // On screen the first row starts right under the navigation bar.
        #expect(cells[0]?.convert(cells[0]!.bounds, to: nil) == CGRect(x: 0, y: 91, width: 390, height: 44))
        #expect(f.host.view(label: "Favourites") === cells[1])
        #expect(f.host.view(label: "F") == nil)
    }

    @Test func selectingARow_isTheTablesSelection_whichPushesTheTab_andIsClearedWhenTheListReappears() throws {
        let f = TabFixture(TabFixture.seven)
        try f.host.tap(label: "More")
        observeList(f)
        f.trace.take()
        let table = try #require(f.moreList.tableView)
        try f.host.tap(label: "F")
        #expect(f.trace.take() == [
            "List.didSelectRow(1)",
            "F.willMove(toParent: nil)", "F.didMove(toParent: nil)",
            "F.willMove(toParent: UIMoreNavigationController)",
            "F.loadView", "F.viewDidLoad",
            "List.viewWillDisappear(true)", "F.viewWillAppear(true) movingToParent", "F.viewIsAppearing(true)",
        ])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
        f.host.runUntilIdle()
        f.trace.take()
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))

        f.tabBarController.moreNavigationController.popViewController(animated: true)
        #expect(f.trace.events(containing: "List.viewWillAppear") == ["List.viewWillAppear(true)"])
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
        f.host.runUntilIdle()
        #expect(f.tabBarController.selectedViewController === f.tabBarController.moreNavigationController)
        #expect(f.host.diagnostics.isEmpty)
    }

    @Test func selectionIsKept_whenTheListDoesNotClearIt() throws {
        let f = TabFixture(TabFixture.seven)
        f.moreList.clearsSelectionOnViewWillAppear = false
        try f.host.tap(label: "More")
        try f.host.tap(label: "G")
        f.host.runUntilIdle()
        f.tabBarController.moreNavigationController.popViewController(animated: false)
        f.host.runUntilIdle()
        #expect(f.moreList.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }

    @Test func manyOverflowTabs_onlyTheVisibleRowsHaveCells_reusedAsTheListScrolls() throws {
        let names = ["A", "B", "C", "D"] + (0..<30).map { "T\($0)" }
        let f = TabFixture(names)
        observeList(f)
        try f.host.tap(label: "More")
        let table = try #require(f.moreList.tableView)
        // The table tiles its whole bounds, under the bars too: y −91…753 meets rows 0…17.
        #expect(f.trace.events(containing: "cellForRow") == (0...17).map { "List.cellForRow(\($0))" })
        #expect(table.indexPathsForVisibleRows == (0...17).map { IndexPath(row: $0, section: 0) })
        let firstCells = Set(table.visibleCells.map(ObjectIdentifier.init))
        f.trace.take()

        table.setContentOffset(CGPoint(x: 0, y: -91 + 440), animated: false)
        table.layoutIfNeeded()
        // y 349…1193 meets rows 7…27: rows 0…6 gave their cells to rows 18…24; three are new.
        #expect(f.trace.take() == (18...27).map { "List.cellForRow(\($0))" })
        #expect(table.indexPathsForVisibleRows == (7...27).map { IndexPath(row: $0, section: 0) })
        let nowCells = Set(table.visibleCells.map(ObjectIdentifier.init))
        #expect(firstCells.isSubset(of: nowCells))
        #expect(nowCells.subtracting(firstCells).count == 3)
        #expect(text(table.cellForRow(at: IndexPath(row: 20, section: 0))) == "T20")

        try f.host.tap(label: "T20")
        f.host.runUntilIdle()
        #expect(f.tabBarController.selectedViewController === f["T20"])
        #expect(f.tabBarController.selectedIndex == 24)
    }

    @Test func aListedTabRetitledOrReimaged_isReconfiguredInPlace_rule4_14() throws {
        let f = TabFixture(TabFixture.seven)
        try f.host.tap(label: "More")
        observeList(f)
        f.trace.take()
        let table = try #require(f.moreList.tableView)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        // A reconfiguration is an update: the counts are checked, then the row's cell is asked for.
        let counts = ["List.numberOfSections", "List.numberOfRows(0)"]
        f["G"].title = "Gamma"
        #expect(f.trace.take() == counts + ["List.cellForRow(2)"])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cell)
        #expect(text(cell) == "Gamma")
        let image = UIImage(systemName: "gear")
        f["E"].tabBarItem.image = image
        #expect(f.trace.take() == counts + ["List.cellForRow(0)"])
        #expect((table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentConfiguration as? UIListContentConfiguration)?.image === image)
        // A tab on the bar, or a tab whose item has its own title, is not in the list's rows.
        f["A"].title = "Alpha"
        f["F"].tabBarItem.title = "Foxtrot"
        f["F"].title = "Ignored"
        #expect(f.trace.take() == counts + ["List.cellForRow(1)"])
        #expect(text(table.cellForRow(at: IndexPath(row: 1, section: 0))) == "Foxtrot")
    }

    @Test func reassigningTheTabsWhileTheListIsShown_reloadsIt() throws {
        let f = TabFixture(TabFixture.seven)
        try f.host.tap(label: "More")
        observeList(f)
        let extra = TracingViewController("H", trace: f.trace)
        f.tabBarController.viewControllers = [f["A"], f["B"], f["C"], f["D"], f["G"], extra]
        f.moreList.tableView.layoutIfNeeded()
        #expect(f.trace.events(containing: "List.") == [
            "List.numberOfSections", "List.numberOfRows(0)", "List.cellForRow(0)", "List.cellForRow(1)",
        ])
        #expect(f.moreList.tableView.visibleCells.map { text($0) } == ["G", "H"])
    }

    @Test func theListsCells_areDeallocatedWithTheTabBarController() throws {
        let host = HeadlessHost()
        weak var weakCell: UITableViewCell?, weakTable: UITableView?, weakList: UIViewController?
        do {
            let tabBarController = UITabBarController()
            tabBarController.viewControllers = TabFixture.seven.map { name in
                let controller = UIViewController()
                controller.title = name
                return controller
            }
            host.show(tabBarController)
            try host.tap(label: "More")
            let list = try #require(tabBarController.moreNavigationController.viewControllers.first as? UIMoreListController)
            weakCell = list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
            weakTable = list.tableView
            weakList = list
            #expect(weakCell != nil)
            host.show(UIViewController())
            host.runUntilIdle()
        }
        #expect(weakCell == nil)
        #expect(weakTable == nil)
        #expect(weakList == nil)
    }
}
