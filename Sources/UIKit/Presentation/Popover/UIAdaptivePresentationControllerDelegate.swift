import Foundation

/// What a presentation controller asks and tells its delegate: how to adapt to a compact
/// environment (UIKIT-SEMANTICS 6.10) and the dismissal by the user (a tap outside a
/// popover, a pull on a sheet: see `SheetPullGesture` for the sheet's order).
///
/// Order around a popover dismissed by a tap outside:
/// `presentationControllerShouldDismiss` → `popoverPresentationControllerShouldDismissPopover`
/// → `presentationControllerWillDismiss` → the dismissal → `presentationControllerDidDismiss`
/// → `popoverPresentationControllerDidDismissPopover`. A dismissal by code sends none.
///
/// Order when a popover adapts (presented in a compact width, or its width becoming
/// compact while it is up): `adaptivePresentationStyle(for:traitCollection:)` →
/// `presentationController(_:viewControllerForAdaptivePresentationStyle:)` →
/// `presentationController(_:prepare:)` (a sheet only) →
/// `presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)`.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// Asked when a popover or a sheet is presented in a horizontally compact environment:
    /// `.fullScreen`/`.overFullScreen` present it that way; for a popover `.none` keeps the
    /// popover and any other answer (the default `.automatic`) shows it as a sheet; a sheet
    /// stays a sheet for any other answer (6.10).
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// The pre-iOS 8.3 form, asked when the one above is not implemented.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// Asked once the style is adapted: a controller to show in its place in `style` (a
    /// navigation controller around the presented one, typically); nil keeps the presented
    /// controller. See `AdaptiveReplacement`.
    func presentationController(_ controller: UIPresentationController,
                                viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController?
    /// Sent when a popover adapts to a sheet (iOS 15), after the two questions above and
    /// before `willPresentWithAdaptiveStyle`, with the popover's
    /// `adaptiveSheetPresentationController`: the last moment to set its detents, grabber
    /// and the rest before it is shown. Not sent for an adaptation to full screen, nor when
    /// the popover stays a popover (6.10).
    func presentationController(_ presentationController: UIPresentationController,
                                prepare adaptivePresentationController: UIPresentationController)
    /// Sent as the presentation begins with the style it adapted to (`.none`: not adapted).
    func presentationController(_ presentationController: UIPresentationController,
                                willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: UIViewControllerTransitionCoordinator?)
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController,
                                          traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .automatic }
    public func presentationController(_ controller: UIPresentationController,
                                       viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? { nil }
    public func presentationController(_ presentationController: UIPresentationController,
                                       prepare adaptivePresentationController: UIPresentationController) {}
    public func presentationController(_ presentationController: UIPresentationController,
                                       willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                       transitionCoordinator: UIViewControllerTransitionCoordinator?) {}
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// A popover's delegate: UIKit's popover-specific calls on top of the adaptive ones.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// Sent just before the popover is placed; the last moment to give it a source.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
    /// Sent when the container changes size (a rotation) while the popover stays a popover
    /// pointing at a view: the delegate may change the rect (in the view's coordinates) and
    /// the view it points at; the popover is then placed again (frame and arrow), alongside
    /// the size change.
    func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                       willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
                                       in view: AutoreleasingUnsafeMutablePointer<UIView>)
}

/// Objective-C's autoreleasing out-parameter, as UIKit's Swift signatures spell it; Swift on
/// Linux has no Objective-C runtime, so it is a plain mutable pointer (`&view` works the same).
public typealias AutoreleasingUnsafeMutablePointer<Pointee> = UnsafeMutablePointer<Pointee>

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController) -> Bool { true }
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                              willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
                                              in view: AutoreleasingUnsafeMutablePointer<UIView>) {}
}

/// Which sides of a popover its arrow may be on (the arrow points at the source).
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The arrow on the popover's top edge: the popover is below its source.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// What a popover can point at: a view or a bar button item.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerSourceItem: AnyObject {}

extension UIView: UIPopoverPresentationControllerSourceItem {}
extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}
