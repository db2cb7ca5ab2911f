import RenderTree
import Testing
import UIKitTesting

/// What the render tree says a window draws: the layer's values, text as Swift laid it out,
/// images, and bars drawn as what they are made of.
@Suite @MainActor struct RenderTreeBuilderTests {
    /// A controller whose view holds `views`, shown on an iPhone 14.
    static func show(_ views: [UIView]) -> (HeadlessHost, UIViewController) {
        let host = HeadlessHost(device: .iPhone14)
        let controller = UIViewController()
        host.show(controller)
        views.forEach(controller.view.addSubview)
        host.pump()
        return (host, controller)
    }

    @Test func layerValues_areTheNodesProperties() throws {
        let box = UIView(frame: CGRect(x: 20, y: 100, width: 120, height: 60))
        box.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        box.alpha = 0.75
        box.layer.cornerRadius = 12
        box.layer.borderWidth = 2
        box.layer.borderColor = UIColor.systemBlue.cgColor
        box.clipsToBounds = true
        box.layer.shadowOpacity = 0.3
        box.transform = CGAffineTransform(scaleX: 2, y: 0.5)
        let hidden = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        hidden.isHidden = true
        let (host, controller) = Self.show([box, hidden])
        defer { withExtendedLifetime(host) {} }
        controller.view.backgroundColor = .white
        let tree = ViewControllerKit.RenderTreeBuilder().tree(of: host.window)
        let rootView = try #require(tree.depthFirst.first { $0.kind == "UIView" && $0.frame.width == 390 })
        #expect(rootView.background == RenderColor(red: 255, green: 255, blue: 255))
        let node = try #require(tree[rootView.children[0]])
        #expect(node.kind == "UIView")
        #expect(node.frame == RenderRect(x: 20, y: 100, width: 120, height: 60))   // untransformed: the transform is separate
        #expect(node.transform == RenderTransform(a: 2, b: 0, c: 0, d: 0.5, tx: 0, ty: 0))
        #expect(node.opacity == 0.75)
        #expect(node.background == RenderColor(red: 255, green: 0, blue: 0, alpha: 128))
        #expect(node.cornerRadius == 12)
        #expect(node.border == RenderBorder(width: 2, color: RenderColor(red: 0, green: 122, blue: 255)))
        #expect(node.clipsToBounds)
        #expect(node.shadow == RenderShadow(color: RenderColor(red: 0, green: 0, blue: 0), opacity: 0.3, offsetX: 0, offsetY: -3, radius: 3))
        #expect(tree[rootView.children[1]]?.isHidden == true)
    }

    @Test func aLabel_drawsTheLinesSwiftMeasured_centredVertically_placedByAlignment() throws {
        let label = UILabel(frame: CGRect(x: 16, y: 100, width: 130, height: 60))
        label.text = "Hello wide world"
        label.numberOfLines = 0
        label.textAlignment = .center
        label.textColor = .systemRed
        label.font = .boldSystemFont(ofSize: 17)
        let (host, _) = Self.show([label])
        defer { withExtendedLifetime(host) {} }
        let tree = ViewControllerKit.RenderTreeBuilder().tree(of: host.window)
        let node = try #require(tree.depthFirst.first { $0.kind == "UILabel" })
        let text = try #require(node.text)
        #expect(text.font == RenderFont(family: "DejaVu Sans", size: 17, bold: true))
        #expect(text.color == RenderColor(red: 255, green: 59, blue: 48))
        // The breaks are TextLayout's at the label's width; two 19.789-point lines centred in 60.
        let layout = label.renderedLines
        #expect(layout.map(\.text) == ["Hello wide", "world"])
        #expect(text.lines.map(\.text) == ["Hello wide", "world"])
        #expect(text.lines.map(\.baseline) == [25.991, 45.78])
        #expect(text.lines.map(\.width) == layout.map { RenderRounding.length(Double($0.width)) })
        #expect(text.lines.map(\.x) == layout.map { RenderRounding.length(Double((130 - $0.width) / 2)) })
    }

    @Test func anImageView_drawsItsImageByContentMode_symbolsInTheTint() throws {
        let photo = UIImageView(frame: CGRect(x: 0, y: 200, width: 100, height: 50))
        photo.image = UIImage(size: CGSize(width: 40, height: 40), name: "photo")
        photo.contentMode = .scaleAspectFit
        let symbol = UIImageView(image: UIImage(systemName: "star"))
        symbol.tintColor = .systemGreen
        let (host, _) = Self.show([photo, symbol])
        defer { withExtendedLifetime(host) {} }
        let tree = ViewControllerKit.RenderTreeBuilder().tree(of: host.window)
        let images = tree.depthFirst.compactMap(\.image)
        #expect(images == [
            RenderImage(name: "photo", rect: RenderRect(x: 25, y: 0, width: 50, height: 50), tint: nil),
            RenderImage(name: "symbol:star", rect: RenderRect(x: 0, y: 0, width: 20, height: 20),
                        tint: RenderColor(red: 52, green: 199, blue: 89)),
        ])
    }

    @Test func ids_stayWhileAViewStays_andAViewThatComesBackIsNew() throws {
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let (host, controller) = Self.show([a, b])
        defer { withExtendedLifetime(host) {} }
        let builder = ViewControllerKit.RenderTreeBuilder()
        let first = builder.tree(of: host.window)
        let ids = try #require(first.depthFirst.first { $0.frame.width == 390 && $0.kind == "UIView" }).children
        b.removeFromSuperview()
        let second = builder.tree(of: host.window)
        #expect(second.nodes.count == first.nodes.count - 1)
        controller.view.addSubview(b)
        let third = builder.tree(of: host.window)
        let newIDs = try #require(third.depthFirst.first { $0.frame.width == 390 && $0.kind == "UIView" }).children
        #expect(newIDs[0] == ids[0])
        #expect(newIDs[1] != ids[1])
        #expect(third.nodes.keys.sorted() == first.nodes.keys.filter { $0 != ids[1] }.sorted() + [newIDs[1]])
    }

    @Test func subviews_drawByZPosition_thenInOrder() {
        let front = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 2, height: 2))
        let middle = UIView(frame: CGRect(x: 0, y: 0, width: 3, height: 3))
        front.layer.zPosition = 1
        let (host, controller) = Self.show([front, back, middle])
        defer { withExtendedLifetime(host) {} }
        let tree = ViewControllerKit.RenderTreeBuilder().tree(of: controller.view)
        #expect(tree[tree.root]?.children.compactMap { tree[$0]?.frame.width } == [2, 3, 1])
    }

    @Test func aViewAsRoot_isDrawnAtTheOrigin() {
        let card = UIView(frame: CGRect(x: 50, y: 60, width: 70, height: 80))
        card.transform = CGAffineTransform(rotationAngle: 0.5)
        let (host, _) = Self.show([card])
        defer { withExtendedLifetime(host) {} }
        let tree = ViewControllerKit.RenderTreeBuilder().tree(of: card)
        #expect(tree[tree.root]?.frame == RenderRect(x: 0, y: 0, width: 70, height: 80))
        #expect(tree[tree.root]?.transform == nil)
    }
}
