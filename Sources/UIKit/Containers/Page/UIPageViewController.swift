import Foundation

/// Pages through content controllers one (or, with a mid spine, two) at a time
/// (UIKIT-SEMANTICS 9.1–9.4). The machinery is in `UIPageViewController+Transition`.
///
/// The displayed pages are children. `setViewControllers` swaps them with a transition on
/// the shared engine (``TransitionPerformer``) that drives the old and new pages explicitly,
/// moves them on the clock when animated (scroll: sliding; page curl: folding on the spine)
/// and finishes (``PageTiming/duration`` animated, the next run-loop turn
/// otherwise), in the order of 9.4 for the transition style. A pan on the page view
/// controller's view turns pages through the ``dataSource`` (9.2); only those turns are
/// reported to the ``delegate``. When idle, only the displayed pages' views are in the
/// hierarchy, so automatic forwarding carries the page view controller's own appearance
/// to them (container first, 3.5).
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    public enum TransitionStyle: Int, Sendable {
        case pageCurl = 0
        case scroll = 1
    }

    public enum NavigationOrientation: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    public enum NavigationDirection: Int, Sendable {
        case forward = 0
        case reverse = 1
    }

    public enum SpineLocation: Int, Sendable {
        case none = 0
        case min = 1
        case mid = 2
        case max = 3
    }

    /// Keys of the `options` dictionary of ``init(transitionStyle:navigationOrientation:options:)``.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A ``SpineLocation`` (or its raw value); page-curl style only.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// Points between pages; scroll style only.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    // MARK: Configuration

    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    /// `.min` by default for page curl (or the `spineLocation` option); always `.none` for scroll.
    public private(set) var spineLocation: SpineLocation
    /// Stored only: pages are single-sided here (see DifferencesFromIOS).
    open var isDoubleSided = false
    /// The `interPageSpacing` option (scroll style; 0 otherwise).
    let interPageSpacing: CGFloat

    /// Asked for the neighbouring pages when a gesture turns the page; nil disables the
    /// gestures (9.2). Weak, as on iOS.
    public weak var dataSource: UIPageViewControllerDataSource? {
        didSet {
            panGestureRecognizer.isEnabled = dataSource != nil
            updatePageIndicator()
        }
    }

    /// Told about gesture-driven turns. Weak, as on iOS.
    public weak var delegate: UIPageViewControllerDelegate?

    // MARK: Stored state

    var pages: [UIViewController] = []
    /// The pages whose views are installed in the page view controller's view.
    var displayedPages: [UIViewController] = []
    /// The running `setViewControllers` transition, on the shared engine.
    var activeTransition: TransitionPerformer?
    var interactiveTurn: InteractivePageTurn?
    /// Set by the data source's default `presentationCount`/`presentationIndex`.
    var optionalMethodAnsweredByDefault = false
    let panGestureRecognizer = UIPanGestureRecognizer()
    /// The dots under the pages (9.3); hidden unless shown by ``updatePageIndicator()``.
    let pageIndicator = PageIndicatorView(frame: .zero)

    /// Whether the page indicator is shown (9.3).
    var showsPageIndicator: Bool { !pageIndicator.isHidden }

    // MARK: Initialisers

    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        spineLocation = style == .scroll ? .none : (Self.spine(from: options?[.spineLocation]) ?? .min)
        interPageSpacing = style == .scroll ? (Self.number(from: options?[.interPageSpacing]) ?? 0) : 0
        super.init(nibName: nil, bundle: nil)
        configure()
    }

    /// Page curl, horizontal, spine at the left: UIKit's defaults for an archived controller.
    public required init?(coder: NSCoder) {
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        spineLocation = .min
        interPageSpacing = 0
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        panGestureRecognizer.isEnabled = false
        panGestureRecognizer.addAction { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.handlePan(pan)
        }
        pageIndicator.isHidden = true
    }

    private static func spine(from value: Any?) -> SpineLocation? {
        switch value {
        case let spine as SpineLocation: spine
        case let raw as Int: SpineLocation(rawValue: raw)
        case let number as NSNumber: SpineLocation(rawValue: number.intValue)
        default: nil
        }
    }

    private static func number(from value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: v
        case let v as Double: CGFloat(v)
        case let v as Int: CGFloat(v)
        case let v as NSNumber: CGFloat(v.doubleValue)
        default: nil
        }
    }

    // MARK: Pages

    /// The displayed page(s) (9.1).
    open var viewControllers: [UIViewController]? { pages }

    /// The gesture recognizers that turn pages: the pan on the page view controller's view.
    open var gestureRecognizers: [UIGestureRecognizer] { [panGestureRecognizer] }

    /// Displays `viewControllers` (9.1): new pages become children; when on screen the old
    /// page disappears and the new one appears in the order of 9.4, and `completion(true)`
    /// runs after the did-callbacks (``PageTiming/duration`` later when animated, on the
    /// next run-loop turn otherwise). Raises when the count does not match the spine (two
    /// pages for `.mid`, one otherwise), changing nothing. `direction` decides which side
    /// the new page comes from (forward: the trailing side; a curl turns the old page over). A gesture-driven turn under way is cancelled at once.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection,
                                 animated: Bool, completion: ((Bool) -> Void)? = nil) {
        let newPages = viewControllers ?? []
        let required = spineLocation == .mid ? 2 : 1
        guard newPages.count == required else {
            runtimeInUse.diagnostics.raise(
                .invalidArgumentException,
                "The number of view controllers provided (\(newPages.count)) doesn't match the number required (\(required)) for the requested transition")
            return
        }
        changePages(to: newPages, direction: direction, animated: animated, completion: completion)
    }

    // MARK: Overrides

    open override func loadView() {
        let container = PageContainerView(frame: runtimeInUse.screen.bounds)
        container.pageViewController = self
        container.addSubview(pageIndicator)
        container.addGestureRecognizer(panGestureRecognizer)
        view = container
    }

    /// Installs the pages' views (loading them) before the pages are told they appear.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        installPagesIfNeeded()
        updatePageIndicator()
    }

    /// Settles a running transition first, so the pages that disappear with the page view
    /// controller have completed their own (2.1 stays balanced).
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        settleInteractiveTurnAtOnce()
        finishActiveTransition()
    }
}
