import CatalogScreens
import Foundation
import Testing
import UIKitTesting

/// `catalog --storyboard FILE`: a real app's storyboard runs headless, its app classes
/// falling back to UIKit's, its tab bar buttons tapped.
@Suite @MainActor struct StoryboardJourneyTests {
    @Test func corpusStoryboardRunsAsAnAppAndItsTabsSwitchWhenTapped() {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("StoryboardFormatTests/Corpus/mac-cain13__R.swift__Main.storyboard")
        var lines: [String] = []
        Journey.storyboard(at: file).run { lines.append($0) }
        #expect(lines.filter { $0.hasPrefix("Step ") } == [
            "Step 1. Launch: show the initial view controller of mac-cain13__R.swift__Main.storyboard",
            "Step 2. Tap “First”", "Step 3. Tap “Second”",
        ])
        #expect(lines.filter { $0.contains("Unknown class") } == [
            "      ! Unknown class FirstViewController in Interface Builder file.",
            "      ! Unknown class SecondViewController in Interface Builder file.",
        ])
        #expect(Array(lines.suffix(4)) == [
            "      <UITabBarController> state: appeared, view: (0 0; 390 844)",
            "         | <UIViewController> state: disappeared, view: (0 0; 390 844), not in window",
            "         | <UIViewController> state: appeared, view: (0 0; 390 844)",
            "",
        ])
    }
}
