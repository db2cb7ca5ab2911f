import Foundation

// NSObject's `self()` method, which iOS code reaches without knowing it: inside a non-lazy
// stored property initializer of a view, controller, gesture recognizer or bar item the
// instance does not exist yet, so a bare `self` there is this method (type
// `(Owner) -> () -> Owner`, with Swift's warning "'self' refers to the method …"), not the
// instance. iOS code passes it as a target all the time:
//
//     let button: UIButton = {
//         let button = UIButton()
//         button.addTarget(self, action: #selector(tapped), for: .touchUpInside)
//         return button
//     }()
//
// Declaring it here makes such code compile as it does on iOS; the target–action overloads
// that take it (TargetAction+NSObjectSelf.swift) behave as iOS does with that target. Inside
// methods, closures and lazy initializers `self` is still the instance (the implicit `self`
// parameter is found before any member).

extension UIResponder {
    /// NSObject's `self()`: returns the receiver. Code calls it only by accident (a bare
    /// `self` in a stored property initializer; see the overloads taking it).
    public nonisolated func `self`() -> Self { self }
}

extension UIGestureRecognizer {
    /// NSObject's `self()`: returns the receiver (see `UIResponder.self()`).
    public nonisolated func `self`() -> Self { self }
}

extension UIBarButtonItem {
    /// NSObject's `self()` (UIBarItem's on iOS): returns the receiver (see `UIResponder.self()`).
    public nonisolated func `self`() -> Self { self }
}
