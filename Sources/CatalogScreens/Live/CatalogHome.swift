import UIKitHeadless

/// The catalog as an app a person drives in the browser host (`swift run catalog`): a
/// navigation controller whose first screen lists what to try, each button labelled and
/// given an accessibility identifier (`home.push`, `level1.push`, …) for browser tests.
///
/// - Navigation: push level after level, swipe back from the left edge (seed 001,
///   interactive transitions; seed 003, navigation controllers).
/// - Present: a page sheet with a Done button (seed 001, presenting and dismissing).
/// - Text field: type with the computer's keyboard into a field whose delegate is the
///   screen (seed 003, control flow and delegation).
/// - Misuse: pushes a controller already on the stack, so UIKit raises (the page shows the
///   exception and the app goes on; UIKIT-SEMANTICS 4.10).
public enum CatalogHome {
    /// A fresh app: called once per browser tab.
    @MainActor
    public static func make() -> UIViewController {
        UINavigationController(rootViewController: CatalogMenuViewController())
    }
}

/// A screen of buttons, one under the other, below a line saying which seed section the
/// screen illustrates.
@MainActor
public class CatalogButtonsViewController: UIViewController {
    let seed: String
    private var buttons: [(String, String, () -> Void)] = []

    init(title: String, seed: String) {
        self.seed = seed
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not used by the catalog") }

    func addButton(_ title: String, identifier: String, action: @escaping () -> Void) {
        buttons.append((title, identifier, action))
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let note = UILabel()
        note.text = seed
        note.font = .preferredFont(forTextStyle: .footnote)
        // Follows the device bar's text size (Dynamic Type).
        note.adjustsFontForContentSizeCategory = true
        note.textColor = .secondaryLabel
        note.numberOfLines = 0
        note.frame = CGRect(x: 20, y: 110, width: 340, height: 40)
        note.accessibilityIdentifier = "seed"
        view.addSubview(note)
        for (index, (title, identifier, action)) in buttons.enumerated() {
            let button = UIButton(type: .system, primaryAction: UIAction(title: title) { _ in action() })
            button.accessibilityIdentifier = identifier
            button.frame = CGRect(x: 20, y: 170 + CGFloat(index) * 56, width: 300, height: 44)
            view.addSubview(button)
        }
    }
}

/// The first screen.
@MainActor
final class CatalogMenuViewController: CatalogButtonsViewController {
    init() {
        super.init(title: "Catalog", seed: "seed 003: a navigation controller's root screen")
        addButton("Navigation", identifier: "home.push") { [unowned self] in
            navigationController?.pushViewController(CatalogLevelViewController(level: 1), animated: true)
        }
        addButton("Present a sheet", identifier: "home.present") { [unowned self] in
            present(CatalogSheetViewController(), animated: true)
        }
        addButton("Misuse: push a controller twice", identifier: "home.misuse") { [unowned self] in
            // Pushing a controller already on the stack: UIKit raises, the stack is unchanged.
            navigationController?.pushViewController(self, animated: true)
        }
        addButton("Text field", identifier: "home.textfield") { [unowned self] in
            navigationController?.pushViewController(CatalogTextFieldViewController(), animated: true)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used by the catalog") }
}

/// Level N of a navigation stack: pushes level N + 1; swipe back from the left edge pops.
@MainActor
final class CatalogLevelViewController: CatalogButtonsViewController {
    init(level: Int) {
        super.init(title: "Level \(level)", seed: "seed 001: swipe from the left edge to go back (interactive pop)")
        addButton("Push Level \(level + 1)", identifier: "level\(level).push") { [unowned self] in
            navigationController?.pushViewController(CatalogLevelViewController(level: level + 1), animated: true)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used by the catalog") }
}

/// A page sheet with a Done button.
@MainActor
final class CatalogSheetViewController: CatalogButtonsViewController {
    init() {
        super.init(title: "Sheet", seed: "seed 001: presented as a page sheet; Done dismisses it")
        addButton("Done", identifier: "sheet.done") { [unowned self] in
            presentingViewController?.dismiss(animated: true)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used by the catalog") }
}
