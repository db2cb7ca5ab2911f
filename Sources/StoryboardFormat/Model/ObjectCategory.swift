/// The broad kind of an ``IBObject``, decided from its element name.
public enum ObjectCategory: String, Sendable, Hashable {
    /// A view controller of any kind (`viewController`, `navigationController`,
    /// `hostingController`, `avPlayerViewController`, …).
    case controller
    /// A storyboard reference (`viewControllerPlaceholder`).
    case storyboardReference
    /// `<placeholder>` (File's Owner, First Responder) and `<exit>`.
    case placeholder
    /// A view of any kind, including cells, bars and unknown view elements.
    case view
    /// `navigationItem`, `tabBarItem`, `barButtonItem`.
    case barItem
    case gestureRecognizer
    /// A table view section (static cells).
    case section
    /// A collection view layout object.
    case layout
    /// `<customObject>`, and elements with an id the loader does not know.
    case object

    /// UIKit's class for a controller or view element without `customClass`.
    static let defaultClasses: [String: String] = [
        "viewController": "UIViewController", "tableViewController": "UITableViewController",
        "collectionViewController": "UICollectionViewController",
        "navigationController": "UINavigationController", "tabBarController": "UITabBarController",
        "splitViewController": "UISplitViewController", "pageViewController": "UIPageViewController",
        "hostingController": "UIHostingController", "avPlayerViewController": "AVPlayerViewController",
        "glkViewController": "GLKViewController", "viewControllerPlaceholder": "",
        "view": "UIView", "label": "UILabel", "button": "UIButton", "imageView": "UIImageView",
        "textField": "UITextField", "textView": "UITextView", "switch": "UISwitch",
        "slider": "UISlider", "stepper": "UIStepper", "segmentedControl": "UISegmentedControl",
        "stackView": "UIStackView", "scrollView": "UIScrollView", "tableView": "UITableView",
        "tableViewCell": "UITableViewCell", "tableViewCellContentView": "UITableViewCellContentView",
        "collectionView": "UICollectionView", "collectionViewCell": "UICollectionViewCell",
        "collectionReusableView": "UICollectionReusableView", "navigationBar": "UINavigationBar",
        "toolbar": "UIToolbar", "tabBar": "UITabBar", "containerView": "UIView",
        "activityIndicatorView": "UIActivityIndicatorView", "visualEffectView": "UIVisualEffectView",
        "searchBar": "UISearchBar", "pickerView": "UIPickerView", "datePicker": "UIDatePicker",
        "pageControl": "UIPageControl", "progressView": "UIProgressView", "webView": "UIWebView",
        "wkWebView": "WKWebView", "mapView": "MKMapView", "glkView": "GLKView",
        "navigationItem": "UINavigationItem", "tabBarItem": "UITabBarItem",
        "barButtonItem": "UIBarButtonItem", "tapGestureRecognizer": "UITapGestureRecognizer",
        "pinchGestureRecognizer": "UIPinchGestureRecognizer",
        "panGestureRecognizer": "UIPanGestureRecognizer",
        "swipeGestureRecognizer": "UISwipeGestureRecognizer",
        "rotationGestureRecognizer": "UIRotationGestureRecognizer",
        "longPressGestureRecognizer": "UILongPressGestureRecognizer",
        "screenEdgePanGestureRecognizer": "UIScreenEdgePanGestureRecognizer",
        "collectionViewFlowLayout": "UICollectionViewFlowLayout",
        "refreshControl": "UIRefreshControl", "searchDisplayController": "UISearchDisplayController",
    ]

    /// View elements of Interface Builder's iOS library whose class follows the naming rule
    /// (not reported as unknown).
    static let otherKnownViews: Set<String> = [
        "arscnView", "arskView", "sceneKitView", "skView", "mtkView", "containerView", "datePicker",
        "segmentedControl", "visualEffectView", "textField", "window", "adBannerView", "searchToken",
    ]

    /// UIKit's class for `element` when no `customClass` is given: the table above, else `UI`
    /// followed by the element name capitalised (IB's naming rule); nil for a storyboard
    /// reference and placeholders.
    public static func defaultClass(forElement element: String) -> String? {
        if let known = defaultClasses[element] { return known.isEmpty ? nil : known }
        if element == "placeholder" || element == "exit" || element.isEmpty { return nil }
        return "UI" + element.prefix(1).uppercased() + element.dropFirst()
    }

    /// Classifies an element that carries an `id` (and is not a connection, constraint,
    /// layout guide or other value element).
    static func of(element name: String) -> ObjectCategory {
        switch name {
        case "viewControllerPlaceholder": return .storyboardReference
        case "placeholder", "exit": return .placeholder
        case "navigationItem", "tabBarItem", "barButtonItem": return .barItem
        case "tableViewSection": return .section
        case "customObject": return .object
        case "searchDisplayController": return .object
        default: break
        }
        if name.hasSuffix("GestureRecognizer") { return .gestureRecognizer }
        if name.hasSuffix("Layout") { return .layout }
        if name.hasSuffix("Controller") { return .controller }
        return .view
    }
}
