import Foundation
import UIKitHeadless

extension ViewControllerKit {
    /// What a browser host serves: an app, built afresh for every browser tab (each tab's
    /// session has its own runtime, so each gets its own controllers), and the devices the
    /// page's device bar offers.
    ///
    /// ```swift
    /// let app = ViewControllerKit.WebApp(name: "Catalog") { CatalogHome.make() }
    /// ```
    public struct WebApp: Sendable {
        public var name: String
        /// The device bar's profiles, by the names the page shows and sends; the first is
        /// where a new tab starts.
        public var profiles: [(name: String, profile: ViewControllerKit.DeviceProfile)]
        /// Builds the window's root controller. Called on the main actor, with the tab's
        /// runtime in use, when a tab connects and again whenever it picks another profile.
        public var makeRootViewController: @MainActor @Sendable () -> UIViewController
        /// Journeys the page's picker offers, replayed step by step (none by default).
        public var journeys: [WebJourney]

        public init(name: String,
                    profiles: [(name: String, profile: ViewControllerKit.DeviceProfile)] = [
                        ("iphone14", .iPhone14), ("iphonese", .iPhoneSE), ("ipadair", .iPadAir),
                    ],
                    journeys: [WebJourney] = [],
                    makeRootViewController: @escaping @MainActor @Sendable () -> UIViewController) {
            precondition(!profiles.isEmpty, "a web app needs at least one device profile")
            self.name = name
            self.profiles = profiles
            self.makeRootViewController = makeRootViewController
        self.journeys = journeys
        }
    }
}
