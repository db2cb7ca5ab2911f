import Testing
import UIKitTesting

/// The approximate comparisons allow floating-point noise and nothing more: a pixel's
/// difference (⅓ pt) is never "approximately equal".
@Suite struct ApproximateGeometryTests {
    @Test func noise_isApproximatelyEqual_butAPixelIsNot() {
        let third: CGFloat = 100.0 / 3, sum: CGFloat = third + 50, exact: CGFloat = 250.0 / 3
        let nextPixel: CGFloat = third + 1.0 / 3
        #expect(sum != exact)            // the case the operator exists for
        #expect(sum ≈ exact)
        #expect(!(third ≈ nextPixel))
        #expect(CGPoint(x: 0.1 + 0.2, y: 1) ≈ CGPoint(x: 0.3, y: 1))
        #expect(!(CGSize(width: 50, height: 50) ≈ CGSize(width: 50, height: 50.5)))
        #expect(UIEdgeInsets(top: 0.1 + 0.2, left: 0, bottom: 0, right: 0) ≈ UIEdgeInsets(top: 0.3, left: 0, bottom: 0, right: 0))
        #expect(!(UIEdgeInsets(top: 1, left: 0, bottom: 0, right: 0) ≈ .zero))
    }

    @Test func rect_comparesOriginAndSize_withTheGivenTolerance() {
        let frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(frame ≈ CGRect(x: 10 + 1e-12, y: 20, width: 30, height: 40 - 1e-12))
        #expect(!(frame ≈ CGRect(x: 10, y: 20, width: 30.5, height: 40)))
        #expect(frame.isApproximatelyEqual(to: CGRect(x: 10.2, y: 19.8, width: 30, height: 40.25), tolerance: 0.25))
        #expect(!frame.isApproximatelyEqual(to: CGRect(x: 10.3, y: 20, width: 30, height: 40), tolerance: 0.25))
    }

    @Test func pixelGrid_acceptsEdgesOnTheGrid_upToNoise() {
        let third: CGFloat = 100.0 / 3
        #expect(CGRect(x: third, y: 0, width: 50, height: 0.5).isOnPixelGrid(scale: 2) == false)
        #expect(CGRect(x: third, y: 0, width: 50, height: 1.0 / 3).isOnPixelGrid(scale: 3))
        #expect(CGRect(x: 0.5, y: 1.5, width: 10, height: 0.5).isOnPixelGrid(scale: 2))
        #expect(!CGRect(x: 0.5, y: 0, width: 10, height: 10).isOnPixelGrid(scale: 1))
    }
}
