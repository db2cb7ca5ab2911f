// swift-tools-version:6.2
// Benchmarks, kept out of the main build: `swift run -c release --package-path Benchmarks <name>`.
import Foundation
import PackageDescription

// A path dependency's identity is its folder's name, which differs between checkouts
// (a CI clone may not be called "ViewControllerKit"), so derive it.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let rootPackage = root.lastPathComponent.lowercased()

let package = Package(
    name: "Benchmarks",
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(
            name: "containment-bench",
            dependencies: [.product(name: "UIKitTesting", package: rootPackage)]
        ),
    ]
)
