import UIKitHeadless

extension ViewControllerKit {
    /// A scripted walk the page can replay step by step (the catalog's journeys): the
    /// device bar's journey picker starts it on a fresh host for the tab, and each press of
    /// Step performs one step while the tab's display-link ticks run its animations.
    public struct WebJourney: Sendable {
        public var id: String
        public var title: String
        /// The seed section the journey illustrates, shown in the panel.
        public var source: String
        /// Prepares the journey on `host` (fresh, with no root), writing its narration to
        /// `output`. Called on the main actor with the host's runtime in use.
        public var start: @MainActor @Sendable (HeadlessHost, @escaping (String) -> Void) -> any WebJourneyPlaying

        public init(id: String, title: String, source: String,
                    start: @escaping @MainActor @Sendable (HeadlessHost, @escaping (String) -> Void) -> any WebJourneyPlaying) {
            self.id = id
            self.title = title
            self.source = source
            self.start = start
        }
    }

    /// A journey being played in a tab (CatalogScreens' `JourneyPlayer` is one).
    @MainActor
    public protocol WebJourneyPlaying: AnyObject {
        /// Each step's description, in order.
        var steps: [String] { get }
        var stepsPlayed: Int { get }
        var isFinished: Bool { get }
        /// Settles the step before, then performs the next (past the last: finishes).
        func playNextStep()
        /// Stops at once, letting the journey's controllers go.
        func abandon()
    }
}
