import Foundation
import Testing
import UIKitTesting

/// PNG pictures through the real rasterizer (`rsvg-convert`, installed by `.ci/run`): the
/// README's screenshots are these tests' references (`docs/images/`). Skipped, with the
/// reason, where the rasterizer is not installed — except in CI, where that fails.
@Suite(.enabled(if: Picture.rasterizer != nil || ProcessInfo.processInfo.environment["CI"] != nil,
                "rsvg-convert is not installed: apt-get install librsvg2-bin fonts-dejavu-core"))
@MainActor struct PNGPictureTests {
    static let readmeImages = PictureSnapshots(directory: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../docs/images").standardizedFileURL)

    /// The inbox → message screen of the navigation journey, as the README shows it.
    static func navigationScreen() -> HeadlessHost {
        let host = HeadlessHost(device: .iPhone14)
        let inbox = UIViewController()
        inbox.title = "Inbox"
        let message = UIViewController()
        message.title = "Message"
        message.view.backgroundColor = .systemBackground
        let body = UILabel(frame: CGRect(x: 16, y: 107, width: 358, height: 120))
        body.numberOfLines = 0
        body.text = "Every screen renders to a picture in tests: SVG compared as text, PNG through rsvg-convert, text in DejaVu Sans broken into lines exactly where Swift measured."
        message.view.addSubview(body)
        message.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Reply")
        message.toolbarItems = [UIBarButtonItem(systemItem: .flexibleSpace), UIBarButtonItem(title: "Archive"),
                                UIBarButtonItem(systemItem: .flexibleSpace)]
        let nav = UINavigationController(rootViewController: inbox)
        nav.isToolbarHidden = false
        host.show(nav)
        nav.pushViewController(message, animated: false)
        host.runUntilIdle()
        return host
    }

    @Test func theRasterizer_drawsTheSameBytesEveryTime() throws {
        let host = Self.navigationScreen()
        defer { withExtendedLifetime(host) {} }
        let first = try host.pngPicture()
        let second = try host.pngPicture()
        #expect(first == second)
        #expect(first.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let size = try #require(PictureSnapshots.size(of: try Self.write(first, "size-check.png")))
        #expect(size.width == "390" && size.height == "844")
    }

    @Test func readmeScreenshot_navigation() {
        let host = Self.navigationScreen()
        defer { withExtendedLifetime(host) {} }
        Self.readmeImages.expectPNG(of: host.window, named: "navigation", scale: 1)
    }

    @Test func readmeScreenshot_tabs() {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let tabs = UITabBarController()
        tabs.viewControllers = [("Mail", "envelope"), ("Calendar", "calendar"), ("Settings", "gear")].map { title, symbol in
            let controller = UIViewController()
            controller.view.backgroundColor = .systemGray6
            let label = UILabel(frame: CGRect(x: 16, y: 80, width: 358, height: 41))
            label.text = title
            label.font = .preferredFont(forTextStyle: .largeTitle)
            controller.view.addSubview(label)
            controller.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: symbol), selectedImage: nil)
            return controller
        }
        host.show(tabs)
        Self.readmeImages.expectPNG(of: host.window, named: "tabs", scale: 1)
    }

    static func write(_ data: Data, _ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vck-\(UUID().uuidString)-\(name)")
        try data.write(to: url)
        return url
    }
}

/// What a failing picture check leaves for the reader: the new picture and a diff beside
/// the reference; a missing reference fails too.
@Suite @MainActor struct PictureSnapshotFailureTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vck-pictures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func redSquare() -> (HeadlessHost, UIView) {
        let host = HeadlessHost(device: .iPhone14)
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        square.backgroundColor = .red
        host.window.addSubview(square)
        host.pump()
        return (host, square)
    }

    @Test func aChangedPicture_fails_andWritesTheNewPictureAndADiff() throws {
        guard !PictureSnapshots.isRecording else { return }   // recording never fails
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (host, square) = Self.redSquare()
        defer { withExtendedLifetime(host) {} }
        let reference = folder.appendingPathComponent("square.svg")
        try Data(Picture.svg(of: square).utf8).write(to: reference)
        square.backgroundColor = .blue
        withKnownIssue {
            PictureSnapshots(directory: folder).expectSVG(of: square, named: "square")
        } matching: { $0.description.contains("picture square.svg differs from its reference; see square.new.svg, square.diff.svg") }
        let new = try String(contentsOf: folder.appendingPathComponent("square.new.svg"), encoding: .utf8)
        #expect(new.contains("fill=\"#0000FF\""))
        let diff = try String(contentsOf: folder.appendingPathComponent("square.diff.svg"), encoding: .utf8)
        #expect(diff.contains("<image href=\"square.svg\"") && diff.contains("<image href=\"square.new.svg\" width=\"20\" height=\"20\" style=\"mix-blend-mode:difference\"/>"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("square.diff.png").path) == (Picture.rasterizer != nil))

        square.backgroundColor = .red   // back as recorded: passes and clears the leftovers
        PictureSnapshots(directory: folder).expectSVG(of: square, named: "square")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["square.svg"])
    }

    @Test func aMissingReference_fails_andWritesTheNewPicture() throws {
        guard !PictureSnapshots.isRecording else { return }
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (host, square) = Self.redSquare()
        defer { withExtendedLifetime(host) {} }
        withKnownIssue {
            PictureSnapshots(directory: folder).expectSVG(of: square, named: "square")
        } matching: { $0.description.contains("no reference picture square.svg (wrote square.new.svg); record it with RECORD_SNAPSHOTS=1") }
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("square.new.svg").path))
    }

    @Test func theSVG_isExactText() {
        let (host, square) = Self.redSquare()
        defer { withExtendedLifetime(host) {} }
        square.layer.cornerRadius = 4
        #expect(Picture.svg(of: square) == """
        <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 20 20">
          <g data-kind="UIView">
            <rect width="20" height="20" rx="4" fill="#FF0000"/>
          </g>
        </svg>

        """)
    }
}
