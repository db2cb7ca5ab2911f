import Foundation

/// A method name as Objective-C writes it (`unwindToHome:`). Linux has no Objective-C runtime,
/// so a selector here is only a name: storyboards name actions and unwind actions with it, and
/// `ViewControllerKit.InterfaceBuilder` maps it to the closure an app registers.
/// `Selector("unwindToHome:")` compiles unchanged on iOS; `#selector` does not exist here.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { self.name = value }
    public var description: String { name }
}
