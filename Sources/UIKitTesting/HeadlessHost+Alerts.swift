import UIKitHeadless

extension HeadlessHost {
    /// The alert or action sheet on top of the host window's presentation chain, if any.
    public var presentedAlertController: UIAlertController? {
        var top = window.rootViewController
        while let next = top?.presentedViewController { top = next }
        return top as? UIAlertController
    }

    /// Taps the button of the presented alert's action titled `title` with a synthesized
    /// touch, as a user would: the alert dismisses and, once the dismissal has finished on
    /// the clock (`host.runUntilIdle()`), the action's handler runs.
    ///
    /// Throws ``TouchSynthesisError/notFound(query:)`` when no alert is presented or it has
    /// no visible button with that title (a popover action sheet shows no cancel button),
    /// and the usual hit-test errors when the button cannot be touched.
    ///
    /// ```swift
    /// let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
    /// alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in deleted = true })
    /// root.present(alert, animated: true)
    /// host.runUntilIdle()
    /// try host.tapAlertAction("Delete")
    /// host.runUntilIdle()   // deleted == true
    /// ```
    public func tapAlertAction(_ title: String, fileID: String = #fileID, filePath: String = #filePath,
                               line: Int = #line, column: Int = #column) throws {
        guard let alert = presentedAlertController, let alertView = alert.viewIfLoaded,
              let button = Self.control(titled: title, in: alertView) else {
            throw TouchSynthesisError.notFound(query: "alert action \"\(title)\"")
        }
        try tap(button, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    private static func control(titled title: String, in view: UIView) -> UIControl? {
        if let control = view as? UIControl, control.accessibilityLabel == title, !control.isHidden { return control }
        for subview in view.subviews {
            if let found = control(titled: title, in: subview) { return found }
        }
        return nil
    }
}
