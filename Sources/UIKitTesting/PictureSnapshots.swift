import Foundation
import UIKitHeadless

/// Picture snapshot tests: a view's picture compared with a reference file, recorded only
/// on purpose.
///
/// ```swift
/// let pictures = PictureSnapshots(directory: snapshotFolder)
/// pictures.expectSVG(of: host.window, named: "inbox")          // Snapshots/…/inbox.svg
/// pictures.expectPNG(of: label, named: "label", scale: 2)     // …/label.png
/// ```
///
/// - With `RECORD_SNAPSHOTS=1` in the environment the picture is written as the reference
///   and the check passes: review the change in `git diff` (SVG is text).
/// - Otherwise a missing reference, or a picture that differs from it, fails the test, and
///   the new picture is written beside the reference (`name.new.svg`/`.png`) with a diff
///   picture (`name.diff.svg`: the reference and the new picture blended by difference —
///   unchanged pixels black — and `name.diff.png` when the rasterizer is installed).
///   A passing check deletes those files.
///
/// SVG is compared as exact text. PNG is compared byte for byte: `rsvg-convert` draws the
/// same SVG to the same bytes every time (a test checks it), so no tolerance is needed.
public struct PictureSnapshots: Sendable {
    public let directory: URL

    public init(directory: URL) { self.directory = directory }

    /// Whether this run records references (`RECORD_SNAPSHOTS=1`).
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" }

    /// Checks the SVG of `view` against `name.svg`.
    @MainActor
    public func expectSVG(of view: UIView, named name: String, fileID: String = #fileID, filePath: String = #filePath,
                          line: Int = #line, column: Int = #column) {
        let location = HostSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        check(Data(Picture.svg(of: view).utf8), name: name, extension: "svg", location: location)
    }

    /// Checks the PNG of `view` (`scale` pixels a point) against `name.png`. Fails when
    /// the rasterizer or the fonts are missing, naming the Debian packages.
    @MainActor
    public func expectPNG(of view: UIView, named name: String, scale: Double = 1, fileID: String = #fileID,
                          filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        let location = HostSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        do {
            check(try Picture.png(of: view, scale: scale), name: name, extension: "png", location: location)
        } catch {
            fail("cannot draw \(name).png: \(error)", at: location)
        }
    }

    private func url(_ name: String, _ suffix: String) -> URL { directory.appendingPathComponent(name + suffix) }

    @MainActor
    private func check(_ picture: Data, name: String, extension ext: String, location: HostSourceLocation) {
        let reference = url(name, "." + ext), new = url(name, ".new." + ext)
        let diffSVG = url(name, ".diff.svg"), diffPNG = url(name, ".diff.png")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            if Self.isRecording {
                try picture.write(to: reference)
                [new, diffSVG, diffPNG].forEach { try? FileManager.default.removeItem(at: $0) }
                return
            }
            guard let expected = try? Data(contentsOf: reference) else {
                try picture.write(to: new)
                fail("no reference picture \(reference.lastPathComponent) (wrote \(new.lastPathComponent)); record it with RECORD_SNAPSHOTS=1",
                     at: location)
                return
            }
            if expected == picture {
                [new, diffSVG, diffPNG].forEach { try? FileManager.default.removeItem(at: $0) }
                return
            }
            try picture.write(to: new)
            let written = try writeDiff(reference: reference, new: new, to: diffSVG, png: diffPNG)
            fail("picture \(name).\(ext) differs from its reference; see \(([new] + written).map(\.lastPathComponent).joined(separator: ", ")) in \(directory.path) (re-record on purpose with RECORD_SNAPSHOTS=1)",
                 at: location)
        } catch {
            fail("picture \(name).\(ext): \(error)", at: location)
        }
    }

    /// Writes the diff SVG (and its PNG when the rasterizer is there); returns the files written.
    private func writeDiff(reference: URL, new: URL, to diffSVG: URL, png diffPNG: URL) throws -> [URL] {
        let size = Self.size(of: reference) ?? Self.size(of: new) ?? ("390", "844")
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(size.0)" height="\(size.1)">
          <rect width="\(size.0)" height="\(size.1)" fill="#FFFFFF"/>
          <g style="isolation:isolate">
            <image href="\(reference.lastPathComponent)" width="\(size.0)" height="\(size.1)"/>
            <image href="\(new.lastPathComponent)" width="\(size.0)" height="\(size.1)" style="mix-blend-mode:difference"/>
          </g>
        </svg>

        """
        try Data(svg.utf8).write(to: diffSVG)
        // Rasterized from the file, so the relative image references resolve beside it.
        guard (try? rasterize(diffSVG, to: diffPNG)) != nil else { return [diffSVG] }
        return [diffSVG, diffPNG]
    }

    private func rasterize(_ svg: URL, to png: URL) throws {
        guard let rasterizer = Picture.rasterizer else { throw PictureError.rasterizerMissing }
        let process = Process()
        process.executableURL = rasterizer
        process.arguments = ["--format=png", "--output=\(png.path)", svg.path]
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw PictureError.rasterizerFailed(status: process.terminationStatus, message: "") }
    }

    /// The size a picture file declares: an SVG's width and height attributes, a PNG's
    /// header (pixels).
    public static func size(of file: URL) -> (width: String, height: String)? {
        guard let data = try? Data(contentsOf: file) else { return nil }
        if file.pathExtension == "png" {
            let bytes = [UInt8](data.prefix(24))
            guard bytes.count == 24 else { return nil }
            func int(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
            return (String(int(16)), String(int(20)))
        }
        let text = String(decoding: data, as: UTF8.self)
        guard let width = text.firstMatch(of: /width="([0-9.]+)"/), let height = text.firstMatch(of: /height="([0-9.]+)"/) else { return nil }
        return (String(width.1), String(height.1))
    }

    @MainActor
    private func fail(_ message: String, at location: HostSourceLocation) {
        TestFailureReporter.report(HostFailure(message: message, location: location, diagnostic: nil))
    }
}
