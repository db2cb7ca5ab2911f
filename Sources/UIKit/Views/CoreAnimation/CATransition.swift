import Foundation

/// A transition of a layer's content (`layer.add(transition, forKey: kCATransition)`):
/// ``type`` `.fade`, `.push`, `.moveIn` or `.reveal`, from the side ``subtype`` names.
///
/// Not drawn here: the new content shows at once (said once when one is added). Its
/// timing and delegate run as any animation's, so completion code still runs on time.
open class CATransition: CAAnimation {
    public var type: CATransitionType = .fade
    public var subtype: CATransitionSubtype?
    /// Stored; the transition is not drawn.
    public var startProgress: Float = 0
    /// Stored; the transition is not drawn.
    public var endProgress: Float = 1

    public override init() { super.init() }
}

/// The key a transition is usually added under.
public let kCATransition = "transition"

public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fade = CATransitionType(rawValue: "fade")
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    public static let push = CATransitionType(rawValue: "push")
    public static let reveal = CATransitionType(rawValue: "reveal")
}

public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}
