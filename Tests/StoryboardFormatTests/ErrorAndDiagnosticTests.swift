import Foundation
import StoryboardFormat
import Testing

/// Issue 8 item 1: a file that cannot be used fails with an error naming file, line and
/// element; anything else unusual loads, with a diagnostic where something was skipped.
@Suite struct ErrorAndDiagnosticTests {
    private func error(_ data: Data, file: String = "Sample.storyboard") -> StoryboardError? {
        do {
            _ = try StoryboardDocument(data: data, fileName: file)
            return nil
        } catch let error as StoryboardError {
            return error
        } catch {
            Issue.record("not a StoryboardError: \(error)")
            return nil
        }
    }

    @Test func malformedXMLNamesTheLineAndTheOpenElement() throws {
        // The label's end tag is misspelt.
        let data = Sample.variant(replacing: "</label>", with: "</labl>")
        let failure = try #require(error(data))
        #expect(failure.kind == .malformedXML && failure.file == "Sample.storyboard")
        #expect(failure.line == 41)
        #expect(failure.element == "label")
        #expect(failure.description == "Sample.storyboard:41: error: <label>: malformed XML (opening and ending tag mismatch)")
    }

    @Test func truncatedFileIsMalformed() throws {
        let text = Sample.storyboard
        let data = Data(text.utf8.prefix(text.utf8.count / 2))
        let failure = try #require(error(data))
        #expect(failure.kind == .malformedXML)
        #expect(failure.line > 1)
        #expect(failure.element != nil)
    }

    @Test func emptyInputIsMalformedAtLineOne() throws {
        let failure = try #require(error(Data()))
        #expect(failure.kind == .malformedXML && failure.line == 1 && failure.element == nil)
    }

    @Test func aDanglingSegueDestinationNamesTheSegueLine() throws {
        let data = Sample.variant(replacing: "destination=\"det-00-001\" kind=\"show\"", with: "destination=\"nope\" kind=\"show\"")
        let failure = try #require(error(data))
        #expect(failure == StoryboardError(
            .danglingReference, file: "Sample.storyboard", line: 76, element: "segue",
            message: "segue \"seg-00-002\" destination \"nope\" names no object in the file"))
        #expect(failure.description == "Sample.storyboard:76: error: <segue>: segue \"seg-00-002\" destination \"nope\" names no object in the file")
    }

    @Test func aDanglingInitialViewControllerNamesTheDocument() throws {
        let data = Sample.variant(replacing: "initialViewController=\"nav-00-001\"", with: "initialViewController=\"gone\"")
        let failure = try #require(error(data))
        #expect(failure.kind == .danglingReference && failure.line == 2 && failure.element == "document")
    }

    @Test func anUnknownIdentifierIsATypedError() throws {
        let document = try Sample.document()
        #expect(throws: StoryboardError(
            .unknownIdentifier, file: "Sample.storyboard", line: 2, element: "document",
            message: "Storyboard (Sample.storyboard) doesn't contain a view controller with identifier 'Missing'")
        ) { try document.scene(withIdentifier: "Missing") }
    }

    @Test func aRootThatIsNotADocumentIsRefused() throws {
        let failure = try #require(error(Data("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>".utf8), file: "Info.plist"))
        #expect(failure.kind == .notAnInterfaceBuilderDocument && failure.line == 2 && failure.element == "plist")
    }

    @Test func deepNestingIsAnErrorNotACrash() throws {
        let depth = 5000
        let text = "<document>" + String(repeating: "<view>", count: depth) + String(repeating: "</view>", count: depth) + "</document>"
        let failure = try #require(error(Data(text.utf8), file: "Deep.xib"))
        #expect(failure.file == "Deep.xib" && failure.line == 1 && failure.element != nil)
    }

    @Test func unreadableNumbersAndUnknownKindsAreDiagnosticsNotErrors() throws {
        var text = Sample.storyboard
        text = text.replacingOccurrences(of: "<rect key=\"frame\" x=\"20\" y=\"120\"", with: "<rect key=\"frame\" x=\"1e999\" y=\"120\"")
        text = text.replacingOccurrences(of: "kind=\"show\" identifier=\"Add\"", with: "kind=\"teleport\" identifier=\"Add\"")
        text = text.replacingOccurrences(of: "alpha=\"0.5\"", with: "alpha=\"half\"")
        let document = try StoryboardDocument(data: Data(text.utf8), fileName: "Sample.storyboard")
        let label = try #require(document.scenes[1].controller?.view?.subviews[0])
        #expect(label.frame == nil && label.alpha == nil)
        #expect(document.segues[2].segue.kind.rawValue == "teleport")
        #expect(document.diagnostics.map(\.description) == [
            "Sample.storyboard:26: warning: <label>: alpha=\"half\" is not a finite number; ignored",
            "Sample.storyboard:27: warning: <rect>: x=\"1e999\" is not a finite number; ignored",
            "Sample.storyboard:27: warning: <rect>: rect without x, y, width and height; ignored",
            "Sample.storyboard:53: warning: <futureWidget>: unknown element with an id; loaded as a view of class UIFutureWidget",
            "Sample.storyboard:76: warning: <segue>: unknown segue kind \"teleport\"; kept",
        ])
    }
}

extension ErrorAndDiagnosticTests {
    @Test func aMissingFileIsUnreadableAtLineZero() throws {
        let url = URL(fileURLWithPath: "/nonexistent/Missing.storyboard")
        do {
            _ = try StoryboardDocument(contentsOf: url)
            Issue.record("loaded a missing file")
        } catch let error as StoryboardError {
            #expect(error.kind == .unreadableFile && error.file == "Missing.storyboard" && error.line == 0)
            #expect(error.description.hasPrefix("Missing.storyboard:0: error: cannot read the file ("))
        }
    }
}
