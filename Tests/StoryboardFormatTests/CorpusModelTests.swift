import Foundation
import StoryboardFormat
import Testing

/// The typed model accounts for everything the corpus files say: its constraints, guides,
/// variations, outlets, actions and segues add up to the files' element counts, and every
/// view element in the corpus decodes as a view with a UIKit class.
@Suite struct CorpusModelTests {
    /// Element counts of the source tree.
    private func census(_ element: Element) -> [String: Int] {
        var counts: [String: Int] = [:]
        element.forEachDescendant { counts[$0.name, default: 0] += 1 }
        return counts
    }

    @Test(arguments: Corpus.fileNames)
    func theTypedModelAccountsForEveryElement(_ name: String) throws {
        let document = try Corpus.document(name)
        let counts = census(document.source)
        var objects: [IBObject] = []
        for scene in document.scenes {
            if let controller = scene.controller { objects.append(controller) }
            objects += scene.otherObjects
        }
        var all: [IBObject] = []
        for object in objects { object.forEachObject { all.append($0) } }
        #expect(all.reduce(0) { $0 + $1.constraints.count } == counts["constraint"] ?? 0)
        #expect(all.reduce(0) { $0 + $1.layoutGuides.count } == (counts["viewLayoutGuide"] ?? 0) + (counts["viewControllerLayoutGuide"] ?? 0))
        let constraintVariations = all.reduce(0) { $0 + $1.constraints.reduce(0) { $0 + $1.variations.count } }
        #expect(all.reduce(0) { $0 + $1.variations.count } + constraintVariations == counts["variation"] ?? 0)
        var outlets = 0, actions = 0, segues = 0
        for object in all {
            for connection in object.connections {
                switch connection {
                case .outlet, .outletCollection: outlets += 1
                case .action: actions += 1
                case .segue: segues += 1
                }
            }
        }
        #expect(outlets == (counts["outlet"] ?? 0) + (counts["outletCollection"] ?? 0))
        #expect(actions == counts["action"] ?? 0)
        #expect(segues == document.segues.count)
        #expect(all.filter { $0.element == "tableViewCell" }.count == counts["tableViewCell"] ?? 0)
        #expect(all.filter { $0.frame != nil }.count == document.source.countOf("rect", key: "frame"))
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
    }

    @Test func everyViewKindInTheCorpusDecodes() throws {
        var classes: [String: String] = [:]
        for name in Corpus.fileNames {
            for scene in try Corpus.document(name).scenes {
                scene.controller?.forEachObject { object in
                    if object.category == .view, object.customClass == nil { classes[object.element] = object.className }
                }
            }
        }
        #expect(classes == [
            "activityIndicatorView": "UIActivityIndicatorView", "button": "UIButton",
            "collectionReusableView": "UICollectionReusableView", "collectionView": "UICollectionView",
            "collectionViewCell": "UICollectionViewCell", "containerView": "UIView", "glkView": "GLKView",
            "imageView": "UIImageView", "label": "UILabel", "navigationBar": "UINavigationBar",
            "pickerView": "UIPickerView", "refreshControl": "UIRefreshControl", "scrollView": "UIScrollView",
            "searchBar": "UISearchBar", "segmentedControl": "UISegmentedControl", "slider": "UISlider",
            "stackView": "UIStackView", "stepper": "UIStepper", "switch": "UISwitch", "tabBar": "UITabBar",
            "tableView": "UITableView", "tableViewCell": "UITableViewCell",
            "tableViewCellContentView": "UITableViewCellContentView", "textField": "UITextField",
            "textView": "UITextView", "toolbar": "UIToolbar", "view": "UIView", "webView": "UIWebView",
        ])
    }
}

extension Element {
    /// How many elements named `name` with `key` the subtree has.
    func countOf(_ name: String, key: String) -> Int {
        var count = 0
        forEachDescendant { if $0.name == name && $0["key"] == key { count += 1 } }
        return count
    }
}
