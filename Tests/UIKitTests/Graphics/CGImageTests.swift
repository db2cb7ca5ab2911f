import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// `UIImage.cgImage` and `UIImage(cgImage:)`/`(cgImage:scale:orientation:)`, as Apple's UIImage
/// documentation describes them: the Core Graphics image has the size in pixels; an image made
/// from it has that size divided by its scale. Not a numbered UIKIT-SEMANTICS rule.
@Suite @MainActor struct CGImageTests {
    @Test func cgImage_hasThePixelSize_andAnImageMadeFromItHasItsScale() throws {
        let image = UIImage(size: CGSize(width: 30, height: 20), scale: 3, name: "photo")
        let cg = try #require(image.cgImage)
        #expect(cg.width == 90 && cg.height == 60 && cg.bytesPerRow == 360 && cg.bitsPerPixel == 32)
        let again = UIImage(cgImage: cg)
        #expect(again.size == CGSize(width: 90, height: 60) && again.scale == 1 && again.name == "photo")
        let retina = UIImage(cgImage: cg, scale: 2, orientation: .right)
        #expect(retina.size == CGSize(width: 45, height: 30) && retina.scale == 2 && retina.imageOrientation == .up)
        #expect(UIImage().cgImage == nil)
    }

    @Test func aDrawnImage_keepsItsDrawingThroughCGImage() throws {
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let copy = UIImage(cgImage: try #require(drawn.cgImage), scale: drawn.scale, orientation: .up)
        #expect(copy.drawing == drawn.drawing && copy.drawing != nil)
        #expect(copy.size == drawn.size)
    }
}
