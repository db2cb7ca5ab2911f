import Foundation
import RenderTree
@_exported import UIKit

/// Pictures of what a window or view draws: SVG from its render tree (the primary form,
/// compared as text), and PNG through a real rasterizer, `rsvg-convert` (Debian's
/// `librsvg2-bin`), drawing text with the DejaVu files Swift measured with
/// (`fonts-dejavu-core`).
///
/// ```swift
/// let svg = Picture.svg(of: host.window)             // the whole screen
/// let png = try Picture.png(of: label, scale: 2)     // one view, 2 pixels a point
/// ```
///
/// A picture is drawn from the render tree a ``ViewControllerKit/RenderHost`` would receive,
/// so it shows what a browser page shows. Text is placed line by line where Swift laid it
/// out; images carry no pixels and draw as placeholders (see `SVGRenderer`).
public enum Picture {
    /// The SVG of `view` and its subviews as drawn now, `view` at the origin.
    @MainActor
    public static func svg(of view: UIView) -> String {
        SVGRenderer.svg(of: ViewControllerKit.RenderTreeBuilder().tree(of: view))
    }

    /// The PNG of `view`, `scale` pixels a point, on an opaque `background` (a window with
    /// no background colour would otherwise be transparent).
    @MainActor
    public static func png(of view: UIView, scale: Double = 1, background: String = "#FFFFFF") throws -> Data {
        try png(fromSVG: svg(of: view), scale: scale, background: background)
    }

    /// Rasterizes `svg` with `rsvg-convert`. Throws ``PictureError`` naming the Debian
    /// package when the rasterizer or the fonts are missing, or with the rasterizer's
    /// message when it fails.
    public static func png(fromSVG svg: String, scale: Double = 1, background: String = "#FFFFFF") throws -> Data {
        guard let rasterizer else { throw PictureError.rasterizerMissing }
        let missing = requiredFontFiles.filter { !FileManager.default.fileExists(atPath: $0) }
        guard missing.isEmpty else { throw PictureError.fontsMissing(missing) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vck-picture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in.svg"), output = folder.appendingPathComponent("out.png")
        try Data(svg.utf8).write(to: input)
        let process = Process()
        process.executableURL = rasterizer
        process.arguments = ["--format=png", "--zoom=\(scale)", "--background-color=\(background)",
                             "--output=\(output.path)", input.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw PictureError.rasterizerFailed(status: process.terminationStatus, message: message)
        }
        return try Data(contentsOf: output)
    }

    /// `rsvg-convert` on the `PATH`, or nil.
    public static var rasterizer: URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("rsvg-convert")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// The DejaVu Sans faces text is drawn in (`fonts-dejavu-core`); the rasterizer finds
    /// them through fontconfig.
    public static let requiredFontFiles = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"]
        .map { "/usr/share/fonts/truetype/dejavu/" + $0 }
}

/// Why a PNG could not be made.
public enum PictureError: Error, Equatable, CustomStringConvertible {
    case rasterizerMissing
    case fontsMissing([String])
    case rasterizerFailed(status: Int32, message: String)

    public var description: String {
        switch self {
        case .rasterizerMissing:
            "rsvg-convert is not installed: apt-get install librsvg2-bin fonts-dejavu-core"
        case .fontsMissing(let files):
            "the DejaVu Sans files text is drawn with are missing (\(files.joined(separator: ", "))): apt-get install fonts-dejavu-core"
        case .rasterizerFailed(let status, let message):
            "rsvg-convert failed (exit \(status)): \(message)"
        }
    }
}

extension HeadlessHost {
    /// The SVG of the host's window: the whole screen as drawn now.
    public func svgPicture() -> String { Picture.svg(of: window) }

    /// The PNG of the host's window, `scale` pixels a point.
    public func pngPicture(scale: Double = 1) throws -> Data { try Picture.png(of: window, scale: scale) }
}
