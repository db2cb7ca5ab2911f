import Foundation

/// An image (or file) in attributed text, the value of the `.attachment` attribute; its
/// place in the string is the object replacement character (U+FFFC). Kept and read back;
/// labels here draw the text around it and leave the image out (``AttributedTextSupport``).
open class NSTextAttachment: NSObject {
    /// The character that stands for an attachment in the string.
    public static let character = 0xFFFC

    open var image: UIImage?
    /// Where the image sits on the line: origin at the baseline, y up (zero: the image's size).
    open var bounds: CGRect = .zero
    open var contents: Data?
    open var fileType: String?

    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        super.init()
    }

    public convenience override init() { self.init(data: nil, ofType: nil) }

    /// An attachment showing `image` (iOS 13).
    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        self.image = image
    }
}

extension NSAttributedString {
    /// A one-character string (U+FFFC) carrying `attachment`.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: String(Character(Unicode.Scalar(UInt32(NSTextAttachment.character))!)),
                  attributes: [.attachment: attachment])
    }
}
