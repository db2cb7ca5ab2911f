import Foundation
import RenderTree
import Testing
import UIKitTesting

/// `withTintColor` and resizable images: the copies carry every other attribute, and an
/// image's own tint is what the renderer draws.
@Suite @MainActor struct ImageTintAndCapsTests {
    @Test func withTintColor_isAlwaysOriginal_unlessAModeIsGiven() throws {
        let symbol = try #require(UIImage(systemName: "star"))
        #expect(symbol.renderingMode == .alwaysTemplate)
        let red = symbol.withTintColor(.red)
        #expect(red.renderingMode == .alwaysOriginal)
        #expect(red.size == symbol.size && red.name == "symbol:star" && red.scale == symbol.scale)
        #expect(symbol.withTintColor(.red, renderingMode: .alwaysTemplate).renderingMode == .alwaysTemplate)
        // The original is untouched.
        #expect(symbol.renderingMode == .alwaysTemplate)
    }

    @Test func resizableImage_storesCapsAndMode_andKeepsThemThroughCopies() {
        let image = UIImage(size: CGSize(width: 30, height: 20), scale: 2, name: "bubble")
        #expect(image.capInsets == .zero && image.resizingMode == .tile)
        let insets = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        let tiled = image.resizableImage(withCapInsets: insets)
        #expect(tiled.capInsets == insets && tiled.resizingMode == .tile)
        #expect(tiled.size == CGSize(width: 30, height: 20) && tiled.scale == 2 && tiled.name == "bubble")
        let stretched = image.resizableImage(withCapInsets: insets, resizingMode: .stretch)
        #expect(stretched.resizingMode == .stretch)
        let templated = stretched.withRenderingMode(.alwaysTemplate).withTintColor(.blue)
        #expect(templated.capInsets == insets && templated.resizingMode == .stretch)
        #expect(UIImage.ResizingMode.tile.rawValue == 0 && UIImage.ResizingMode.stretch.rawValue == 1)
    }

    @Test func anImagesOwnTint_isDrawnInsteadOfTheViews() {
        let host = HeadlessHost(device: .iPhone14)
        defer { withExtendedLifetime(host) {} }
        let controller = UIViewController()
        host.show(controller)
        let own = UIImageView(image: UIImage(systemName: "star")?.withTintColor(.systemRed))
        own.tintColor = .systemGreen
        let plain = UIImageView(image: UIImage(size: CGSize(width: 10, height: 10), name: "photo").withTintColor(.black))
        plain.frame.origin.y = 100
        controller.view.addSubview(own)
        controller.view.addSubview(plain)
        host.pump()
        let images = ViewControllerKit.RenderTreeBuilder().tree(of: host.window).depthFirst.compactMap(\.image)
        #expect(images == [
            RenderImage(name: "symbol:star", rect: RenderRect(x: 0, y: 0, width: 20, height: 20),
                        tint: RenderColor(red: 255, green: 59, blue: 48)),
            RenderImage(name: "photo", rect: RenderRect(x: 0, y: 0, width: 10, height: 10),
                        tint: RenderColor(red: 0, green: 0, blue: 0)),
        ])
    }
}
