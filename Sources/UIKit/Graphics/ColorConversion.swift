import Foundation

/// Colour-space arithmetic behind `UIColor`'s initializers and getters.
enum ColorConversion {
    /// HSB (all in 0…1) to RGB, the hexcone model UIKit uses.
    static func hsbToRGB(_ hue: CGFloat, _ saturation: CGFloat, _ brightness: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        guard saturation > 0 else { return (brightness, brightness, brightness) }
        var h = hue.truncatingRemainder(dividingBy: 1)
        if h < 0 { h += 1 }
        let sector = h * 6
        let i = Int(sector.rounded(.down)) % 6
        let f = sector - sector.rounded(.down)
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * f)
        let t = brightness * (1 - saturation * (1 - f))
        switch i {
        case 0: return (brightness, t, p)
        case 1: return (q, brightness, p)
        case 2: return (p, brightness, t)
        case 3: return (p, q, brightness)
        case 4: return (t, p, brightness)
        default: return (brightness, p, q)
        }
    }

    static func rgbToHSB(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let maxC = max(r, g, b), minC = min(r, g, b), delta = maxC - minC
        let saturation = maxC == 0 ? 0 : delta / maxC
        guard delta > 0 else { return (0, saturation, maxC) }
        var hue: CGFloat
        if maxC == r { hue = (g - b) / delta } else if maxC == g { hue = 2 + (b - r) / delta } else { hue = 4 + (r - g) / delta }
        hue /= 6
        if hue < 0 { hue += 1 }
        return (hue, saturation, maxC)
    }

    /// Display P3 → linear → XYZ(D65) → linear sRGB → encoded extended sRGB. Both spaces
    /// share the sRGB transfer function and white point, so one 3×3 matrix joins them.
    static func displayP3ToExtendedSRGB(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let lr = decode(r), lg = decode(g), lb = decode(b)
        let sr = 1.2249401 * lr - 0.2249404 * lg + 0.0000001 * lb
        let sg = -0.0420569 * lr + 1.0420571 * lg - 0.0000001 * lb
        let sb = -0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb
        return (encode(sr), encode(sg), encode(sb))
    }

    private static func decode(_ v: CGFloat) -> CGFloat {
        let a = abs(v)
        let linear = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return v < 0 ? -linear : linear
    }

    private static func encode(_ v: CGFloat) -> CGFloat {
        let a = abs(v)
        let encoded = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
        return v < 0 ? -encoded : encoded
    }
}
