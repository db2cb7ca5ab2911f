import Foundation
import StoryboardFormat

/// The UIKit class each Interface Builder element becomes, and the resolution of a
/// `customClass` against it.
///
/// An element whose class does not exist here yet (a date picker, a map view)
/// loads as the nearest base (`UIView`, `UIViewController`) with a diagnostic. When
/// the class arrives, adding it is one line in ``viewClasses`` or ``controllerClasses``.
@MainActor
enum InterfaceBuilderClasses {
    static let viewClasses: [String: UIView.Type] = [
        "view": UIView.self, "containerView": UIView.self, "label": UILabel.self,
        "button": UIButton.self, "imageView": UIImageView.self, "stackView": UIStackView.self,
        "navigationBar": UINavigationBar.self, "toolbar": UIToolbar.self, "tabBar": UITabBar.self,
        "window": UIWindow.self, "switch": UISwitch.self, "slider": UISlider.self,
        "segmentedControl": UISegmentedControl.self, "stepper": UIStepper.self, "pageControl": UIPageControl.self,
        "activityIndicatorView": UIActivityIndicatorView.self, "progressView": UIProgressView.self,
        "scrollView": UIScrollView.self, "tableView": UITableView.self, "collectionView": UICollectionView.self,
        "tableViewCell": UITableViewCell.self, "collectionViewCell": UICollectionViewCell.self,
        "collectionReusableView": UICollectionReusableView.self,
        "textField": UITextField.self, "textView": UITextView.self,
    ]

    static let controllerClasses: [String: UIViewController.Type] = [
        "viewController": UIViewController.self, "navigationController": UINavigationController.self,
        "tabBarController": UITabBarController.self, "splitViewController": UISplitViewController.self,
        "pageViewController": UIPageViewController.self, "tableViewController": UITableViewController.self,
        "collectionViewController": UICollectionViewController.self,
    ]

    /// The class to instantiate for `object`: its custom class when that is found and
    /// derives from the element's base class, else the base class, reporting why.
    static func resolve<Base>(
        _ object: IBObject, base table: [String: Base.Type], fallback: Base.Type, context: LoadContext
    ) -> Base.Type {
        var base = table[object.element]
        if base == nil {
            let uikitName = ObjectCategory.defaultClass(forElement: object.element) ?? object.element
            context.warn("\(uikitName) (<\(object.element)>, line \(object.line)) is not available yet; loaded as \(fallback)")
            base = fallback
        }
        guard let customClass = object.customClass, !customClass.isEmpty else { return base! }
        let module = object.customModuleProvider == "target" ? nil : object.customModule
        guard let found = ViewControllerKit.InterfaceBuilder.lookUpClass(
            named: customClass, module: module, extraModules: context.moduleNames)
        else {
            // UIKit's own console message for a class the runtime cannot find.
            context.warn("Unknown class \(customClass) in Interface Builder file.")
            return base!
        }
        guard let typed = found as? Base.Type else {
            context.warn("Class \(customClass) of <\(object.element)> (line \(object.line)) is not a \(fallback); loaded as \(base!)")
            return base!
        }
        return typed
    }
}
