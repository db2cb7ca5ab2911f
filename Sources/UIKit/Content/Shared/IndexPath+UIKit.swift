import Foundation

// UIKit's table and collection accessors on Foundation's IndexPath.
extension IndexPath {
    /// A table view's row path: `[section, row]`.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// A collection view's item path: `[section, item]`.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// The first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
    /// The second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
    /// The second index (collection views' name for it).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
