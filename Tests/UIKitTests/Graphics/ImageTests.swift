import Foundation
import Testing
import UIKitTesting

/// Images from asset catalogues, files and data; symbol images and their configurations.
@Suite @MainActor struct ImageTests {
    @Test func imageSets_pickTheVariantForTheDisplayScale() throws {
        let image = try #require(UIImage(named: "Logo", in: .module, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(image.size == CGSize(width: 20, height: 10) && image.scale == 2)
        #expect(image.renderingMode == .alwaysTemplate)
        // Without a scale, the largest variant.
        let largest = try #require(UIImage(named: "Logo", in: .module, compatibleWith: nil))
        #expect(largest.size == CGSize(width: 20, height: 10) && largest.scale == 3)
        #expect(UIImage(named: "Nope", in: .module, compatibleWith: nil) == nil)
    }

    @Test func looseFiles_takeTheirScaleFromTheSuffix() throws {
        let banner = try #require(UIImage(named: "Fixtures/banner", in: .module, compatibleWith: nil))
        #expect(banner.size == CGSize(width: 32, height: 16) && banner.scale == 2)
        let path = try #require(Bundle.module.path(forResource: "Fixtures/banner@2x", ofType: "png"))
        let file = try #require(UIImage(contentsOfFile: path))
        #expect(file.size == CGSize(width: 32, height: 16) && file.scale == 2)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(UIImage(data: data)?.size == CGSize(width: 64, height: 32))
        #expect(UIImage(data: data, scale: 4)?.size == CGSize(width: 16, height: 8))
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage(contentsOfFile: "/no/such/file.png") == nil)
        #expect(UIImage().size == .zero)
    }

    @Test func symbols_sizeFromTheirConfiguration() throws {
        #expect(UIImage(systemName: "gear")?.size == CGSize(width: 20, height: 20))
        #expect(UIImage(systemName: "gear")?.renderingMode == .alwaysTemplate)
        let big = try #require(UIImage(systemName: "gear", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34)))
        #expect(big.size == CGSize(width: 40, height: 40))
        let bold = big.withConfiguration(UIImage.SymbolConfiguration(weight: .bold))
        #expect(bold.symbolConfiguration == UIImage.SymbolConfiguration(pointSize: 34, weight: .bold))
        #expect(bold.size == CGSize(width: 40, height: 40))
        let small = bold.applyingSymbolConfiguration(UIImage.SymbolConfiguration(scale: .small))
        #expect(small?.size == CGSize(width: 34, height: 34))
        // A text style replaces a point size.
        let styled = UIImage.SymbolConfiguration(pointSize: 10).applying(UIImage.SymbolConfiguration(textStyle: .body))
        #expect(styled.pointSize == nil && styled.textStyle == .body)
        #expect(UIImage(size: CGSize(width: 3, height: 3)).applyingSymbolConfiguration(.unspecified) == nil)
    }
}
