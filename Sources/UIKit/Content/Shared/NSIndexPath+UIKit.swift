import Foundation

// UIKit's table and collection accessors on Foundation's NSIndexPath, for code written
// in the Objective-C era (`(indexPath as NSIndexPath).row`, `NSIndexPath(row:section:)`).
extension NSIndexPath {
    /// A table view's row path: `[section, row]`.
    public convenience init(row: Int, section: Int) { self.init(indexes: [section, row], length: 2) }
    /// A collection view's item path: `[section, item]`.
    public convenience init(item: Int, section: Int) { self.init(indexes: [section, item], length: 2) }
    /// The first index.
    public var section: Int { index(atPosition: 0) }
    /// The second index.
    public var row: Int { index(atPosition: 1) }
    /// The second index (collection views' name for it).
    public var item: Int { index(atPosition: 1) }
}
