// swift-tools-version:6.2
// Solver benchmarks: the workloads of ../shared/bench/WORKLOADS.md, timed like the kiwi
// reference harness. A nested package so the main build never compiles it.
// Run: swift build -c release && .build/release/solver-bench [--quick] [--only NAME...]
import PackageDescription

let package = Package(
    name: "Benchmarks",
    dependencies: [
        .package(name: "ViewControllerKit", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "solver-bench",
            dependencies: [.product(name: "LayoutSolver", package: "ViewControllerKit")],
            swiftSettings: [.unsafeFlags(["-cross-module-optimization"])]
        ),
    ]
)
