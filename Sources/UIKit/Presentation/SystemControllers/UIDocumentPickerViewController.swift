import Foundation

/// How a document picker hands over documents (the iOS 11–13 initialisers' modes).
public enum UIDocumentPickerMode: UInt, Sendable {
    case `import`, open, exportToService, moveToService
}

/// The system document browser. There are no document providers here: a picker that is
/// presented takes its cancel path once it has appeared, as when the user taps Cancel on
/// iOS — it warns through the diagnostics channel, dismisses itself, then calls the
/// delegate's `documentPickerWasCancelled(_:)`.
///
/// `init(forOpeningContentTypes:asCopy:)` takes `UTType`s from UniformTypeIdentifiers,
/// which Linux does not have; the type-identifier form `init(documentTypes:in:)` is here.
@preconcurrency @MainActor
open class UIDocumentPickerViewController: UIViewController {
    open weak var delegate: UIDocumentPickerDelegate?
    /// The mode it was created for.
    public let documentPickerMode: UIDocumentPickerMode
    /// The type identifiers it offers (`"public.pdf"`, …).
    public let documentTypes: [String]
    /// The documents to export or move (the exporting initialisers).
    public let exportedURLs: [URL]
    open var allowsMultipleSelection = false
    open var shouldShowFileExtensions = false
    /// The folder the picker starts in.
    open var directoryURL: URL?
    private var tookCancelPath = false

    /// A picker for documents of `allowedUTIs`, handed over as `mode` says.
    public init(documentTypes allowedUTIs: [String], in mode: UIDocumentPickerMode) {
        documentPickerMode = mode
        documentTypes = allowedUTIs
        exportedURLs = []
        super.init(nibName: nil, bundle: nil)
    }

    /// A picker exporting or moving the document at `url`.
    public convenience init(url: URL, in mode: UIDocumentPickerMode) {
        self.init(urls: [url], in: mode)
    }

    /// A picker exporting or moving the documents at `urls`.
    public init(urls: [URL], in mode: UIDocumentPickerMode) {
        documentPickerMode = mode
        documentTypes = []
        exportedURLs = urls
        super.init(nibName: nil, bundle: nil)
    }

    /// A picker exporting (or, with `asCopy` false, moving) the documents at `urls` (iOS 14).
    public convenience init(forExporting urls: [URL], asCopy: Bool = false) {
        self.init(urls: urls, in: asCopy ? .exportToService : .moveToService)
    }

    public required init?(coder: NSCoder) {
        documentPickerMode = .import
        documentTypes = []
        exportedURLs = []
        super.init(coder: coder)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        takeUnavailableCancelPath("UIDocumentPickerViewController", "there are no document providers; the picker cancels",
                                  taken: &tookCancelPath) {
            dismiss(animated: true) { [weak self] in
                guard let self else { return }
                self.delegate?.documentPickerWasCancelled(self)
            }
        }
    }
}

/// What a document picker tells its delegate.
@preconcurrency @MainActor
public protocol UIDocumentPickerDelegate: AnyObject {
    /// The user picked documents (never called here: there is nothing to pick).
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    /// The user cancelled; called after a presented picker dismissed itself.
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
    /// The single-document form of iOS 8–10 (never called here).
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL)
}

extension UIDocumentPickerDelegate {
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL) {}
}
