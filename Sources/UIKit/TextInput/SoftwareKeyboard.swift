import Foundation

extension ViewControllerKit {
    /// The simulated software keyboard of a runtime: a system piece with a frame on the
    /// screen, sliding in and out on the host's clock, posting UIKit's keyboard
    /// notifications and moving every `keyboardLayoutGuide`.
    ///
    /// ```
    ///            text input begins editing           0.25 s
    ///   hidden ─────────────────────────► showing ──────────► shown
    ///     ▲  ◄───────────────────────────── │ ◄── (another input takes over:
    ///     │        0.25 s        hiding ◄───┴──── willShow again)
    ///     └──────────────────────┘   ▲  the last input ends editing
    /// ```
    /// Each move posts, at once, `keyboardWillChangeFrame` (when the frame changes) then
    /// `keyboardWillShow`/`WillHide`, lays out the windows inside a 0.25-second animation
    /// so constraints to the keyboard guides animate with it, and 0.25 s later
    /// `keyboardDidChangeFrame` then `keyboardDidShow`/`DidHide`. A move that interrupts
    /// another drops the interrupted move's "did" notifications.
    ///
    /// The keyboard is as tall as the device's standard keyboard with its suggestion bar
    /// (``standardHeight(for:)``) or the input's `inputView`, plus its `inputAccessoryView`,
    /// and spans the screen's width at its bottom edge. Reach it as
    /// `runtime.softwareKeyboard`. Not UIKit API: on iOS the keyboard is another process.
    @preconcurrency @MainActor
    public final class SoftwareKeyboard {
        public enum Phase: Sendable, Equatable { case hidden, showing, shown, hiding }

        /// UIKit's keyboard animation: 0.25 s on its private curve (raw value 7).
        public static let animationDuration: TimeInterval = 0.25
        public static let animationCurveRawValue = 7

        public private(set) var phase: Phase = .hidden
        /// The frame, in screen coordinates, the keyboard has or is moving to; below the
        /// screen's bottom edge while hidden.
        public private(set) var frame: CGRect
        /// The responder the keyboard types into (the first responder that asked for it).
        public private(set) weak var input: UIResponder?
        /// The shown accessory view (the input's `inputAccessoryView`), in the input's window.
        public private(set) var accessoryView: UIView?

        /// Whether the keyboard is on screen or sliding in.
        public var isVisible: Bool { phase == .showing || phase == .shown }

        private unowned let runtime: ViewControllerKit.Runtime
        private var pendingTimer: Int?
        private var transferDepth = 0
        private var guides: [WeakKeyboardGuide] = []

        init(runtime: ViewControllerKit.Runtime) {
            self.runtime = runtime
            frame = .zero
            frame = offscreenFrame(height: Self.standardHeight(for: runtime.screen))
        }

        /// The keyboard's height with its suggestion bar on `screen` in its orientation.
        /// Measured values of iOS 16/17 devices, rounded: 336/209 points on an iPhone with a
        /// home indicator (portrait/landscape), 260/200 on one with a home button, 320/405 on
        /// an iPad. Approximations: see DifferencesFromIOS "Text input".
        public static func standardHeight(for screen: UIScreen) -> CGFloat {
            let landscape = screen.interfaceOrientation.isLandscape
            if screen.profile.idiom == .pad { return landscape ? 405 : 320 }
            let homeIndicator = screen.profile.portrait.deviceSafeAreaInsets.bottom > 0
            switch (homeIndicator, landscape) {
            case (true, false): return 336
            case (true, true): return 209
            case (false, false): return 260
            case (false, true): return 200
            }
        }

        // MARK: Inputs beginning and ending

        /// Brackets a first-responder change from one input to another, so the outgoing
        /// input's end does not hide the keyboard the incoming one keeps.
        func beginTransfer() { transferDepth += 1 }
        func endTransfer() {
            transferDepth -= 1
            if transferDepth == 0, isVisible, input?.isFirstResponder != true { hide() }
        }

        /// Called when `responder` became first responder and wants the keyboard.
        func inputDidBegin(_ responder: UIResponder) {
            input = responder
            var height = responder.inputView.map(Self.height(of:)) ?? Self.standardHeight(for: runtime.screen)
            let accessory = responder.inputAccessoryView
            if let accessory { height += Self.height(of: accessory) }
            if accessoryView !== accessory { accessoryView?.removeFromSuperview() }
            accessoryView = accessory
            move(to: onscreenFrame(height: height), phase: .showing, settled: .shown,
                 will: UIResponder.keyboardWillShowNotification, did: UIResponder.keyboardDidShowNotification)
        }

        /// Called when `responder` stopped being first responder.
        func inputDidEnd(_ responder: UIResponder) {
            guard input === responder, transferDepth == 0, isVisible else { return }
            hide()
        }

        private func hide() {
            input = nil
            move(to: offscreenFrame(height: frame.height), phase: .hiding, settled: .hidden,
                 will: UIResponder.keyboardWillHideNotification, did: UIResponder.keyboardDidHideNotification)
        }

        // MARK: Moving

        private func move(to end: CGRect, phase moving: Phase, settled: Phase, will: Notification.Name, did: Notification.Name) {
            if let pendingTimer { runtime.runLoop.cancelTimer(pendingTimer) }
            let begin = frame
            let changes = begin != end
            frame = end
            phase = moving
            let info = userInfo(begin: begin, end: end)
            let center = NotificationCenter.default
            if changes { center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: runtime.screen, userInfo: info) }
            center.post(name: will, object: runtime.screen, userInfo: info)
            moveGuidesAndAccessory()
            pendingTimer = runtime.runLoop.schedule(after: Self.animationDuration) { [weak self] in
                guard let self else { return }
                pendingTimer = nil
                phase = settled
                if settled == .hidden { accessoryView?.removeFromSuperview(); accessoryView = nil }
                if changes { center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: runtime.screen, userInfo: info) }
                center.post(name: did, object: runtime.screen, userInfo: info)
            }
        }

        private func userInfo(begin: CGRect, end: CGRect) -> [AnyHashable: Any] {
            [UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
             UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
             UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: Self.animationDuration),
             UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: Self.animationCurveRawValue),
             UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true)]
        }

        /// Gives every keyboard guide the new frame and lays the windows out inside the
        /// keyboard's animation, so frames constrained to the guides slide with it.
        private func moveGuidesAndAccessory() {
            guides.removeAll { $0.guide?.owningView == nil }
            let shown = isVisible ? frame : nil
            for guide in guides.compactMap(\.guide) {
                guide.keyboardFrameInScreen = shown
                guide.owningView?.refreshSystemGuideRows()
                guide.owningView?.setNeedsLayout()
            }
            let windows = runtime.allWindows.filter { $0.screen === runtime.screen }
            if isVisible, let accessoryView, let window = (input as? UIView)?.window ?? windows.first {
                if accessoryView.superview !== window {
                    window.addSubview(accessoryView)
                    accessoryView.frame = accessoryFrame(for: accessoryView, keyboardTop: offscreenFrame(height: 0).minY, in: window)
                }
            }
            UIView.animate(withDuration: Self.animationDuration) { [self] in
                if let accessoryView, let window = accessoryView.window {
                    accessoryView.frame = accessoryFrame(for: accessoryView, keyboardTop: frame.minY, in: window)
                }
                windows.forEach { $0.layoutIfNeeded() }
            }
        }

        private func accessoryFrame(for view: UIView, keyboardTop: CGFloat, in window: UIWindow) -> CGRect {
            CGRect(x: -window.frame.minX, y: keyboardTop - window.frame.minY, width: runtime.screen.bounds.width, height: Self.height(of: view))
        }

        /// Follows `guide` from now on.
        func register(_ guide: UIKeyboardLayoutGuide) {
            guides.append(WeakKeyboardGuide(guide: guide))
            guide.keyboardFrameInScreen = isVisible ? frame : nil
        }

        private func onscreenFrame(height: CGFloat) -> CGRect {
            let screen = runtime.screen.bounds
            return CGRect(x: 0, y: screen.maxY - height, width: screen.width, height: height)
        }

        private func offscreenFrame(height: CGFloat) -> CGRect {
            let screen = runtime.screen.bounds
            return CGRect(x: 0, y: screen.maxY, width: screen.width, height: height)
        }

        private static func height(of view: UIView) -> CGFloat {
            if view.bounds.height > 0 { return view.bounds.height }
            let intrinsic = view.intrinsicContentSize.height
            return intrinsic > 0 ? intrinsic : 0
        }
    }
}

private struct WeakKeyboardGuide {
    weak var guide: UIKeyboardLayoutGuide?
}

extension ViewControllerKit.Runtime {
    /// The runtime's simulated software keyboard, made on first use.
    public var softwareKeyboard: ViewControllerKit.SoftwareKeyboard {
        if let keyboard = softwareKeyboardSlot as? ViewControllerKit.SoftwareKeyboard { return keyboard }
        let keyboard = ViewControllerKit.SoftwareKeyboard(runtime: self)
        softwareKeyboardSlot = keyboard
        return keyboard
    }
}
