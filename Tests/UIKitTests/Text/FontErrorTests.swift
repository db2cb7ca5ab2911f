import Foundation
import Testing
import UIKitTesting

/// Fonts come from outside the program: a missing file or bad data is a thrown error
/// with a message that says what to do, never a crash or a silent fallback.
@Suite struct FontErrorTests {
    @Test func missingFont_inConfiguredEmptyDirectory_namesTheDebianPackage() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("vck-no-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let library = ViewControllerKit.FontLibrary(directories: [empty.path])
        let error = #expect(throws: ViewControllerKit.FontError.self) { try library.validate() }
        #expect(error == .fontNotFound(fileName: "DejaVuSans.ttf", searchedDirectories: [empty.path]))
        let message = error.map { "\($0)" } ?? ""
        #expect(message.contains("fonts-dejavu-core"))
        #expect(message.contains("DejaVuSans.ttf"))
        #expect(message.contains(empty.path))
    }

    @Test func notAFont_throwsMalformed() {
        #expect(throws: ViewControllerKit.FontError.malformed(table: "offset table", reason: "not a TrueType/OpenType font (version 0x68656C6C)")) {
            try ViewControllerKit.TrueTypeFont(data: Data("hello, not a font".utf8))
        }
    }

    @Test func emptyData_throwsMalformed() {
        #expect(throws: ViewControllerKit.FontError.self) { try ViewControllerKit.TrueTypeFont(data: Data()) }
    }

    @Test(.enabled(if: InstalledDejaVu.isInstalled, InstalledDejaVu.skipReason))
    func truncatedFont_atEveryLength_throwsInsteadOfCrashing() throws {
        let path = try #require(ViewControllerKit.FontLibrary.shared.path(of: "DejaVuSans.ttf"))
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        // Cutting the file anywhere before its last table must throw, not trap.
        for length in [0, 3, 12, 40, 200, 1_000, 10_000, 100_000, data.count / 2, data.count - 1] {
            #expect(throws: ViewControllerKit.FontError.self, "length \(length)") { try ViewControllerKit.TrueTypeFont(data: data.prefix(length)) }
        }
    }

    @Test(.enabled(if: InstalledDejaVu.isInstalled, InstalledDejaVu.skipReason))
    func corruptedTableDirectory_throws() throws {
        let path = try #require(ViewControllerKit.FontLibrary.shared.path(of: "DejaVuSans.ttf"))
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        // Point the first table record's offset far past the end of the file.
        bytes.replaceSubrange(12 + 8..<12 + 12, with: [0x7F, 0xFF, 0xFF, 0xFF])
        #expect(throws: ViewControllerKit.FontError.self) { try ViewControllerKit.TrueTypeFont(data: Data(bytes)) }
    }

    @Test(.enabled(if: InstalledDejaVu.isInstalled, InstalledDejaVu.skipReason))
    func missingRequiredTable_isNamed() throws {
        let path = try #require(ViewControllerKit.FontLibrary.shared.path(of: "DejaVuSans.ttf"))
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        // Rename every 'hhea' record tag so the table cannot be found.
        let count = Int(bytes[4]) << 8 | Int(bytes[5])
        for i in 0..<count where bytes[12 + i * 16..<12 + i * 16 + 4].elementsEqual("hhea".utf8) {
            bytes.replaceSubrange(12 + i * 16..<12 + i * 16 + 4, with: Array("xxxx".utf8))
        }
        #expect(throws: ViewControllerKit.FontError.missingTable("hhea")) { try ViewControllerKit.TrueTypeFont(data: Data(bytes)) }
    }
}
