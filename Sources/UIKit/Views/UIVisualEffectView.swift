import Foundation

/// A view showing a visual effect behind its ``contentView``'s subviews (a blur, a
/// vibrancy). Nothing is blurred here (there are no pixels behind a view): a blur is drawn
/// as its material's flat, translucent colour, resolved for the view's interface style, so
/// layout and hit-testing match iOS and the panel stays visible. Put subviews in
/// ``contentView``, as UIKit requires; adding them to the effect view itself works but
/// warns once through the diagnostics channel, as UIKit logs.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The view to add subviews to; it always fills the effect view.
    public let contentView: UIView

    /// The effect shown (nil: none). Changing it inside an animation block is allowed, as on iOS.
    open var effect: UIVisualEffect? {
        didSet { updateEffectColor() }
    }

    public init(effect: UIVisualEffect?) {
        contentView = UIView()
        self.effect = effect
        super.init(frame: .zero)
        installContentView()
        updateEffectColor()
    }

    public required init?(coder: NSCoder) {
        contentView = UIView()
        super.init(coder: coder)
        installContentView()
    }

    private func installContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        super.addSubview(contentView)
    }

    open override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        guard subview !== contentView else { return }
        runtimeInUse.diagnostics.warn(
            "<UIVisualEffectView> is being asked to add a subview directly; add it to its contentView instead.")
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateEffectColor()
    }

    /// A blur shows as a translucent panel: light materials white, dark ones black, the
    /// system materials following the interface style.
    private func updateEffectColor() {
        guard let blur = effect as? UIBlurEffect else { backgroundColor = nil; return }
        let dark: Bool
        switch blur.style {
        case .dark, .extraDark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark,
             .systemThickMaterialDark, .systemChromeMaterialDark:
            dark = true
        case .extraLight, .light, .systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight,
             .systemThickMaterialLight, .systemChromeMaterialLight:
            dark = false
        case .regular, .prominent, .systemUltraThinMaterial, .systemThinMaterial, .systemMaterial,
             .systemThickMaterial, .systemChromeMaterial:
            dark = traitCollection.userInterfaceStyle == .dark
        }
        let color = dark ? UIColor(white: 0.1, alpha: 0.8) : UIColor(white: 0.97, alpha: 0.8)
        if backgroundColor != color { backgroundColor = color }
    }
}

/// An effect that makes content vibrant over a blur; stored, drawn as the content itself.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    public let blurEffect: UIBlurEffect
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        super.init()
    }
    public convenience init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.init(blurEffect: blurEffect)
    }
}

/// The vibrancy styles of iOS 13.
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}
