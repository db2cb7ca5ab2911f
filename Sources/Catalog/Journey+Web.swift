import CatalogScreens
import UIKitHeadless
import UIKitWeb

extension JourneyPlayer: ViewControllerKit.WebJourneyPlaying {}

extension Journey {
    /// Every journey, for the browser host's picker: each replayed step by step by a
    /// ``JourneyPlayer`` on the tab's host.
    static var webJourneys: [ViewControllerKit.WebJourney] {
        all.map { journey in
            ViewControllerKit.WebJourney(id: journey.id, title: journey.title, source: journey.source) { host, output in
                JourneyPlayer(journey: journey, host: host, output: output)
            }
        }
    }
}
