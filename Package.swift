// swift-tools-version:6.2
// The module list is the architecture diagram (see docs/ARCHITECTURE.md):
//   StoryboardFormat — .storyboard/.xib XML into a plain document model; Foundation only.
//   LayoutSolver  — Cassowary constraint solver, stdlib only, knows no UIKit names.
//   RenderTree    — render-tree values, diffs and the SVG renderer; knows no UIKit types,
//                   so renderers (pictures, a browser page) never touch UIKit objects.
//   UIKit         — the public UIKit surface (@MainActor), built on LayoutSolver; builds
//                   render trees for RenderHosts after each display pass.
//   UIKitHeadless — a headless host: manual clock, run-loop pumping, touch synthesis, dumps,
//                   pictures (SVG from render trees, PNG through rsvg-convert).
//                   Links no test framework, so the catalog (and servers) can use it.
//   UIKitTesting  — UIKitHeadless for tests: UIKit exceptions fail the test (Swift Testing or
//                   XCTest), trace recorder, tracing controllers and views.
//   _UIKitTestSupport — contract checkers run against every container (tests only).
//   CatalogScreens— the seeds' example apps as a library; `catalog` runs them.
//   UIKitWeb      — the live browser host: Hummingbird + WebSockets on loopback, one
//                   HeadlessHost per browser tab. The only target that links Hummingbird.
//   UIKitMigration— swift-syntax rewrites of Objective-C-runtime constructs (#selector, @objc,
//                   @IBOutlet, …) for Linux; `vck-migrate` runs them. UIKit never links it.
import PackageDescription

let package = Package(
    name: "ViewControllerKit",
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "UIKitHeadless", targets: ["UIKitHeadless"]),
        .library(name: "UIKitTesting", targets: ["UIKitTesting", "_Testing_UIKit"]),
        .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
        .library(name: "StoryboardFormat", targets: ["StoryboardFormat"]),
        .library(name: "RenderTree", targets: ["RenderTree"]),
        .library(name: "UIKitWeb", targets: ["UIKitWeb"]),
        .executable(name: "catalog", targets: ["Catalog"]),
        .executable(name: "vck-migrate", targets: ["vck-migrate"]),
        .plugin(name: "MigrateUIKit", targets: ["MigrateUIKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.3"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        .target(name: "LayoutSolver"),
        .target(name: "StoryboardFormat"),
        .target(name: "RenderTree"),
        .target(
            name: "UIKit",
            dependencies: [
                "LayoutSolver",
                "RenderTree",
                "StoryboardFormat",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Satisfies Swift Testing's cross-import overlay lookup (see the file inside).
        .target(name: "_Testing_UIKit", dependencies: ["UIKit"]),
        .target(name: "UIKitHeadless", dependencies: ["UIKit", "RenderTree"]),
        .target(name: "UIKitTesting", dependencies: ["UIKitHeadless", "_Testing_UIKit"]),
        // Contract checkers run against every container by test targets; not a product,
        // and no executable links it.
        .target(name: "_UIKitTestSupport", dependencies: ["UIKit", "UIKitTesting", "_Testing_UIKit"]),
        .target(name: "CatalogScreens", dependencies: ["UIKit", "UIKitHeadless"]),
        .target(
            name: "UIKitWeb",
            dependencies: [
                "UIKitHeadless", "RenderTree",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "Catalog",
            dependencies: [
                "CatalogScreens", "UIKitHeadless", "UIKitWeb", "StoryboardFormat",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(
            name: "UIKitMigration",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "vck-migrate",
            dependencies: [
                "UIKitMigration",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The fixtures are read by path (#filePath), not compiled.
        .plugin(
            name: "MigrateUIKit",
            capability: .command(
                intent: .custom(verb: "migrate-uikit", description: "Rewrite Objective-C-runtime constructs for ViewControllerKit"),
                permissions: [.writeToPackageDirectory(reason: "vck-migrate rewrites the Swift files in place")]
            ),
            dependencies: [.target(name: "vck-migrate")]
        ),
        .testTarget(name: "UIKitMigrationTests", dependencies: ["UIKitMigration"], exclude: ["Fixtures"]),
        .testTarget(
            name: "LayoutSolverTests",
            dependencies: ["LayoutSolver"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "UIKitTests", dependencies: ["UIKit", "UIKitTesting", "RenderTree"],
            // The font reference script and its JSON output are read by path, not bundled.
            exclude: ["Text/Fixtures"],
            // An asset catalogue and a loose image, found as an app's bundle finds them.
            resources: [.copy("Graphics/Fixtures"), .copy("Storyboards/StoryboardFixtures")]
        ),
        .testTarget(
            name: "StoryboardFormatTests", dependencies: ["StoryboardFormat", "LayoutSolver"],
            // The corpus is read by path (#filePath), not bundled.
            exclude: ["Corpus"]
        ),
        .testTarget(name: "RenderTreeTests", dependencies: ["RenderTree"]),
        .testTarget(
            name: "UIKitWebTests",
            dependencies: [
                "UIKitWeb", "UIKitTesting", "CatalogScreens",
            ]
        ),
        .testTarget(name: "UIKitContractTests", dependencies: ["_UIKitTestSupport", "UIKitTesting"]),
        .testTarget(
            name: "UIKitTestingTests", dependencies: ["UIKitTesting", "CatalogScreens", "RenderTree"], exclude: ["Snapshots"]),
    ]
)
