import Foundation

extension UIImage: _ExpressibleByImageLiteral {
    /// The image named `name` in the main bundle, for `#imageLiteral(resourceName:)` and
    /// `UIImage(imageLiteralResourceName:)`. Like iOS, it stops the program when there is no
    /// such image (the literal promises one), naming the image.
    public convenience init(imageLiteralResourceName name: String) {
        guard let found = UIImage(named: name) else { fatalError("UIImage(imageLiteralResourceName:): no image named \"\(name)\"") }
        self.init(size: found.size, scale: found.scale, name: found.name, data: found.encodedData,
                  renderingMode: found.renderingMode, symbolConfiguration: found.symbolConfiguration)
    }
}
