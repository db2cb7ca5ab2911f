import UIKitHeadless

extension HeadlessHost {
    /// Taps the view with accessibility identifier `identifier` (a text field or text view,
    /// which then takes the keyboard) and types `text` into it. The keystrokes themselves
    /// (``HeadlessHost/type(_:fileID:filePath:line:column:)``, `tapReturn()`,
    /// `tapDelete(count:)`) live in `UIKitHeadless`, where the browser host uses them too.
    public func type(_ text: String, into identifier: String, fileID: String = #fileID, filePath: String = #filePath,
                     line: Int = #line, column: Int = #column) throws {
        try tap(identifier: identifier, fileID: fileID, filePath: filePath, line: line, column: column)
        try type(text, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
