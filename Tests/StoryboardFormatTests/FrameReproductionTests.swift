import StoryboardFormat
import Testing

/// Issue 8 "Done when": constraints solved on the design device reproduce the recorded frames
/// within 0.5 pt for views whose frames do not depend on text metrics.
///
/// Measured across the corpus (see FrameReproduction for the method): of 317 views laid out
/// by constraints, 123 depend on content sizes (text, images, control metrics, a stack view's
/// arranged content) and 18 are not determined by their constraints (IB adds build-time
/// constraints for them). Of the other 176, 132 (75 %) reproduce the recorded frame within
/// 0.5 pt; 4 are frames IB itself marks `misplaced` (the constraints moved on, the recorded
/// frame did not: the solved frame is the right one); the 40 others all depend on the design
/// device's chrome, which the file does not record and the harness infers: child controllers
/// laid out at a freeform size inside a container (XLPagerTabStrip, IQKeyboardManager's scroll
/// view and special-case scenes) where IB drew no status bar, and safe-area insets of devices
/// whose inset changed between iOS versions.
/// The exact counts are pinned so a change to the model or the solver shows up here.
@Suite struct FrameReproductionTests {
    @Test func recordedFramesAreReproducedWhereConstraintsAloneDetermineThem() throws {
        var totals: [FrameReproduction.Outcome: Int] = [:]
        var chromeMismatches = 0
        for name in Corpus.fileNames {
            let document = try Corpus.document(name)
            for scene in document.scenes {
                guard let check = FrameReproduction(document: document, scene: scene) else { continue }
                for result in check.outcomes().values {
                    totals[result.outcome, default: 0] += 1
                    if result.outcome == .mismatch && result.usesChrome { chromeMismatches += 1 }
                }
            }
        }
        #expect(totals == [.match: 132, .misplacedInIB: 4, .mismatch: 40, .ambiguous: 18, .dependsOnContent: 123])
        // Every mismatch involves the inferred device chrome.
        #expect(chromeMismatches == 40)
    }
}
