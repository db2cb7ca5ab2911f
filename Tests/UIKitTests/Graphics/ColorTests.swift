import Foundation
import Testing
import UIKitTesting

/// System, semantic and dynamic colours; colour sets from an asset catalogue.
@Suite @MainActor struct ColorTests {
    private let light = UITraitCollection(userInterfaceStyle: .light)
    private let dark = UITraitCollection(userInterfaceStyle: .dark)

    @Test func systemColours_resolvePerAppearance() {
        #expect(UIColor.systemBlue.resolvedColor(with: light).hexString == "#007AFF")
        #expect(UIColor.systemBlue.resolvedColor(with: dark).hexString == "#0A84FF")
        #expect(UIColor.systemBackground.resolvedColor(with: dark).hexString == "#000000")
        #expect(UIColor.secondarySystemGroupedBackground.resolvedColor(with: dark).hexString == "#1C1C1E")
        #expect(UIColor.label.resolvedColor(with: dark).hexString == "#FFFFFF")
        #expect(UIColor.secondaryLabel.resolvedColor(with: light).hexString == "#3C3C4399")
        #expect(UIColor.secondaryLabel.resolvedColor(with: dark).hexString == "#EBEBF599")
        // An unspecified appearance resolves as light.
        #expect(UIColor.systemGray2.resolvedColor(with: UITraitCollection()).hexString == "#AEAEB2")
        // Fixed colours do not change.
        #expect(UIColor.cyan.resolvedColor(with: dark).hexString == "#00FFFF")
        #expect(UIColor.brown.hexString == "#996633")
    }

    @Test func systemColours_compareByName_andDescribeThemselves() {
        #expect(UIColor.systemBlue == UIColor.systemBlue)
        #expect(UIColor.systemBlue != UIColor.tintColor)
        #expect(UIColor.systemBlue.description == "UIColor.systemBlue")
        // A dynamic colour never equals a plain one, even with the same light value.
        #expect(UIColor.systemBlue != UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1))
        let provider = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        #expect(provider == provider)
        #expect(provider != UIColor { _ in .black })
        #expect(provider.description == "UIColor(dynamicProvider:)")
    }

    @Test func dynamicProvider_isAskedWithTheTraits_andGettersUseTheCurrentTraits() {
        let accent = UIColor { $0.userInterfaceStyle == .dark ? .systemYellow : .systemOrange }
        #expect(accent.resolvedColor(with: dark).hexString == "#FFD60A")
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = accent.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect([red, green, blue, alpha] == [1, 149 / 255, 0, 1])
        dark.performAsCurrent {
            _ = accent.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            #expect(accent.cgColor == CGColor(red: 1, green: 214 / 255, blue: 10 / 255, alpha: 1))
        }
        #expect([red, green, blue] == [1, 214 / 255, 10 / 255])
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
        #expect(accent.withAlphaComponent(0.5).resolvedColor(with: dark).hexString == "#FFD60A80")
    }

    /// UIKit makes a view's traits current while it lays out and when its traits change.
    @Test func aViewsTraits_areCurrentDuringLayout_andTraitChanges() {
        final class Probe: UIView {
            var seen: [UIUserInterfaceStyle] = []
            override func layoutSubviews() {
                super.layoutSubviews()
                seen.append(UITraitCollection.current.userInterfaceStyle)
            }
            override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                super.traitCollectionDidChange(previous)
                seen.append(UITraitCollection.current.userInterfaceStyle)
            }
        }
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let controller = UIViewController()
        let probe = Probe()
        controller.view.addSubview(probe)
        host.show(controller)
        #expect(probe.seen == [.light])
        host.screen.systemOverrides = UITraitCollection(userInterfaceStyle: .dark)
        probe.setNeedsLayout()
        host.pump()
        #expect(probe.seen == [.light, .dark, .dark])
    }

    @Test func hueAndWhite_conversions() {
        let color = UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1)
        #expect(color.hexString == "#00FFFF")
        var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0, white: CGFloat = 0
        _ = UIColor.systemRed.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: nil)
        // FF3B30: hue = (G − B) / (max − min) / 6 = (11 / 207) / 6, saturation = 207 / 255.
        #expect(abs(hue - 11.0 / 207 / 6) < 1e-12 && abs(saturation - 207.0 / 255) < 1e-12 && brightness == 1)
        _ = UIColor.white.getWhite(&white, alpha: nil)
        #expect(abs(white - 1) < 1e-12)
        // Display P3 pure red lies outside sRGB: extended sRGB goes above 1 and below 0.
        let p3 = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0
        _ = p3.getRed(&r, green: &g, blue: &b, alpha: nil)
        #expect(abs(r - 1.0931) < 1e-3 && abs(g + 0.2267) < 1e-3 && abs(b + 0.1501) < 1e-3)
    }

    @Test func colourSets_comeFromTheBundlesAssetCatalogue() throws {
        let brand = try #require(UIColor(named: "Brand", in: .module, compatibleWith: nil))
        #expect(brand.resolvedColor(with: light).hexString == "#1A334D")
        // "0x80" and "255" are 0…255 components.
        #expect(brand.resolvedColor(with: dark).hexString == "#80FF0080")
        let resolved = try #require(UIColor(named: "Brand", in: .module, compatibleWith: dark))
        #expect(resolved.resolvedColor(with: light).hexString == "#80FF0080")
        // A folder that provides a namespace prefixes its assets' names.
        #expect(UIColor(named: "Palette/Accent", in: .module, compatibleWith: nil)?.hexString == "#808080")
        #expect(UIColor(named: "Accent", in: .module, compatibleWith: nil) == nil)
        #expect(UIColor(named: "Missing", in: .module, compatibleWith: nil) == nil)
    }
}
