import Foundation

// contentLayoutGuide and frameLayoutGuide: Auto Layout's view of the content area and of
// the scroll view's own frame.
extension UIScrollView {
    /// The content area: its origin is the content's (0, 0) and its size is the content
    /// size. Constraints that size it (subviews pinned to all four edges) set `contentSize`
    /// on the layout pass; where they leave it free it follows `contentSize`.
    ///
    /// ```swift
    /// stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor)
    /// stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor)
    /// ```
    public var contentLayoutGuide: UILayoutGuide {
        if let guide = storedContentLayoutGuide { return guide }
        let guide = UILayoutGuide(kind: .content, identifier: "UIScrollView-contentLayoutGuide", owningView: self)
        guide.sizeHint = contentSize
        storedContentLayoutGuide = guide
        return guide
    }

    /// The scroll view's untranslated frame, `(0, 0)` and its bounds size, whatever the
    /// content offset: constrain content to it to match the visible width or height.
    public var frameLayoutGuide: UILayoutGuide {
        if let guide = storedFrameLayoutGuide { return guide }
        let guide = UILayoutGuide(kind: .untranslatedBounds, identifier: "UIScrollView-frameLayoutGuide", owningView: self)
        storedFrameLayoutGuide = guide
        return guide
    }

    /// After Auto Layout ran: the content guide's solved size becomes the content size.
    func adoptContentGuideSize() {
        guard let guide = storedContentLayoutGuide,
              let engine = layoutState.participatingEngine ?? layoutTreeRoot.storedLayoutState?.engine,
              engine.isParticipating(guide) else { return }
        let size = guide.layoutFrame.size
        if size != contentSize { contentSize = size }
    }

    /// `contentSize` changed: the guide's weak size rows follow it.
    func contentGuideSizeDidChange() {
        guard let guide = storedContentLayoutGuide else { return }
        guide.sizeHint = contentSize
        let engine = layoutState.participatingEngine ?? layoutTreeRoot.storedLayoutState?.engine
        engine?.refreshSystemRows(of: guide)
    }
}
