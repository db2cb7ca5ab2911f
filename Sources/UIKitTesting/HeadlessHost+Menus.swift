import UIKitHeadless

extension HeadlessHost {
    /// Presses and holds at `point` (window coordinates) for `duration` seconds on the
    /// clock, then lifts: a context menu opens where a `UIContextMenuInteraction`, a table
    /// row or a collection item offers one (UIKit's long press takes 0.5 s).
    public func longPress(at point: CGPoint, duration: TimeInterval = 0.6, fileID: String = #fileID,
                          filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        let touch = touchDown(at: point, fileID: fileID, filePath: filePath, line: line, column: column)
        advance(by: duration, fileID: fileID, filePath: filePath, line: line, column: column)
        touchUp(touch, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Presses and holds the centre of `view` (see ``longPress(at:duration:fileID:filePath:line:column:)``);
    /// throws when that centre would not hit the view.
    public func longPress(_ view: UIView, duration: TimeInterval = 0.6, fileID: String = #fileID,
                          filePath: String = #filePath, line: Int = #line, column: Int = #column) throws {
        longPress(at: try hittableCentre(of: view), duration: duration, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The menu shown over the host's window (a context menu or a button's menu), or nil.
    public var presentedMenu: UIMenu? { ViewControllerKit.MenuPresenter.presentedMenu(in: window) }

    /// The titles of the presented menu's rows, in order.
    public var presentedMenuItemTitles: [String] { ViewControllerKit.MenuPresenter.visibleItemTitles(in: window) }

    /// Taps the presented menu's row titled `title`: an action dismisses the menu and runs;
    /// a submenu shows its children. Throws when no such row is shown.
    public func tapMenuItem(_ title: String, fileID: String = #fileID, filePath: String = #filePath,
                            line: Int = #line, column: Int = #column) throws {
        guard let row = ViewControllerKit.MenuPresenter.itemView(titled: title, in: window) else {
            throw TouchSynthesisError.notFound(query: "menu item \"\(title)\" (shown: \(presentedMenuItemTitles))")
        }
        try tap(row, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
