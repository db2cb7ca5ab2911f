import Foundation
import StoryboardFormat
import Testing

/// Issue 8 item 6: `catalog storyboard FILE` prints this scene graph.
@Suite struct SceneGraphTests {
    @Test func theSampleGraphListsScenesClassesSeguesRelationshipsReferencesAndConstraintCounts() throws {
        #expect(try Sample.document().sceneGraph == """
            == Sample.storyboard (storyboard, toolsVersion 24127, 4 scenes, initial nav-00-001 UINavigationController)
            scene scn-00-001: navigationController UINavigationController "Nav"
              relationship rootViewController -> vc0-00-001 (viewController HomeViewController (module App) "Main")
            scene scn-00-002: viewController HomeViewController (module App) "Main", 3 constraints
              segue popoverPresentation "Pop" from button btn-00-001 -> det-00-001 (viewController UIViewController)
              segue show "Add" from barButtonItem bbi-00-001 -> det-00-001 (viewController UIViewController)
            scene scn-00-003: viewController UIViewController
              segue unwind "Back" from viewController det-00-001 -> ext-00-002 (exit of scene scn-00-002)
            scene scn-00-004: reference Settings#Prefs
            Sample.storyboard:53: warning: <futureWidget>: unknown element with an id; loaded as a view of class UIFutureWidget

            """)
    }

    @Test func aCorpusGraphNamesReferencesByStoryboardAndIdentifier() throws {
        let graph = try Corpus.document("SwiftGen__SwiftGen__Placeholder.storyboard").sceneGraph
        #expect(graph.contains("scene Kad-N6-YNh: reference Dependency#Dependent\n"))
        #expect(graph.contains("  relationship rootViewController -> nSe-wb-v43 (reference Dependency#Dependent)\n"))
    }
}
