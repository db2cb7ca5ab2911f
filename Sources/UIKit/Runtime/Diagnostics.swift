import Foundation
import Logging

extension ViewControllerKit {
    /// One message UIKit would print or raise: a console warning or a programming-error exception.
    public struct Diagnostic: Equatable, Sendable, CustomStringConvertible {
        public enum Kind: Equatable, Sendable {
            /// UIKit logs the message and carries on.
            case warning
            /// UIKit raises an Objective-C exception (`NSInvalidArgumentException`, ...).
            case exception(NSExceptionName)
        }

        public let kind: Kind
        public let message: String

        public init(kind: Kind, message: String) {
            self.kind = kind
            self.message = message
        }

        public var isException: Bool { if case .exception = kind { true } else { false } }

        public var description: String {
            switch kind {
            case .warning: return message
            case .exception(let name):
                return "*** Terminating app due to uncaught exception '\(name.rawValue)', reason: '\(message)'"
            }
        }
    }
}

extension ViewControllerKit {
    /// The single channel for UIKit's console warnings and programming-error exceptions.
    ///
    /// With no handler installed, warnings are logged (through swift-log) and exceptions
    /// trap, as an uncaught exception ends an iOS app. A host or a test installs
    /// `handler`; then every diagnostic reaches it, and the call that raised an
    /// exception returns having changed nothing — the caller checks the
    /// precondition first and returns after reporting.
    ///
    /// ```swift
    /// runtime.diagnostics.handler = { received.append($0) }
    /// nav.pushViewController(nav, animated: false)   // reported, stack unchanged
    /// ```
    @preconcurrency @MainActor
    public final class Diagnostics {
        /// Receives every diagnostic while set; exceptions then do not trap.
        public var handler: ((ViewControllerKit.Diagnostic) -> Void)?
        /// APIs already reported by ``unsupported(_:_:)``.
        var reportedUnsupported: Set<String> = []
        private let logger = Logger(label: "UIKit")

        public init() {}

        /// Reports a console warning (UIKit's `NSLog` output).
        public func warn(_ message: String) {
            let diagnostic = ViewControllerKit.Diagnostic(kind: .warning, message: message)
            if let handler { handler(diagnostic) } else { logger.warning("\(message)") }
        }

        /// Reports a programming-error exception. Traps unless a handler is installed;
        /// returns normally when one is, and the caller must then leave state unchanged.
        public func raise(_ name: NSExceptionName, _ reason: String) {
            let diagnostic = ViewControllerKit.Diagnostic(kind: .exception(name), message: reason)
            guard let handler else { fatalError(diagnostic.description) }
            handler(diagnostic)
        }
    }
}

extension NSExceptionName {
    // swift-corelibs-foundation declares the type but not Foundation's standard names.
    public static let invalidArgumentException = NSExceptionName("NSInvalidArgumentException")
    public static let internalInconsistencyException = NSExceptionName("NSInternalInconsistencyException")
    public static let rangeException = NSExceptionName("NSRangeException")
    public static let genericException = NSExceptionName("NSGenericException")
}
