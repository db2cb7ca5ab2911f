import Foundation

extension ViewControllerKit {
    /// Why a font could not be found or read.
    ///
    /// Font files come from outside the program, so bad data is an error to report, never a
    /// crash. A missing font is never papered over with a fallback: every measurement would
    /// silently disagree with what the renderers draw.
    public enum FontError: Error, Equatable, Sendable, CustomStringConvertible {
        /// No file named `fileName` in any of `searchedDirectories`.
        case fontNotFound(fileName: String, searchedDirectories: [String])
        /// The file exists but could not be read.
        case unreadable(path: String, reason: String)
        /// A table the reader needs is absent.
        case missingTable(String)
        /// The data is not a well-formed TrueType font.
        case malformed(table: String, reason: String)

        public var description: String {
            switch self {
            case let .fontNotFound(fileName, directories):
                return "UIKit: font file \(fileName) not found (searched: \(directories.joined(separator: ", "))). "
                    + "Install the Debian package fonts-dejavu-core (apt-get install fonts-dejavu-core) "
                    + "or point the VCK_FONT_DIR environment variable at a directory holding the DejaVu fonts."
            case let .unreadable(path, reason):
                return "UIKit: cannot read font file \(path): \(reason)"
            case let .missingTable(tag):
                return "UIKit: malformed font: required table '\(tag)' is missing"
            case let .malformed(table, reason):
                return "UIKit: malformed font: table '\(table)': \(reason)"
            }
        }
    }
}
