// swift-tools-version:6.2
// Benchmarks, kept out of the main build in this nested package.
//   solver-bench       the workloads of ../shared/bench/WORKLOADS.md, timed like the kiwi
//                      reference harness (run through solver-vs-kiwi.sh)
//   containment-bench  containment and appearance cost versus unrelated tree size
//   storyboard-bench   parse + model of every corpus storyboard, and the full load (every
//                      scene instantiated, every view loaded) of the largest (run through
//                      storyboard-vs-expat.sh, against Python's xml.etree)
//   animation-bench    100 / 1 000 / 10 000 concurrent view animations stepped at 120 Hz
//   render-bench       render-tree diff bytes per frame versus screen size, and the
//                      server-side time per frame (layout + display + diff + JSON)
//   table-bench        table scrolling cost and cells created versus row count
//   compositional-bench  a 10,000-item compositional grid's layout pass and scroll step,
//                      against 100 items and a flow layout measured in the same run
// Build: swift build -c release --package-path Benchmarks
import PackageDescription

let package = Package(
    name: "Benchmarks",
    dependencies: [
        // Named explicitly: a path dependency's identity would otherwise be its folder's
        // name, which differs between checkouts.
        .package(name: "ViewControllerKit", path: ".."),
    ],
    targets: [
        // The clock, unit and median the UIKit benchmarks share (solver-bench keeps kiwi's).
        .target(name: "BenchmarkTiming"),
        .executableTarget(
            name: "solver-bench",
            dependencies: [.product(name: "LayoutSolver", package: "ViewControllerKit")],
            swiftSettings: [.unsafeFlags(["-cross-module-optimization"])]
        ),
        .executableTarget(
            name: "storyboard-bench",
            dependencies: [
                .product(name: "StoryboardFormat", package: "ViewControllerKit"),
                .product(name: "UIKitHeadless", package: "ViewControllerKit"),
            ],
            swiftSettings: [.unsafeFlags(["-cross-module-optimization"])]
        ),
        .executableTarget(
            name: "containment-bench",
            dependencies: ["BenchmarkTiming", .product(name: "UIKitHeadless", package: "ViewControllerKit")]
        ),
        .executableTarget(
            name: "animation-bench",
            dependencies: ["BenchmarkTiming", .product(name: "UIKitHeadless", package: "ViewControllerKit")]
        ),
        .executableTarget(
            name: "render-bench",
            dependencies: [
                "BenchmarkTiming",
                .product(name: "UIKitHeadless", package: "ViewControllerKit"),
                .product(name: "RenderTree", package: "ViewControllerKit"),
            ]
        ),
        .executableTarget(
            name: "table-bench",
            dependencies: ["BenchmarkTiming", .product(name: "UIKitHeadless", package: "ViewControllerKit")]
        ),
        .executableTarget(
            name: "compositional-bench",
            dependencies: ["BenchmarkTiming", .product(name: "UIKitHeadless", package: "ViewControllerKit")]
        ),
    ]
)
