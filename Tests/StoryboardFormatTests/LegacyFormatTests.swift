import Foundation
import StoryboardFormat
import Testing

/// Files from Xcode 5 and 6 decode into the same model as current ones: pre-Xcode 11 system
/// colours (`cocoaTouchSystemColor`), `tableViewCellContentView`, size constraints without a
/// `firstItem`, legacy segue kinds and the old simulated-metrics container.
@Suite struct LegacyFormatTests {
    @Test func anXcode5LabelInAStaticCell() throws {
        let document = try Corpus.document("ECSlidingViewController__ECSlidingViewController__Main.storyboard")
        #expect(document.attributes.toolsVersion == "5056" && document.device == nil)
        let label = try #require(document.object(withID: "hsq-Ed-bno"))
        #expect(label.element == "label" && label.strings["text"] == "Home")
        #expect(label.fonts["fontDescription"] == .system(type: "system", size: 18, weight: nil))
        #expect(label.colors["textColor"] == .system("darkTextColor"))
        #expect(label.colors["highlightedColor"] == nil)  // <nil key="highlightedColor"/>
        let contentView = try #require(document.object(withID: "hOT-Iv-M0l"))
        #expect(contentView.element == "tableViewCellContentView" && contentView.role == "contentView")
        #expect(contentView.subviews.map(\.id) == ["hsq-Ed-bno"])
        let cell = try #require(document.object(withID: "QlK-6Z-IXB"))
        #expect(cell.element == "tableViewCell" && cell.child(forKey: "contentView")?.id == "hOT-Iv-M0l")
        #expect(cell.connections.count == 1)
    }

    @Test func anXcode6SizeConstraintBelongsToItsView() throws {
        let document = try Corpus.document("bryceco__GoMap__MainStoryboard_iPhone.storyboard")
        let label = try #require(document.object(withID: "7cc-E7-pzw"))
        #expect(label.frame == Rect(x: 17, y: 11, width: 76, height: 21))
        #expect(label.fonts["fontDescription"] == .system(type: "boldSystem", size: 17, weight: nil))
        #expect(label.colors["highlightedColor"] == .white(1, alpha: 1, colorSpace: "calibratedWhite"))
        let width = try #require(label.constraints.first)
        #expect(width.firstItem == "7cc-E7-pzw" && width.firstAttribute.rawValue == "width")
        #expect(width.secondItem == nil && width.constant == 76 && width.multiplier == 1 && width.priority == 1000)
    }

    @Test func legacySegueKindsAreKeptAndMapToModernOnes() throws {
        let document = try Corpus.document("bryceco__GoMap__MainStoryboard_iPhone.storyboard")
        var kinds: [String: Int] = [:]
        for edge in document.segues { kinds[edge.segue.kind.rawValue, default: 0] += 1 }
        #expect(kinds == ["push": 21, "modal": 9, "replace": 1, "relationship": 8])
        let replace = try #require(document.segues.first { $0.segue.kind == .replace }?.segue)
        #expect(replace.kind.modern == .showDetail && replace.splitViewControllerTargetIndex == 1)
    }

    @Test func theOldSimulatedMetricsContainerIsKeptOnTheDocumentRootController() throws {
        let document = try Corpus.document("ReactiveX__RxSwift__Calculator.storyboard")
        let controller = try #require(document.initialViewController)
        #expect(controller.simulatedMetrics.map(\.element).contains("simulatedNavigationBarMetrics"))
        #expect(document.source.child("simulatedMetricsContainer")?["key"] == "defaultSimulatedMetrics")
    }
}
