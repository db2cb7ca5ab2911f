import Testing
@testable import UIKit
import UIKitTesting

extension TabFixture {
    /// Seven tabs: on an iPhone the last three overflow into More.
    static let seven = ["A", "B", "C", "D", "E", "F", "G"]

    /// The More navigation controller's root: the list of the overflow tabs.
    var moreList: UIMoreListController {
        (tabBarController.moreNavigationController.viewControllers.first as? UIMoreListController)!
    }
}
