import Foundation
import Synchronization

/// An image: its size and scale, and where it came from.
///
/// Pixel data is out of scope until a renderer needs it; view-controller code
/// mostly reads `size`, and image views size themselves from it.
public final class UIImage: Sendable, CustomStringConvertible {
    public let size: CGSize
    public let scale: CGFloat
    /// The name it was created with (`UIImage(named:)`, `UIImage(systemName:)`), for renderers and dumps.
    public let name: String?

    public init(size: CGSize, scale: CGFloat = 1, name: String? = nil) {
        self.size = size; self.scale = scale; self.name = name
    }

    /// A named image. With no asset catalogue on Linux, images are registered in code
    /// (`UIImage.register(name:size:)`); an unknown name gives nil, as on iOS.
    public convenience init?(named name: String) {
        guard let size = UIImage.registered.withLock({ $0[name] }) else { return nil }
        self.init(size: size, scale: 1, name: name)
    }

    /// An SF Symbol. Symbols are drawn by renderers from the name; their size is the
    /// body-text symbol size (a square the height of the body font's cap height region).
    public convenience init?(systemName: String) {
        self.init(size: CGSize(width: 20, height: 20), scale: 1, name: "symbol:" + systemName)
    }

    /// Registers a named image's size: the Linux stand-in for an asset catalogue.
    public static func register(name: String, size: CGSize) {
        registered.withLock { $0[name] = size }
    }

    private static let registered = Mutex<[String: CGSize]>([:])

    public var description: String { "<UIImage \(name ?? "") \(size.uikitDescription)>" }
}

