import Foundation
import Testing
import UIKit
import UIKitTesting

/// System view controllers and app services real view-controller code calls: each
/// compiles with UIKit's names and takes its documented "nothing available" path here,
/// saying so once (issue 10, "Unsupported is loud").
@Suite @MainActor struct SystemServicesTests {
    @Test func aPresentedShareSheetDismissesThenReportsACancel() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let screen = UIViewController()
        host.show(screen)
        var trace: [String] = []
        let sheet = UIActivityViewController(activityItems: ["Hello", URL(string: "https://example.com")!],
                                             applicationActivities: nil)
        sheet.excludedActivityTypes = [.airDrop, .postToFacebook]
        sheet.completionWithItemsHandler = { type, completed, items, error in
            trace.append("handler \(type?.rawValue ?? "nil") \(completed) \(items == nil) \(error == nil) presented: \(screen.presentedViewController != nil)")
        }
        sheet.popoverPresentationController?.sourceView = screen.view
        screen.present(sheet, animated: true)
        host.runUntilIdle()
        #expect(trace == ["handler nil false true true presented: false"])
        #expect(host.takeDiagnostics().map(\.message) == [
            "ViewControllerKit: UIActivityViewController does nothing here: there are no sharing services; the sheet cancels.",
        ])
    }

    final class Importer: UIViewController, UIDocumentPickerDelegate {
        var trace: [String] = []
        func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
            trace.append("picked \(urls.count)")
        }
        func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {
            trace.append("cancelled, presented: \(presentedViewController != nil)")
        }
    }

    @Test func aPresentedDocumentPickerDismissesThenTellsItsDelegate() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let screen = Importer()
        host.show(screen)
        let picker = UIDocumentPickerViewController(documentTypes: ["com.adobe.pdf"], in: .import)
        picker.delegate = screen
        picker.allowsMultipleSelection = true
        screen.present(picker, animated: false)
        host.runUntilIdle()
        #expect(screen.trace == ["cancelled, presented: false"])
        #expect(picker.documentPickerMode == .import && picker.documentTypes == ["com.adobe.pdf"])
        #expect(UIDocumentPickerViewController(forExporting: [URL(fileURLWithPath: "/tmp/a.txt")], asCopy: true)
            .documentPickerMode == .exportToService)
        #expect(host.takeDiagnostics().map(\.message) == [
            "ViewControllerKit: UIDocumentPickerViewController does nothing here: there are no document providers; the picker cancels.",
        ])
    }

    @MainActor final class Results { var values: [Bool] = [] }

    @Test func openingAURLCompletesWithFalseOnTheNextTurnUnlessTheHostOpensIt() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let settings = URL(string: UIApplication.openSettingsURLString)!
        let results = Results()
        #expect(!UIApplication.shared.canOpenURL(settings))
        UIApplication.shared.open(settings, options: [:]) { results.values.append($0) }
        #expect(results.values.isEmpty)
        host.runUntilIdle()
        #expect(results.values == [false])
        var opened: [URL] = []
        host.runtime.openURLHandler = { opened.append($0); return true }
        #expect(UIApplication.shared.canOpenURL(settings))
        UIApplication.shared.open(settings, options: [.universalLinksOnly: false]) { results.values.append($0) }
        UIApplication.shared.open(settings)
        host.runUntilIdle()
        #expect(results.values == [false, true])
        #expect(opened == [settings, settings, settings])
        #expect(host.takeDiagnostics().map(\.message) == [
            "ViewControllerKit: UIApplication.open(_:options:completionHandler:) does nothing here: there are no other apps to open URLs; it completes with false.",
        ])
    }

    @Test func theGeneralPasteboardBelongsToTheHostAndCountsChanges() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let pasteboard = UIPasteboard.general
        #expect(pasteboard === UIPasteboard.general)
        #expect(!pasteboard.hasStrings && pasteboard.string == nil && pasteboard.changeCount == 0)
        let notified = Results()
        let token = NotificationCenter.default.addObserver(forName: UIPasteboard.changedNotification, object: pasteboard,
                                                           queue: nil) { _ in MainActor.assumeIsolated { notified.values.append(true) } }
        defer { NotificationCenter.default.removeObserver(token) }
        pasteboard.string = "Copied"
        #expect(pasteboard.string == "Copied" && pasteboard.hasStrings && !pasteboard.hasURLs)
        pasteboard.urls = [URL(string: "https://a.example")!, URL(string: "https://b.example")!]
        #expect(pasteboard.url == URL(string: "https://a.example") && pasteboard.numberOfItems == 2)
        #expect(pasteboard.string == nil)
        #expect(pasteboard.types == ["public.url"])
        #expect(pasteboard.changeCount == 2 && notified.values.count == 2)
        #expect(UIPasteboard.withUniqueName() !== pasteboard)
    }

    @Test func backgroundTasksAreBookkeptAndEndingAnUnknownOneWarns() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let app = UIApplication.shared
        let first = app.beginBackgroundTask(expirationHandler: nil)
        let second = app.beginBackgroundTask(withName: "upload") {}
        #expect(first != .invalid && second != .invalid && first != second)
        app.endBackgroundTask(first)
        app.endBackgroundTask(first)
        app.isIdleTimerDisabled = true
        app.applicationIconBadgeNumber = 3
        #expect(app.isIdleTimerDisabled && app.applicationIconBadgeNumber == 3)
        #expect(host.takeDiagnostics().map(\.message) == [
            "Can't end BackgroundTask: no background task exists with identifier \(first.rawValue), or it may have already been ended.",
        ])
    }

    final class PushDelegate: UIResponder, UIApplicationDelegate {
        var trace: [String] = []
        func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
            trace.append("token")
        }
        func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {
            trace.append("failed")
        }
    }

    @Test func registeringForRemoteNotificationsFailsOnTheNextTurn() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let delegate = PushDelegate()
        host.application.delegate = delegate
        host.application.registerForRemoteNotifications()
        #expect(delegate.trace.isEmpty)
        host.runUntilIdle()
        #expect(delegate.trace == ["failed"])
        #expect(!host.application.isRegisteredForRemoteNotifications)
        _ = host.takeDiagnostics()
    }

    @Test func aVisualEffectViewsContentViewFillsItAndDirectSubviewsWarn() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterialDark))
        blur.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        host.window.addSubview(blur)
        blur.layoutIfNeeded()
        #expect(blur.contentView.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(blur.subviews.count == 1 && blur.subviews.first === blur.contentView)
        #expect(blur.backgroundColor == UIColor(white: 0.1, alpha: 0.8))
        blur.effect = UIBlurEffect(style: .extraLight)
        #expect(blur.backgroundColor == UIColor(white: 0.97, alpha: 0.8))
        blur.contentView.addSubview(UILabel())
        #expect(host.takeDiagnostics().isEmpty)
        blur.addSubview(UIView())
        #expect(host.takeDiagnostics().map(\.message) == [
            "<UIVisualEffectView> is being asked to add a subview directly; add it to its contentView instead.",
        ])
    }

    @Test func fontMetricsScaleWithTheContentSizeCategory() {
        let body = UIFont.systemFont(ofSize: 17)
        #expect(UIFontMetrics.default.scaledFont(for: body) == body)
        #expect(UIFontMetrics(forTextStyle: .headline).scaledValue(for: 10) == 10)
        let large = UITraitCollection(preferredContentSizeCategory: .extraExtraLarge)
        #expect(UIFontMetrics.default.scaledFont(for: body, compatibleWith: large).pointSize == 21)
        #expect(UIFontMetrics.default.scaledFont(for: body, maximumPointSize: 19, compatibleWith: large).pointSize == 19)
    }

    @Test func aWindowScenesWindowsAndCoordinateSpace() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let scene = UIWindowScene(session: UISceneSession())
        let first = UIWindow(windowScene: scene), second = UIWindow(windowScene: scene)
        #expect(scene.windows.map { ObjectIdentifier($0) } == [ObjectIdentifier(first), ObjectIdentifier(second)])
        #expect(scene.coordinateSpace.bounds == host.screen.bounds)
        host.rotate(to: .landscapeLeft)
        #expect(host.screen.fixedCoordinateSpace.bounds.width < host.screen.fixedCoordinateSpace.bounds.height)
        #expect(host.screen.coordinateSpace.bounds.width > host.screen.coordinateSpace.bounds.height)
    }
}

/// Layer and image-view properties real view code sets: stored with UIKit's defaults.
@Suite @MainActor struct StoredViewPropertyTests {
    @Test func maskedCornersCornerCurveAndSymbolConfigurationKeepTheirValues() {
        let card = UIView()
        #expect(card.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(card.layer.cornerCurve == .circular)
        card.layer.cornerRadius = 12
        card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        card.layer.cornerCurve = .continuous
        #expect(card.layer.maskedCorners.rawValue == 3 && card.layer.cornerCurve.rawValue == "continuous")
        let icon = UIImageView(image: UIImage(systemName: "star"))
        #expect(icon.preferredSymbolConfiguration == nil)
        icon.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold)
        #expect(icon.preferredSymbolConfiguration == UIImage.SymbolConfiguration(pointSize: 20, weight: .bold))
    }
}
