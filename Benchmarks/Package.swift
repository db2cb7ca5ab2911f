// swift-tools-version:6.2
// Benchmarks, kept out of the main build in this nested package.
//   solver-bench       the workloads of ../shared/bench/WORKLOADS.md, timed like the kiwi
//                      reference harness (run through solver-vs-kiwi.sh)
//   containment-bench  containment and appearance cost versus unrelated tree size
//   table-bench        table scrolling cost and cells created versus row count
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
        .executableTarget(
            name: "solver-bench",
            dependencies: [.product(name: "LayoutSolver", package: "ViewControllerKit")],
            swiftSettings: [.unsafeFlags(["-cross-module-optimization"])]
        ),
        .executableTarget(
            name: "containment-bench",
            dependencies: [.product(name: "UIKitHeadless", package: "ViewControllerKit")]
        ),
        .executableTarget(
            name: "table-bench",
            dependencies: [.product(name: "UIKitHeadless", package: "ViewControllerKit")]
        ),
    ]
)
