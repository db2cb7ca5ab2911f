import Foundation
import Testing
import UIKit
import UIKitTesting

// App-delegate theming, share/import buttons, settings links and bar hiding written the
// way iOS apps write them, unchanged (closure forms where iOS offers them): it must
// compile, and the theme must reach the bars once the window shows them.

final class ThemingAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        applyTheme()
        application.isIdleTimerDisabled = false
        application.applicationIconBadgeNumber = 0
        return true
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        _ = options[.sourceApplication] as? String
        return url.scheme == "myapp"
    }

    func applyTheme() {
        let navigationBar = UINavigationBar.appearance()
        navigationBar.barTintColor = .systemTeal
        navigationBar.tintColor = .white
        navigationBar.isTranslucent = false
        navigationBar.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigationBar.largeTitleTextAttributes = [NSAttributedString.Key.foregroundColor: UIColor.white]
        if #available(iOS 13.0, *) {
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = .systemTeal
            appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
            navigationBar.standardAppearance = appearance
            navigationBar.scrollEdgeAppearance = appearance
            navigationBar.compactAppearance = appearance
        }
        UIBarButtonItem.appearance().tintColor = .white
        UIBarButtonItem.appearance(whenContainedInInstancesOf: [UISearchBar.self]).tintColor = .systemTeal
        UIBarButtonItem.appearance().setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 15, weight: .semibold)], for: .normal)
        UITabBar.appearance().tintColor = .systemTeal
        UITabBar.appearance().unselectedItemTintColor = .systemGray
        UITabBar.appearance().barTintColor = .white
        UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemGray], for: .normal)
        UITableView.appearance().separatorColor = .systemGray4
        UITableView.appearance().backgroundColor = .systemGroupedBackground
        UISwitch.appearance().onTintColor = .systemTeal
        UIPageControl.appearance().currentPageIndicatorTintColor = .systemTeal
        UISegmentedControl.appearance().selectedSegmentTintColor = .systemTeal
        UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        UILabel.appearance(whenContainedInInstancesOf: [UITableViewHeaderFooterView.self]).textColor = .secondaryLabel
        UIView.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).tintColor = .systemYellow
    }
}

final class ArticleViewController: UIViewController, UIDocumentPickerDelegate {
    private let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
    private(set) var shareOutcome: String?
    private let haptic = UIImpactFeedbackGenerator(style: .medium)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        blur.frame = view.bounds
        blur.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(blur)
        let title = UILabel()
        title.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: .boldSystemFont(ofSize: 28))
        title.adjustsFontForContentSizeCategory = true
        blur.contentView.addSubview(title)
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .action, primaryAction: UIAction { [weak self] _ in
            self?.share()
        })
        let sort = UIButton(type: .system)
        sort.menu = UIMenu(title: "", children: [UIAction(title: "Newest") { _ in }, UIAction(title: "Oldest") { _ in }])
        sort.showsMenuAsPrimaryAction = true
        view.addSubview(sort)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.hidesBarsOnSwipe = true
        navigationController?.hidesBarsWhenKeyboardAppears = true
        haptic.prepare()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.hidesBarsOnSwipe = false
    }

    func share() {
        haptic.impactOccurred()
        let activity = UIActivityViewController(activityItems: ["Read this", URL(string: "https://example.com")!],
                                                applicationActivities: nil)
        activity.excludedActivityTypes = [.assignToContact, .saveToCameraRoll]
        activity.popoverPresentationController?.barButtonItem = navigationItem.rightBarButtonItem
        activity.completionWithItemsHandler = { [weak self] activityType, completed, _, _ in
            self?.shareOutcome = completed ? activityType?.rawValue : "cancelled"
        }
        present(activity, animated: true, completion: nil)
    }

    func importDocument() {
        let picker = UIDocumentPickerViewController(documentTypes: ["public.plain-text"], in: .import)
        picker.delegate = self
        picker.allowsMultipleSelection = false
        picker.modalPresentationStyle = .formSheet
        present(picker, animated: true)
    }

    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}

    func copyLink() {
        UIPasteboard.general.string = "https://example.com"
        UINotificationFeedbackGenerator().notificationOccurred(.success)
    }

    func openSettings() {
        guard let url = URL(string: UIApplication.openSettingsURLString), UIApplication.shared.canOpenURL(url) else { return }
        UIApplication.shared.open(url, options: [:], completionHandler: nil)
    }

    var keyWindowInsets: UIEdgeInsets {
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        return scene?.windows.first(where: { $0.isKeyWindow })?.safeAreaInsets ?? .zero
    }
}

@Suite @MainActor struct TypicalAppearanceAndServicesCode {
    @Test func theAppDelegatesThemeReachesTheBarsOnScreen() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let delegate = ThemingAppDelegate()
        _ = delegate.application(host.application, didFinishLaunchingWithOptions: nil)
        let article = ArticleViewController()
        let navigation = UINavigationController(rootViewController: article)
        host.show(navigation)
        host.runUntilIdle()
        #expect(navigation.navigationBar.barTintColor == .systemTeal)
        #expect(navigation.navigationBar.standardAppearance.backgroundColor == .systemTeal)
        #expect(navigation.navigationBar.tintColor == .white)
        #expect(article.navigationItem.rightBarButtonItem?.tintColor == .white)
        #expect(navigation.hidesBarsOnSwipe && navigation.hidesBarsWhenKeyboardAppears)
        article.share()
        host.runUntilIdle()
        #expect(article.shareOutcome == "cancelled")
        article.copyLink()
        #expect(UIPasteboard.general.string == "https://example.com")
        _ = host.takeDiagnostics()
    }
}
