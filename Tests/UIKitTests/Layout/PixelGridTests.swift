import Testing
import UIKitTesting

/// Auto Layout puts every frame it assigns on the screen's pixel grid, as UIKit does: each
/// edge rounded to the nearest pixel in the window's coordinates, the size the distance
/// between the rounded edges (see `PixelGrid` for the rule and its sources). Whole-pixel
/// lengths are therefore exact (`==`, never "approximately").
@Suite @MainActor struct PixelGridTests {
    /// Lays out `build`'s constraints in a root view that fills the device's window.
    private func layOut(on device: ViewControllerKit.DeviceProfile, _ build: (UIView) -> Void) -> (HeadlessHost, UIView) {
        let host = HeadlessHost(device: device)
        let root = UIViewController()
        host.show(root)
        build(root.view)
        host.pump()
        return (host, root.view)
    }

    /// `count` views side by side with equal widths, filling `container` (no spacing).
    private func equalColumns(_ count: Int, in container: UIView) -> [UIView] {
        let columns = (0..<count).map { constrainedView(in: container, id: "column\($0)") }
        var constraints: [NSLayoutConstraint] = []
        for (index, column) in columns.enumerated() {
            constraints += [column.topAnchor.constraint(equalTo: container.topAnchor),
                            column.heightAnchor.constraint(equalToConstant: 20),
                            column.widthAnchor.constraint(equalTo: columns[0].widthAnchor)]
            constraints.append(index == 0
                ? column.leadingAnchor.constraint(equalTo: container.leadingAnchor)
                : column.leadingAnchor.constraint(equalTo: columns[index - 1].trailingAnchor))
        }
        constraints.append(columns[count - 1].trailingAnchor.constraint(equalTo: container.trailingAnchor))
        NSLayoutConstraint.activate(constraints)
        return columns
    }

    /// A 50 × 50 constraint-driven square at (`left`, `top`) in `container`.
    private func square(in container: UIView, left: CGFloat, top: CGFloat) -> UIView {
        let square = constrainedView(in: container)
        NSLayoutConstraint.activate([
            square.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: left),
            square.topAnchor.constraint(equalTo: container.topAnchor, constant: top),
            square.widthAnchor.constraint(equalToConstant: 50),
            square.heightAnchor.constraint(equalToConstant: 50),
        ])
        return square
    }

    /// A constraint-driven container at (0, 100) with the given width.
    private func container(width: CGFloat, in root: UIView) -> UIView {
        let box = constrainedView(in: root, id: "box")
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            box.widthAnchor.constraint(equalToConstant: width),
            box.heightAnchor.constraint(equalToConstant: 20),
        ])
        return box
    }

    // MARK: Whole-pixel lengths stay exact

    @Test(arguments: [(ViewControllerKit.DeviceProfile.iPhoneSE, 33.5), (.iPhone14, 100.0 / 3)])
    func squareOf50_atAThirdOfAPoint_isExactly50(device: ViewControllerKit.DeviceProfile, snappedOrigin: Double) {
        var view = UIView()
        _ = layOut(on: device) { root in view = square(in: root, left: 100.0 / 3, top: 100.0 / 3) }
        // 100/3 is 66.67 px on 2× (→ 67 px = 33.5) and 100 px on 3×; the size is 50, not 49.999…
        #expect(view.frame == CGRect(x: snappedOrigin, y: snappedOrigin, width: 50, height: 50))
    }

    @Test func heightOf50_atAnOffGridTop_movesBothEdgesToTheNearestPixel_onA3xScreen() {
        var view = UIView()
        _ = layOut(on: .iPhone14) { root in
            view = constrainedView(in: root)
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                view.topAnchor.constraint(equalTo: root.topAnchor, constant: 14.2),
                view.widthAnchor.constraint(equalToConstant: 10),
                view.heightAnchor.constraint(equalToConstant: 50),
            ])
        }
        // 14.2 pt is 42.6 px → 43 px, the bottom 192.6 px → 193 px: still 150 px = 50 pt.
        let top: CGFloat = 43.0 / 3
        #expect(view.frame == CGRect(x: 0, y: top, width: 10, height: 50))
    }

    // MARK: Splits round as UIKit rounds

    @Test func thirdsOf390_onA3xScreen_are130Exactly() {
        var columns: [UIView] = []
        _ = layOut(on: .iPhone14) { root in columns = equalColumns(3, in: root) }
        #expect(columns.map(\.frame.minX) == [0, 130, 260])
        #expect(columns.map(\.frame.width) == [130, 130, 130])
    }

    @Test func thirdsOf100_onA3xScreen_areAThirdOfAPointAligned() {
        var columns: [UIView] = []
        _ = layOut(on: .iPhone14) { root in columns = equalColumns(3, in: container(width: 100, in: root)) }
        // Edges at 0, 100, 200, 300 px: each column is 100 px = 100/3 pt, the nearest Double.
        let third: CGFloat = 100.0 / 3, twoThirds: CGFloat = 200.0 / 3
        #expect(columns.map(\.frame.minX) == [0, third, twoThirds])
        #expect(columns.map(\.frame.width) == [third, third, third])
    }

    @Test func thirdsOf100_onA2xScreen_roundEachEdgeToTheNearestHalfPoint() {
        var columns: [UIView] = []
        _ = layOut(on: .iPhoneSE) { root in columns = equalColumns(3, in: container(width: 100, in: root)) }
        // Edges at 0, 66.67, 133.33, 200 px → 0, 67, 133, 200 px: widths 33.5, 33, 33.5.
        #expect(columns.map(\.frame.minX) == [0, 33.5, 66.5])
        #expect(columns.map(\.frame.width) == [33.5, 33, 33.5])
    }

    @Test(arguments: [ViewControllerKit.DeviceProfile.iPhoneSE, .iPhone14])
    func sevenColumnsOf100_shareTheirEdges_withNoGapOrOverlap(device: ViewControllerKit.DeviceProfile) {
        var columns: [UIView] = []
        let (host, _) = layOut(on: device) { root in columns = equalColumns(7, in: container(width: 100, in: root)) }
        let scale = host.screen.scale
        for (left, right) in zip(columns, columns.dropFirst()) {
            // The same pixel; on 3× maxX = minX + width may differ from the next minX in the last bit.
            #expect((left.frame.maxX * scale).rounded() == (right.frame.minX * scale).rounded())
            #expect(left.frame.maxX ≈ right.frame.minX)
            if scale == 2 { #expect(left.frame.maxX == right.frame.minX) }
        }
        #expect(columns.last?.frame.maxX ?? 0 ≈ 100)
        #expect(columns.allSatisfy { $0.convert($0.bounds, to: nil).isOnPixelGrid(scale: scale) })
        // 100/7 pt is 28.57 px on 2× and 42.86 px on 3×: the columns differ by one pixel at most.
        let widths = Set(columns.map { ($0.frame.width * scale).rounded() })
        #expect(widths == (scale == 2 ? [28, 29] : [42, 43]))
    }

    // MARK: Which grid

    @Test func theScale_isTheWindowsScreens_notTheCurrentRuntimes() {
        let host = HeadlessHost(device: .iPhone14)
        #expect(host.screen.scale == 3)
        let other = ViewControllerKit.Runtime(screen: UIScreen(profile: .iPhoneSE), clock: ViewControllerKit.ManualClock(), runLoopMode: .manual)
        let window = UIWindow(windowScene: UIWindowScene(session: UISceneSession(), runtime: other))
        let view = square(in: window, left: 100.0 / 3, top: 0)
        window.layoutIfNeeded()
        #expect(window.screen.scale == 2)
        #expect(view.frame == CGRect(x: 33.5, y: 0, width: 50, height: 50))  // 2×, not 100/3 (3×)
    }

    @Test(arguments: [(ViewControllerKit.DeviceProfile.iPhoneSE, 33.5), (.iPhone14, 100.0 / 3)])
    func aTreeInNoWindow_usesTheCurrentRuntimesScreen(device: ViewControllerKit.DeviceProfile, snappedOrigin: Double) {
        let host = HeadlessHost(device: device)
        defer { withExtendedLifetime(host) {} }
        let detached = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = square(in: detached, left: 100.0 / 3, top: 0)
        detached.layoutIfNeeded()
        #expect(view.window == nil)
        #expect(view.frame == CGRect(x: snappedOrigin, y: 0, width: 50, height: 50))
    }

    @Test func edgesRound_inWindowCoordinates_underASuperviewOffTheGrid() {
        var child = UIView()
        let (host, _) = layOut(on: .iPhone14) { root in
            let holder = UIView(frame: CGRect(x: 10.1, y: 0, width: 200, height: 200))  // 30.3 px: off the grid
            root.addSubview(holder)
            child = square(in: holder, left: 0, top: 20)
        }
        #expect(child.window === host.window)
        // In the window the child's left edge goes to 30 px (10 pt): −0.1 pt in its superview.
        #expect(child.frame.minX ≈ -0.1)
        #expect(child.frame.size == CGSize(width: 50, height: 50))
        let inWindow = child.convert(child.bounds, to: nil)
        #expect(inWindow ≈ CGRect(x: 10, y: 20, width: 50, height: 50))
        #expect(inWindow.isOnPixelGrid(scale: 3))
    }

    @Test func nestedThirds_stayExact_despiteNoiseInTheSummedOrigins() {
        var outer = UIView(), inner = UIView()
        _ = layOut(on: .iPhone14) { root in
            outer = constrainedView(in: root)
            inner = constrainedView(in: outer)
            NSLayoutConstraint.activate([
                outer.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100.0 / 3),
                outer.topAnchor.constraint(equalTo: root.topAnchor, constant: 200.0 / 3),
                outer.widthAnchor.constraint(equalToConstant: 200),
                outer.heightAnchor.constraint(equalToConstant: 200),
                inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor, constant: 100.0 / 3),
                inner.topAnchor.constraint(equalTo: outer.topAnchor, constant: 100.0 / 3),
                inner.widthAnchor.constraint(equalToConstant: 50),
                inner.heightAnchor.constraint(equalToConstant: 50),
            ])
        }
        #expect(outer.frame == CGRect(x: 100.0 / 3, y: 200.0 / 3, width: 200, height: 200))
        #expect(inner.frame == CGRect(x: 100.0 / 3, y: 100.0 / 3, width: 50, height: 50))
    }

    // MARK: Everything the engine places

    @Test func fillEquallyStackView_ofThreeIn100_onA3xScreen_isExact() {
        var arranged: [UIView] = []
        _ = layOut(on: .iPhone14) { root in
            arranged = (0..<3).map { _ in UIView() }
            let stack = UIStackView(arrangedSubviews: arranged)
            stack.distribution = .fillEqually
            stack.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                stack.topAnchor.constraint(equalTo: root.topAnchor),
                stack.widthAnchor.constraint(equalToConstant: 100),
                stack.heightAnchor.constraint(equalToConstant: 50),
            ])
        }
        let third: CGFloat = 100.0 / 3, twoThirds: CGFloat = 200.0 / 3
        #expect(arranged.map(\.frame) == [CGRect(x: 0, y: 0, width: third, height: 50),
                                          CGRect(x: third, y: 0, width: third, height: 50),
                                          CGRect(x: twoThirds, y: 0, width: third, height: 50)])
    }

    @Test func layoutGuideFrame_isOnTheGrid_likeAView() {
        let guide = UILayoutGuide()
        let (host, root) = layOut(on: .iPhoneSE) { root in
            root.addLayoutGuide(guide)
            NSLayoutConstraint.activate([
                guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100.0 / 3),
                guide.topAnchor.constraint(equalTo: root.topAnchor, constant: 0.2),
                guide.widthAnchor.constraint(equalToConstant: 50),
                guide.heightAnchor.constraint(equalToConstant: 50),
            ])
        }
        #expect(guide.owningView === root && root.window === host.window)
        #expect(guide.layoutFrame == CGRect(x: 33.5, y: 0, width: 50, height: 50))
    }

    @Test func viewsOnTheSafeAreaAndMargins_getExactFrames_inBothOrientations() {
        var header = UIView(), body = UIView()
        let (host, root) = layOut(on: .iPhone14) { root in
            header = constrainedView(in: root)
            body = constrainedView(in: root)
            NSLayoutConstraint.activate([
                header.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                header.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
                header.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor),
                header.heightAnchor.constraint(equalToConstant: 50),
                body.topAnchor.constraint(equalTo: header.bottomAnchor),
                body.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                body.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                body.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
            ])
        }
        // Portrait: safe area 47 top, 34 bottom; margins 16 at the sides.
        #expect(header.frame == CGRect(x: 0, y: 47, width: 390, height: 50))
        #expect(body.frame == CGRect(x: 16, y: 97, width: 358, height: 713))
        #expect(host.rotate(to: .landscapeLeft))
        root.layoutIfNeeded()
        // Landscape: safe area 47 at the sides and 21 at the bottom; margins 16 inside it.
        #expect(header.frame == CGRect(x: 47, y: 0, width: 750, height: 50))
        #expect(body.frame == CGRect(x: 63, y: 50, width: 718, height: 319))
    }

    // MARK: Outside Auto Layout

    @Test func autoresizing_sharesTheChangeExactly_andIsNotSnapped() {
        let host = HeadlessHost(device: .iPhoneSE)
        defer { withExtendedLifetime(host) {} }
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let centred = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 10))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let thirds = UIView(frame: CGRect(x: 100, y: 20, width: 100, height: 10))
        thirds.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        holder.addSubview(centred)
        holder.addSubview(thirds)
        holder.frame.size.width = 400
        #expect(centred.frame == CGRect(x: 150, y: 0, width: 100, height: 10))
        // 100 pt shared in thirds: 33.33 each, left off the 2× grid (see DifferencesFromIOS.md).
        #expect(thirds.frame == CGRect(x: 100 + 100.0 / 3, y: 20, width: 100 + 100.0 / 3, height: 10))
    }
}
