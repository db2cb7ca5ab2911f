import Foundation

extension CGFloat {
    /// `12` rather than `12.0`, `0.5` as is: the form UIKit's descriptions use.
    var clean: String {
        if self == rounded(), Swift.abs(self) < 1e15 { return String(Int(self)) }
        return String(Double(self))
    }
}

extension CGRect {
    /// UIKit's description form: `(0 0; 390 844)`.
    var uikitDescription: String {
        "(\(origin.x.clean) \(origin.y.clean); \(size.width.clean) \(size.height.clean))"
    }
}

extension CGSize {
    var uikitDescription: String { "{\(width.clean), \(height.clean)}" }
}

extension CGPoint {
    var uikitDescription: String { "{\(x.clean), \(y.clean)}" }
}
