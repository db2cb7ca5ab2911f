import Foundation

/// A visual effect a view can carry (`UIBlurEffect`), kept as a description: nothing here
/// blurs. Bar appearances store one as their `backgroundEffect`, and bars draw it as the
/// system material's flat colour (see `BarChrome`).
@preconcurrency @MainActor
open class UIVisualEffect {
    public init() {}
}

/// A blur of a given style. Stored, not drawn as a blur (there are no pixels behind a view
/// here); the bars draw the chrome materials as flat colours.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    public enum Style: Int, Sendable {
        case extraLight, light, dark, extraDark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight,
             systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark,
             systemChromeMaterialDark
    }

    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }
}
