import Testing
import UIKitTesting

// Expected widths are DejaVu Sans advances + kerning measured with fontTools (not this
// library), rounded up to the pixel grid: at 17 pt, "Inbox" 46.52 → 140/3 (3×) or 47 (2×),
// "Detail" (bold) 56.89 → 57, "Settings" 69.73 → 70; every 17-pt line is 20 tall.

/// Where a navigation bar puts its title, back button and items (UIKIT-SEMANTICS 4.15,
/// 4.16, 10.12; metrics in BarMetrics: 44/32/50-pt rows, 16/20-pt margins, back chevron
/// 8 pt in, 13 pt wide, 6 pt before the title).
@Suite @MainActor struct NavigationBarLayoutTests {
    @Test func iPhone14Portrait_exactFrames() throws {
        let f = BarFixture()
        #expect(f.bar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(try #require(f.backButton).frame == CGRect(x: 8, y: 0, width: 13 + 6 + 140.0 / 3, height: 44))
        #expect(f.backButton?.accessibilityLabel == "Inbox")
        // (390 − 57) / 2 = 166.5, on the 3× pixel grid 500/3.
        #expect(try #require(f.bar.label("Detail")).frame == CGRect(x: 500.0 / 3, y: 12, width: 57, height: 20))
        #expect(try #require(f.settingsView).frame == CGRect(x: 390 - 16 - 70, y: 0, width: 70, height: 44))
        #expect(f.b.view.safeAreaInsets.top == 91)  // 47 + 44
    }

    @Test func iPhone14Landscape_compactBar_insideTheSensorHousingInsets() throws {
        let f = BarFixture(orientation: .landscapeLeft)
        #expect(f.bar.frame == CGRect(x: 0, y: 0, width: 844, height: 32))
        #expect(try #require(f.backButton).frame == CGRect(x: 47 + 8, y: 0, width: 13 + 6 + 140.0 / 3, height: 32))
        // (844 − 57) / 2 = 393.5 → 1181/3.
        #expect(try #require(f.bar.label("Detail")).frame == CGRect(x: 1181.0 / 3, y: 6, width: 57, height: 20))
        #expect(try #require(f.settingsView).frame == CGRect(x: 844 - 47 - 16 - 70, y: 0, width: 70, height: 32))
        #expect(f.b.view.safeAreaInsets == UIEdgeInsets(top: 32, left: 47, bottom: 21, right: 47))
    }

    @Test func iPadPortraitAndLandscape_fiftyPointBar_twentyPointMargins() throws {
        let portrait = BarFixture(device: .iPadAir)
        #expect(portrait.bar.frame == CGRect(x: 0, y: 24, width: 820, height: 50))
        #expect(try #require(portrait.backButton).frame == CGRect(x: 8, y: 0, width: 13 + 6 + 47, height: 50))
        #expect(try #require(portrait.bar.label("Detail")).frame == CGRect(x: 381.5, y: 15, width: 57, height: 20))
        #expect(try #require(portrait.settingsView).frame == CGRect(x: 820 - 20 - 70, y: 0, width: 70, height: 50))
        #expect(portrait.b.view.safeAreaInsets.top == 74)  // 24 + 50

        let landscape = BarFixture(device: .iPadAir, orientation: .landscapeLeft)
        #expect(landscape.bar.frame == CGRect(x: 0, y: 24, width: 1180, height: 50))
        #expect(try #require(landscape.bar.label("Detail")).frame == CGRect(x: 561.5, y: 15, width: 57, height: 20))
        #expect(try #require(landscape.settingsView).frame == CGRect(x: 1180 - 20 - 70, y: 0, width: 70, height: 50))
    }

    @Test func rootItem_hasNoBackButton_andItsTitleIsCentred_rule4_15() throws {
        let f = NavigationFixture()
        f.a.title = "Inbox"
        f.host.runUntilIdle()
        #expect(f.host.view(identifier: "BackButton") == nil)
        // Bold "Inbox" is 53.24 → 160/3; (390 − 160/3) / 2 = 168.33 → 505/3.
        #expect(try #require(f.nav.navigationBar.label("Inbox")).frame == CGRect(x: 505.0 / 3, y: 12, width: 160.0 / 3, height: 20))
    }

    @Test func rightItems_firstOutermost_eightPointsApart() throws {
        let f = BarFixture()
        let edit = UIBarButtonItem(title: "Edit")
        f.b.navigationItem.rightBarButtonItems = [f.settings, edit]
        f.host.runUntilIdle()
        #expect(try #require(f.settingsView).frame == CGRect(x: 304, y: 0, width: 70, height: 44))
        // "Edit" 32.92 → 33, ending 8 points before "Settings".
        #expect(try #require(f.host.view(label: "Edit")).frame == CGRect(x: 304 - 8 - 33, y: 0, width: 33, height: 44))
        #expect(f.bar.controlLabels == ["Inbox", "Edit", "Settings"])
    }

    @Test func leftItem_replacesBackButton_atTheMargin_orSupplementsIt_rule4_15() throws {
        let f = BarFixture()
        f.b.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close")
        f.host.runUntilIdle()
        #expect(f.backButton == nil)
        // "Close" 46.31 → 139/3.
        #expect(try #require(f.host.view(label: "Close")).frame == CGRect(x: 16, y: 0, width: 139.0 / 3, height: 44))

        f.b.navigationItem.leftItemsSupplementBackButton = true
        f.host.runUntilIdle()
        let back = try #require(f.backButton)
        #expect(back.frame == CGRect(x: 8, y: 0, width: 13 + 6 + 140.0 / 3, height: 44))
        let backEnd: CGFloat = 8 + (13 + 6 + 140.0 / 3)
        #expect(try #require(f.host.view(label: "Close")).frame == CGRect(x: backEnd + 8, y: 0, width: 139.0 / 3, height: 44))
        #expect(f.bar.controlLabels == ["Inbox", "Close", "Settings"])
    }

    @Test func hidesBackButton_removesIt_rule4_15() {
        let f = BarFixture()
        f.b.navigationItem.setHidesBackButton(true, animated: false)
        f.host.runUntilIdle()
        #expect(f.backButton == nil)
        #expect(f.bar.controlLabels == ["Settings"])
    }

    @Test func titleView_replacesTheTitleLabel_centred() {
        let f = BarFixture()
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        f.b.navigationItem.titleView = custom
        f.host.runUntilIdle()
        #expect(custom.superview === f.bar)
        #expect(custom.frame == CGRect(x: 145, y: 7, width: 100, height: 30))
        #expect(f.bar.label("Detail") == nil)
    }

    @Test func longTitle_movesOutOfTheItems_andIsTruncatedToTheSpaceBetweenThem() throws {
        let f = BarFixture()
        f.b.title = "A very long title that cannot fit"
        f.host.runUntilIdle()
        let title = try #require(f.bar.label("A very long title that cannot fit"))
        // Between the back button's end (8 + 13 + 6 + 140/3) and "Settings" (304), 8 points from each.
        let titleX: CGFloat = 8 + (13 + 6 + 140.0 / 3) + 8
        #expect(title.frame == CGRect(x: titleX, y: 12, width: 296 - titleX, height: 20))
        #expect(title.renderedLines.first?.text.hasSuffix("…") == true)
        #expect(try #require(f.settingsView).frame == CGRect(x: 304, y: 0, width: 70, height: 44))
    }

    @Test func prompt_addsAThirtyPointRowAbove() throws {
        let f = BarFixture()
        f.b.navigationItem.prompt = "Pick one"
        f.host.runUntilIdle()
        #expect(f.bar.frame == CGRect(x: 0, y: 47, width: 390, height: 74))
        // 13-pt "Pick one" 54.16 → 163/3 wide, 15.13 → 46/3 tall, centred in the 30-pt row.
        let prompt = try #require(f.bar.label("Pick one"))
        #expect(prompt.frame == CGRect(x: 168, y: 22.0 / 3, width: 163.0 / 3, height: 46.0 / 3))
        #expect(try #require(f.bar.label("Detail")).frame == CGRect(x: 500.0 / 3, y: 30 + 12, width: 57, height: 20))
        #expect(try #require(f.settingsView).frame == CGRect(x: 304, y: 30, width: 70, height: 44))
        #expect(f.b.view.safeAreaInsets.top == 121)  // 47 + 30 + 44
        f.b.navigationItem.prompt = nil
        f.host.runUntilIdle()
        #expect(f.bar.frame.height == 44)
        #expect(f.b.view.safeAreaInsets.top == 91)
    }

    @Test func largeTitles_addAFiftyTwoPointRow_followingTheItemsMode() throws {
        let f = NavigationFixture()
        f.a.title = "Inbox"
        f.nav.navigationBar.prefersLargeTitles = true
        f.host.runUntilIdle()
        let bar = f.nav.navigationBar
        #expect(bar.frame == CGRect(x: 0, y: 47, width: 390, height: 44 + 52))
        // Bold 34-pt "Inbox": 106.48 → 320/3 wide, 39.58 → 119/3 tall; bottom 8 pt above the bar's.
        #expect(try #require(bar.label("Inbox")).frame == CGRect(x: 16, y: 96 - 8 - 119.0 / 3, width: 320.0 / 3, height: 119.0 / 3))
        #expect(bar.label("Inbox")?.font == UIFont.systemFont(ofSize: 34, weight: .bold))
        #expect(f.a.view.safeAreaInsets.top == 143)  // 47 + 96

        // `.automatic` follows the item below: large again; `.never` is a plain bar.
        let b = f.make("B")
        f.nav.pushViewController(b, animated: false)
        f.host.runUntilIdle()
        #expect(bar.frame.height == 96)
        b.navigationItem.largeTitleDisplayMode = .never
        f.host.runUntilIdle()
        #expect(bar.frame.height == 44)
        #expect(bar.label("B")?.font == UIFont.systemFont(ofSize: 17, weight: .semibold))
        #expect(b.view.safeAreaInsets.top == 91)
    }

    @Test func largeTitles_areNotShownInCompactHeight() {
        let f = NavigationFixture()
        f.nav.navigationBar.prefersLargeTitles = true
        f.host.runUntilIdle()
        #expect(f.nav.navigationBar.frame.height == 96)
        #expect(f.nav.navigationBar.label("A")?.font == UIFont.systemFont(ofSize: 34, weight: .bold))
        f.host.rotate(to: .landscapeLeft)
        #expect(f.nav.navigationBar.frame == CGRect(x: 0, y: 0, width: 844, height: 32))
        #expect(f.a.view.safeAreaInsets.top == 32)
        // The small title is back, centred in the 32-point row: bold 17-pt "A" is 13.16 → 40/3
        // wide; (844 − 40/3) / 2 = 1246/3.
        let title = f.nav.navigationBar.label("A")
        #expect(title?.font == UIFont.systemFont(ofSize: 17, weight: .semibold))
        #expect(title?.frame == CGRect(x: 1246.0 / 3, y: 6, width: 40.0 / 3, height: 20))
        #expect(f.nav.navigationBar.subviews.compactMap { $0 as? UILabel }.count == 1)
    }

    @Test func systemItems_useUIKitsTitles_andNames() throws {
        let f = BarFixture()
        let add = UIBarButtonItem(systemItem: .add)
        f.b.navigationItem.leftBarButtonItems = [UIBarButtonItem(systemItem: .cancel)]
        f.b.navigationItem.rightBarButtonItems = [UIBarButtonItem(systemItem: .done), UIBarButtonItem(systemItem: .edit), add]
        f.host.runUntilIdle()
        #expect(f.bar.controlLabels == ["Cancel", "Add", "Edit", "Done"])
        #expect(add.title == nil && add.image?.name == "symbol:plus")
        // "Done" is bold (49.42 → 149/3); "Add" is its 22-pt symbol.
        let doneWidth: CGFloat = 149.0 / 3
        let doneX: CGFloat = 374 - doneWidth
        let done = try #require(f.host.view(label: "Done"))
        #expect(done.frame == CGRect(x: doneX, y: 0, width: doneWidth, height: 44))
        let addX: CGFloat = doneX - 8 - 33 - 8 - 22
        let addView = try #require(f.host.view(label: "Add"))
        #expect(addView.frame == CGRect(x: addX, y: 0, width: 22, height: 44))
        #expect(addView.subviews.compactMap { $0 as? UIImageView }.first?.frame == CGRect(x: 0, y: 11, width: 22, height: 22))
    }

    @Test func imageAndCustomViewItems() throws {
        let f = BarFixture()
        let image = UIImage(size: CGSize(width: 24, height: 24), name: "gear")
        let imageItem = UIBarButtonItem(image: image, primaryAction: nil)
        imageItem.accessibilityLabel = "Preferences"
        let toggle = UIControl(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        toggle.accessibilityLabel = "Toggle"
        f.b.navigationItem.rightBarButtonItems = [imageItem, UIBarButtonItem(customView: toggle)]
        f.host.runUntilIdle()
        #expect(try #require(f.host.view(label: "Preferences")).frame == CGRect(x: 390 - 16 - 24, y: 0, width: 24, height: 44))
        #expect(toggle.superview === f.bar)
        // (44 − 31) / 2 = 6.5, on the 3× grid 20/3.
        #expect(toggle.frame == CGRect(x: 390 - 16 - 24 - 8 - 51, y: 20.0 / 3, width: 51, height: 31))
    }
}
