// Swift Testing declares a cross-import overlay named `_Testing_UIKit` for any file that
// imports both `Testing` and `UIKit` (on Apple platforms it adds image attachments).
// On Linux the toolchain ships no such module, so a test importing both would fail to
// compile with "no such module '_Testing_UIKit'". This empty module, part of the UIKit
// product, satisfies the lookup.
@_exported import Testing
