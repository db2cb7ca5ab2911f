import Foundation

/// Where a button's image, title and subtitle go: the measured content and the insets
/// around it. Shared by `intrinsicContentSize` and `layoutSubviews`, so the size a button
/// asks for is the size its content is laid out in.
struct ButtonContentLayout {
    var imageSize: CGSize
    var titleSize: CGSize
    var subtitleSize: CGSize
    /// Between the image and the title block (0 unless both exist).
    var imagePadding: CGFloat
    /// Between the title and the subtitle (0 unless both exist).
    var titlePadding: CGFloat
    var placement: NSDirectionalRectEdge
    var insets: UIEdgeInsets
    /// The size of a button with no content at all.
    var emptySize: CGSize?
    var scale: CGFloat

    /// The title and subtitle stacked.
    var titleBlock: CGSize {
        CGSize(width: max(titleSize.width, subtitleSize.width), height: titleSize.height + titlePadding + subtitleSize.height)
    }

    private var isVertical: Bool { placement == .top || placement == .bottom }

    /// The content without insets.
    var contentSize: CGSize {
        let block = titleBlock
        if isVertical {
            return CGSize(width: max(imageSize.width, block.width), height: imageSize.height + imagePadding + block.height)
        }
        return CGSize(width: imageSize.width + imagePadding + block.width, height: max(imageSize.height, block.height))
    }

    /// The intrinsic size: content plus insets, on the pixel grid.
    var size: CGSize {
        if let emptySize { return emptySize }
        let content = contentSize
        return CGSize(width: (content.width + insets.left + insets.right).ceiled(toScale: scale),
                      height: (content.height + insets.top + insets.bottom).ceiled(toScale: scale))
    }

    /// Frames in `bounds`: the content centred in the inset rectangle, the title shrunk to
    /// the width left (its label then truncates), positions on the pixel grid.
    func frames(in bounds: CGRect) -> (image: CGRect, title: CGRect, subtitle: CGRect) {
        let area = bounds.inset(by: insets)
        let content = contentSize
        let origin = CGPoint(x: area.minX + ((area.width - content.width) / 2).pixelRounded(scale),
                             y: area.minY + ((area.height - content.height) / 2).pixelRounded(scale))
        let blockWidth = min(titleBlock.width, max(0, area.width - (isVertical ? 0 : imageSize.width + imagePadding)))
        var image = CGRect(origin: origin, size: imageSize)
        var block = CGRect(origin: origin, size: CGSize(width: blockWidth, height: titleBlock.height))
        switch placement {
        case .trailing:
            image.origin.x = origin.x + blockWidth + imagePadding
            image.origin.y += ((content.height - imageSize.height) / 2).pixelRounded(scale)
            block.origin.y += ((content.height - block.height) / 2).pixelRounded(scale)
        case .top:
            image.origin.x += ((content.width - imageSize.width) / 2).pixelRounded(scale)
            block.origin.y = origin.y + imageSize.height + imagePadding
            block.origin.x += ((content.width - block.width) / 2).pixelRounded(scale)
        case .bottom:
            image.origin.x += ((content.width - imageSize.width) / 2).pixelRounded(scale)
            image.origin.y = origin.y + block.height + imagePadding
            block.origin.x += ((content.width - block.width) / 2).pixelRounded(scale)
        default:
            block.origin.x = origin.x + imageSize.width + imagePadding
            image.origin.y += ((content.height - imageSize.height) / 2).pixelRounded(scale)
            block.origin.y += ((content.height - block.height) / 2).pixelRounded(scale)
        }
        let title = CGRect(x: block.minX + ((block.width - min(titleSize.width, block.width)) / 2).pixelRounded(scale),
                           y: block.minY, width: min(titleSize.width, block.width), height: titleSize.height)
        let subtitle = CGRect(x: block.minX + ((block.width - min(subtitleSize.width, block.width)) / 2).pixelRounded(scale),
                              y: title.maxY + titlePadding, width: min(subtitleSize.width, block.width), height: subtitleSize.height)
        return (image, title, subtitle)
    }
}

extension CGFloat {
    /// Rounded to the nearest pixel, as UIKit positions subviews it centres.
    func pixelRounded(_ scale: CGFloat) -> CGFloat {
        let s = scale > 0 ? scale : 1
        return (self * s).rounded() / s
    }
}

extension UIButton {
    /// The measured content for the button's current title, image and settings.
    func contentLayout() -> ButtonContentLayout {
        let scale = titleLabelView.screenScale
        let hasTitle = !(currentAttributedTitle?.string ?? currentTitle ?? "").isEmpty
        let image = currentImage
        let titleSize = hasTitle ? titleLabelView.intrinsicContentSize : .zero
        let imageSize = image?.size ?? .zero
        guard let configuration else {
            // UIKit's classic button: its title label is inset 6 pt top and bottom unless
            // content insets are set; an empty button is 30 × 34.
            let insets = contentEdgeInsets == .zero && hasTitle
                ? UIEdgeInsets(top: 6, left: 0, bottom: 6, right: 0) : contentEdgeInsets
            return ButtonContentLayout(
                imageSize: imageSize, titleSize: titleSize, subtitleSize: .zero, imagePadding: 0, titlePadding: 0,
                placement: .leading, insets: insets,
                // With only a background image, the button takes the image's size.
                emptySize: !hasTitle && image == nil && contentEdgeInsets == .zero
                    ? currentBackgroundImage?.size ?? CGSize(width: 30, height: 34) : nil,
                scale: scale)
        }
        let subtitleSize = subtitleLabelView?.intrinsicContentSize ?? .zero
        let direction: UIUserInterfaceLayoutDirection = effectiveUserInterfaceLayoutDirectionForButton
        return ButtonContentLayout(
            imageSize: imageSize, titleSize: titleSize, subtitleSize: subtitleSize,
            imagePadding: image != nil && (hasTitle || subtitleSize != .zero) ? configuration.imagePadding : 0,
            titlePadding: hasTitle && subtitleSize != .zero ? configuration.titlePadding : 0,
            placement: configuration.imagePlacement, insets: configuration.contentInsets.edgeInsets(for: direction),
            emptySize: nil, scale: scale)
    }

    /// Left-to-right unless the view asks for right-to-left content.
    private var effectiveUserInterfaceLayoutDirectionForButton: UIUserInterfaceLayoutDirection {
        semanticContentAttribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }
}
