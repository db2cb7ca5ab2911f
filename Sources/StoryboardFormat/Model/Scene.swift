/// `<scene sceneID=…>`: one controller and the placeholders that go with it.
public struct Scene: Sendable, Hashable {
    public var id: String
    public var line: Int
    /// The object with `sceneMemberID="viewController"`: a controller or a storyboard
    /// reference. Nil only in a malformed but tolerated scene (reported as a diagnostic).
    public var controller: IBObject?
    /// The scene's other top-level objects: First Responder, Exit, gesture recognizers and
    /// other objects placed beside the controller.
    public var otherObjects: [IBObject]
    /// Where IB draws the scene on the canvas (`<point key="canvasLocation">`).
    public var canvasLocation: (x: Double, y: Double)? {
        get { canvasX.map { ($0, canvasY ?? 0) } }
        set { canvasX = newValue?.x; canvasY = newValue?.y }
    }
    var canvasX: Double?
    var canvasY: Double?

    /// The `exit` placeholder unwind segues point at, if the scene has one.
    public var exit: IBObject? { otherObjects.first { $0.element == "exit" } }
}

/// A segue or relationship located in its document: the scene and controller it starts
/// from and the object that triggers it (the owner of the `<connections>` block: the
/// controller itself for a manual segue, a button, a cell, a bar button item, a gesture
/// recognizer, a container view for `embed`).
public struct SegueEdge: Sendable, Hashable {
    public var segue: Segue
    /// The scene the segue starts in; nil for a connection outside any scene (a nib's
    /// top-level objects), which the facts, like UIKit, do not count as a storyboard segue.
    public var sourceSceneID: String?
    /// The source scene's controller id (nil only in a tolerated malformed scene).
    public var sourceControllerID: String?
    public var triggerID: String?
    /// The trigger's element name (`viewController`, `button`, `tableViewCell`, …).
    public var triggerElement: String
}
