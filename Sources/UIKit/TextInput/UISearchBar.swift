import Foundation

/// What a search bar asks and tells. Every method has a default (the `should` ones answer
/// true). The calls come from its search field's editing, in the field's order
/// (``UITextFieldDelegate``): should begin, did begin, then per keystroke
/// `searchBar(_:shouldChangeTextIn:replacementText:)` and `searchBar(_:textDidChange:)`;
/// the keyboard's Search key calls `searchBarSearchButtonClicked` (the bar keeps editing,
/// as on iOS: dismiss the keyboard yourself).
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}

/// What a search bar tells the controller that manages it (a `UISearchController`), after
/// its own ``UISearchBarDelegate`` has been told: the hook through which the text-input
/// layer reaches the presentation layer above it.
@MainActor
protocol SearchBarHosting: AnyObject {
    /// The search field began editing (after `searchBarTextDidBeginEditing`).
    func searchBarDidBeginEditing(_ searchBar: UISearchBar)
    /// The user changed the text (after `searchBar(_:textDidChange:)`).
    func searchBarTextDidChange(_ searchBar: UISearchBar)
    /// The Cancel button was tapped (after `searchBarCancelButtonClicked`).
    func searchBarCancelButtonTapped(_ searchBar: UISearchBar)
}

/// The text field inside a search bar (rounded, "Search" return key).
@preconcurrency @MainActor
open class UISearchTextField: UITextField {}

/// A search field with an optional Cancel button, 56 points tall.
///
/// Typing goes to ``searchTextField`` (a `UISearchTextField`); the bar relays the field's
/// editing to its ``delegate`` (see ``UISearchBarDelegate``). The field is 36 points tall,
/// inset 8 points at the sides and centred; the Cancel button, when shown, takes the right
/// end (8 points from the edge) and the field ends 8 points before it.
///
/// ```swift
/// let search = UISearchBar()
/// search.placeholder = "Search"
/// search.showsCancelButton = true
/// search.delegate = self
/// ```
///
/// Differs from iOS: no scope bar, bookmark or results-list buttons, tokens or prompt
/// line (`prompt` is stored); the magnifying glass is not drawn; the first responder is the
/// search field, so ask `searchTextField.isFirstResponder`; `searchBarStyle` and
/// `barTintColor` are stored only; setting `text` from code tells the delegate nothing.
@preconcurrency @MainActor
open class UISearchBar: UIView, UITextInputTraits {
    public enum Style: Int, Sendable { case `default`, prominent, minimal }

    /// The bar's standard height.
    static let height: CGFloat = 56
    static let fieldHeight: CGFloat = 36
    static let margin: CGFloat = 8

    public let searchTextField = UISearchTextField()
    let cancelButton = UIButton(type: .system)
    private lazy var bridge = SearchFieldBridge(searchBar: self)

    open weak var delegate: (any UISearchBarDelegate)?
    /// The search controller owning this bar, told after the delegate.
    weak var host: (any SearchBarHosting)?
    open var prompt: String?
    open var searchBarStyle: Style = .default
    open var barTintColor: UIColor?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        searchTextField.borderStyle = .roundedRect
        searchTextField.backgroundColor = .tertiarySystemFill
        searchTextField.layer.borderWidth = 0
        searchTextField.layer.cornerRadius = 10
        searchTextField.returnKeyType = .search
        searchTextField.clearButtonMode = .whileEditing
        searchTextField.placeholder = "Search"
        searchTextField.delegate = bridge
        searchTextField.addAction(UIAction { [unowned self] _ in
            delegate?.searchBar(self, textDidChange: searchTextField.text ?? "")
            host?.searchBarTextDidChange(self)
        }, for: .editingChanged)
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.accessibilityLabel = "Cancel"
        cancelButton.isHidden = true
        cancelButton.addAction(UIAction { [unowned self] _ in
            delegate?.searchBarCancelButtonClicked(self)
            host?.searchBarCancelButtonTapped(self)
        }, for: .touchUpInside)
        addSubview(cancelButton)
    }

    /// The search text (never nil when read).
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// The grey text shown while the field is empty (default "Search").
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// Whether the Cancel button shows.
    open var showsCancelButton = false {
        didSet {
            cancelButton.isHidden = !showsCancelButton
            setNeedsLayout()
        }
    }

    /// Shows or hides the Cancel button (without animation here).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.height) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.height) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        var fieldMaxX = bounds.maxX - Self.margin
        if showsCancelButton {
            let width = max(cancelButton.intrinsicContentSize.width, 0)
            cancelButton.frame = CGRect(x: bounds.maxX - Self.margin - width, y: bounds.midY - 22, width: width, height: 44)
            fieldMaxX = cancelButton.frame.minX - Self.margin
        }
        searchTextField.frame = CGRect(x: bounds.minX + Self.margin, y: bounds.midY - Self.fieldHeight / 2,
                                       width: max(0, fieldMaxX - bounds.minX - Self.margin), height: Self.fieldHeight)
    }

    // MARK: First responder: the search field's

    open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }
    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }
    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    // MARK: UITextInputTraits (the search field's)

    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType } set { searchTextField.autocapitalizationType = newValue }
    }
    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType } set { searchTextField.autocorrectionType = newValue }
    }
    open var spellCheckingType: UITextSpellCheckingType {
        get { searchTextField.spellCheckingType } set { searchTextField.spellCheckingType = newValue }
    }
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType } set { searchTextField.keyboardType = newValue }
    }
    open var keyboardAppearance: UIKeyboardAppearance {
        get { searchTextField.keyboardAppearance } set { searchTextField.keyboardAppearance = newValue }
    }
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType } set { searchTextField.returnKeyType = newValue }
    }
    open var enablesReturnKeyAutomatically: Bool {
        get { searchTextField.enablesReturnKeyAutomatically } set { searchTextField.enablesReturnKeyAutomatically = newValue }
    }
    open var isSecureTextEntry: Bool {
        get { searchTextField.isSecureTextEntry } set { searchTextField.isSecureTextEntry = newValue }
    }
    open var textContentType: UITextContentType! {
        get { searchTextField.textContentType } set { searchTextField.textContentType = newValue }
    }
}

/// Relays the search field's delegate calls to the search bar's delegate.
@MainActor
private final class SearchFieldBridge: UITextFieldDelegate {
    unowned let searchBar: UISearchBar
    init(searchBar: UISearchBar) { self.searchBar = searchBar }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        searchBar.delegate?.searchBarShouldBeginEditing(searchBar) ?? true
    }
    func textFieldDidBeginEditing(_ textField: UITextField) {
        searchBar.delegate?.searchBarTextDidBeginEditing(searchBar)
        searchBar.host?.searchBarDidBeginEditing(searchBar)
    }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        searchBar.delegate?.searchBarShouldEndEditing(searchBar) ?? true
    }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        searchBar.delegate?.searchBarTextDidEndEditing(searchBar)
    }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        searchBar.delegate?.searchBar(searchBar, shouldChangeTextIn: range, replacementText: string) ?? true
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        searchBar.delegate?.searchBarSearchButtonClicked(searchBar)
        return true
    }
}
