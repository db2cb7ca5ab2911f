import Foundation

/// Animations run together in the group's time: each member begins at its `beginTime`
/// after the group begins, with its own duration (the group's when it has none), clipped
/// to the group's duration, not scaled to it.
///
/// The group's delegate hears the start and stop; the members' delegates and
/// `isRemovedOnCompletion` are ignored, as on iOS.
open class CAAnimationGroup: CAAnimation {
    public var animations: [CAAnimation]?

    public override init() { super.init() }
}
