import Foundation

extension CGFloat {
    /// `12` rather than `12.0`, `0.5` as is: the form UIKit's descriptions use.
    package var clean: String {
        if self == rounded(), Swift.abs(self) < 1e15 { return String(Int(self)) }
        return String(Double(self))
    }
}

// The one geometry format of dumps, traces, narration and error messages: UIKit's
// description forms, as `recursiveDescription` and UIKit's object descriptions print them.
// Package-wide, not public: they are the project's formatting, not UIKit API.

extension CGRect {
    /// UIKit's description form: `(0 0; 390 844)`.
    package var uikitDescription: String {
        "(\(origin.x.clean) \(origin.y.clean); \(size.width.clean) \(size.height.clean))"
    }
}

extension CGSize {
    /// `{390, 844}`
    package var uikitDescription: String { "{\(width.clean), \(height.clean)}" }
}

extension CGPoint {
    /// `{20, 120}`
    package var uikitDescription: String { "{\(x.clean), \(y.clean)}" }
}
