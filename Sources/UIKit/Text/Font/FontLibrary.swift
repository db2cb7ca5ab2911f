import Foundation
import Synchronization

extension ViewControllerKit {
    /// Where font files are found, and the cache of the ones read.
    ///
    /// A ViewControllerKit addition (iOS has no equivalent). The system font (DejaVu Sans) is
    /// compiled in and never read from here, so measuring text needs no font installed. Files
    /// are read for `UIFont(name:size:)` with names other than the system faces', and are what
    /// renderers draw glyphs with (from the Debian package `fonts-dejavu-core`), so
    /// ``validate()`` lets a renderer fail fast when they are missing.
    ///
    /// The directories searched are, in order: the `VCK_FONT_DIR` environment variable (a
    /// colon-separated list; when set, *only* those directories are searched, so a wrong
    /// setting is an error rather than a silent fallback), else ``standardDirectories``.
    /// A host can also install its own library with ``shared``.
    ///
    /// ```swift
    /// FontLibrary.shared = FontLibrary(directories: ["/opt/app/fonts"])
    /// try FontLibrary.shared.validate()   // fail fast at startup instead of at first label
    /// ```
    public final class FontLibrary: Sendable {
        /// The directories searched for font files, in order.
        public let directories: [String]
        private let cache = Mutex<[String: ViewControllerKit.TrueTypeFont]>([:])

        public init(directories: [String]) {
            self.directories = directories
        }

        /// Debian's and other distributions' usual homes for DejaVu.
        public static let standardDirectories = [
            "/usr/share/fonts/truetype/dejavu",
            "/usr/share/fonts/dejavu",
            "/usr/share/fonts/TTF",
            "/usr/share/fonts/truetype",
            "/usr/local/share/fonts",
        ]

        /// `VCK_FONT_DIR`'s directories when the variable is set, else ``standardDirectories``.
        public static var defaultDirectories: [String] {
            if let configured = ProcessInfo.processInfo.environment["VCK_FONT_DIR"], !configured.isEmpty {
                return configured.split(separator: ":").map(String.init)
            }
            return standardDirectories
        }

        private static let installed = Mutex<ViewControllerKit.FontLibrary?>(nil)

        /// The library ``UIFont`` reads from; created from ``defaultDirectories`` on first use.
        public static var shared: ViewControllerKit.FontLibrary {
            get {
                installed.withLock { library in
                    if let library { return library }
                    let created = ViewControllerKit.FontLibrary(directories: defaultDirectories)
                    library = created
                    return created
                }
            }
            set { installed.withLock { $0 = newValue } }
        }

        /// Reads (once, then from the cache) the font file named `fileName`, e.g. `DejaVuSans.ttf`.
        public func font(fileName: String) throws -> ViewControllerKit.TrueTypeFont {
            if let cached = cache.withLock({ $0[fileName] }) { return cached }
            guard let path = path(of: fileName) else {
                throw ViewControllerKit.FontError.fontNotFound(fileName: fileName, searchedDirectories: directories)
            }
            let data: Data
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: path))
            } catch {
                throw ViewControllerKit.FontError.unreadable(path: path, reason: error.localizedDescription)
            }
            let font = try ViewControllerKit.TrueTypeFont(data: data)
            cache.withLock { $0[fileName] = font }
            return font
        }

        /// The full path of `fileName` in the first directory holding it.
        public func path(of fileName: String) -> String? {
            let manager = FileManager.default
            for directory in directories {
                let path = (directory as NSString).appendingPathComponent(fileName)
                if manager.isReadableFile(atPath: path) { return path }
            }
            return nil
        }

        /// Throws when the system font's files, which renderers draw glyphs with, are missing
        /// or unreadable, so a host that draws can fail at startup. Measurement never needs them.
        public func validate() throws {
            for face in SystemFontFace.allCases { _ = try font(fileName: face.fileName) }
        }
    }
}
