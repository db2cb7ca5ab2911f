import Foundation

/// Haptic feedback. There is no Taptic Engine off Apple hardware: the generators accept
/// every call and do nothing, saying so once per runtime through the diagnostics channel.
@preconcurrency @MainActor
open class UIFeedbackGenerator {
    public init() {}

    /// Readies the engine to cut latency; nothing to ready here.
    open func prepare() {}

    func reportUnsupported(_ api: String) {
        ViewControllerKit.Runtime.current.diagnostics.unsupported(api, "there is no haptic engine off Apple hardware")
    }
}

/// Impacts: physical collisions of UI elements.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }

    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    public override convenience init() { self.init(style: .medium) }

    open func impactOccurred() { reportUnsupported("UIImpactFeedbackGenerator.impactOccurred()") }
    open func impactOccurred(intensity: CGFloat) { impactOccurred() }
}

/// Selection changes (a picker's wheel).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() { reportUnsupported("UISelectionFeedbackGenerator.selectionChanged()") }
}

/// Outcomes of tasks: success, warning, error.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Sendable { case success, warning, error }

    open func notificationOccurred(_ notificationType: FeedbackType) {
        reportUnsupported("UINotificationFeedbackGenerator.notificationOccurred(_:)")
    }
}
