import UIKitHeadless

extension HeadlessHost {
    /// The controller shown as a sheet on top of the host window's presentation chain, if
    /// the top-most presentation is a sheet — a popover adapted to a sheet included.
    public var presentedSheetController: UIViewController? {
        var top = window.rootViewController
        while let next = top?.presentedViewController { top = next }
        // Presented first: reading `sheetPresentationController` of an unpresented root would make one.
        guard let top, top.presentingViewController != nil else { return nil }
        if top.sheetPresentationController != nil { return top }
        let adaptedStyle = top.popoverPresentationController?.presentationStyle
        return adaptedStyle == .formSheet || adaptedStyle == .pageSheet ? top : nil
    }

    /// Pulls the top-most sheet by `distance` points (positive: down, negative: up) with one
    /// synthesized finger, starting 20 points below the sheet's top edge, halfway across —
    /// where its grabber is. The moves are spread evenly over `duration`, so the release
    /// velocity is `distance / duration`: a short slow pull is cancelled, a long or fast one
    /// dismisses (or, between detents, settles on the nearest one). Time moves on the
    /// clock during the pull; call `runUntilIdle()` for the rest of the animation.
    ///
    /// Throws ``TouchSynthesisError/notFound(query:)`` when no sheet is presented.
    ///
    /// ```swift
    /// root.present(editor, animated: true)
    /// host.runUntilIdle()
    /// try host.pullSheet(by: 500)          // past half: dismisses
    /// host.runUntilIdle()
    /// ```
    public func pullSheet(by distance: CGFloat, duration: TimeInterval = 0.5, steps: Int = 10,
                          fileID: String = #fileID, filePath: String = #filePath,
                          line: Int = #line, column: Int = #column) throws {
        guard let sheet = presentedSheetController, let view = sheet.viewIfLoaded, view.window === window else {
            throw TouchSynthesisError.notFound(query: "presented sheet")
        }
        let frame = view.convert(view.bounds, to: window)
        let start = CGPoint(x: frame.midX, y: frame.minY + 20)
        swipe(from: start, to: CGPoint(x: start.x, y: start.y + distance), duration: duration, steps: steps,
              fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
