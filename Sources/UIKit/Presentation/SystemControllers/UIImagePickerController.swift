import Foundation

/// The system photo picker and camera. There are neither here: every source type is
/// unavailable (`isSourceTypeAvailable(_:)` answers false, as on a device without one), and
/// a picker that is presented anyway takes its cancel path once it has appeared — it warns
/// through the diagnostics channel and calls the delegate's
/// `imagePickerControllerDidCancel(_:)`, whose default implementation dismisses the picker.
@preconcurrency @MainActor
open class UIImagePickerController: UINavigationController {
    /// Where pictures come from.
    public enum SourceType: Int, Sendable {
        case photoLibrary, camera, savedPhotosAlbum
    }

    /// The keys of the dictionary a delegate receives with picked media.
    public struct InfoKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
    }

    public var sourceType: SourceType = .photoLibrary
    public var allowsEditing = false
    public var mediaTypes: [String] = ["public.image"]
    private var tookCancelPath = false

    /// False for every source type: there is no photo library or camera here.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { false }

    /// The media types a source offers: none here.
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? { nil }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        takeUnavailableCancelPath("UIImagePickerController", "there is no photo library or camera; the picker cancels",
                                  taken: &tookCancelPath) {
            if let delegate = delegate as? UIImagePickerControllerDelegate {
                delegate.imagePickerControllerDidCancel(self)
            } else {
                dismiss(animated: true)
            }
        }
    }
}

/// What a picker tells its delegate (which is also its `UINavigationControllerDelegate`).
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
    /// The user picked media (never called here: there is nothing to pick).
    func imagePickerController(_ picker: UIImagePickerController,
                               didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// The user cancelled; called once a presented picker has appeared. The default
    /// dismisses the picker, as UIKit does when the delegate does not implement it.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController,
                                      didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismiss(animated: true)
    }
}
