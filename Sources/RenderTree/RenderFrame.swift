/// What a render host receives after a display pass: the window's whole tree (to draw from
/// scratch, or to take a picture of) and the diff from the last frame this host received
/// (what a page is sent).
public struct RenderFrame: Sendable, Hashable, Codable {
    /// Counts the frames delivered to one host for one window, from 1.
    public var sequence: Int
    /// The time of the display pass on the runtime's clock, in seconds.
    public var time: Double
    public var tree: RenderTree
    public var diff: RenderDiff

    public init(sequence: Int, time: Double, tree: RenderTree, diff: RenderDiff) {
        self.sequence = sequence; self.time = time; self.tree = tree; self.diff = diff
    }
}
