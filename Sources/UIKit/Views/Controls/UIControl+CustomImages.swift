import Foundation

// The image-based appearance API of sliders, segmented controls and steppers. Each image
// is stored per part and state and read back as set, with UIKit's fallback: a state with no
// image uses the `.normal` one. The controls keep drawing their standard look (images are
// not drawn into them here): the first image set says so through the diagnostics channel.

extension UIControl {
    func setCustomImage(_ image: UIImage?, part: String, state: UIControl.State, api: String) {
        customImages["\(part):\(state.rawValue)"] = image
        if image != nil { Self.reportCustomImagesNotDrawn(api) }
    }

    func customImage(part: String, state: UIControl.State) -> UIImage? {
        customImages["\(part):\(state.rawValue)"] ?? customImages["\(part):\(UIControl.State.normal.rawValue)"]
    }

    static func reportCustomImagesNotDrawn(_ api: String) {
        ViewControllerKit.Runtime.current.diagnostics.unsupported(
            api, "control images are stored and read back, not drawn (the control keeps its standard look)")
    }
}

extension UISlider {
    /// Sets the thumb's image in `state`. Stored, not drawn.
    public func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        setCustomImage(image, part: "thumb", state: state, api: "UISlider.setThumbImage(_:for:)")
    }
    public func thumbImage(for state: UIControl.State) -> UIImage? { customImage(part: "thumb", state: state) }
    public var currentThumbImage: UIImage? { thumbImage(for: state) }

    /// Sets the image of the track left of the thumb in `state`. Stored, not drawn.
    public func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        setCustomImage(image, part: "minimumTrack", state: state, api: "UISlider.setMinimumTrackImage(_:for:)")
    }
    public func minimumTrackImage(for state: UIControl.State) -> UIImage? { customImage(part: "minimumTrack", state: state) }
    public var currentMinimumTrackImage: UIImage? { minimumTrackImage(for: state) }

    /// Sets the image of the track right of the thumb in `state`. Stored, not drawn.
    public func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        setCustomImage(image, part: "maximumTrack", state: state, api: "UISlider.setMaximumTrackImage(_:for:)")
    }
    public func maximumTrackImage(for state: UIControl.State) -> UIImage? { customImage(part: "maximumTrack", state: state) }
    public var currentMaximumTrackImage: UIImage? { maximumTrackImage(for: state) }

    /// The images beside the track's minimum and maximum ends. Stored, not drawn.
    public var minimumValueImage: UIImage? {
        get { customImages["minimumValue"] }
        set { setValueImage(newValue, key: "minimumValue", api: "UISlider.minimumValueImage") }
    }
    public var maximumValueImage: UIImage? {
        get { customImages["maximumValue"] }
        set { setValueImage(newValue, key: "maximumValue", api: "UISlider.maximumValueImage") }
    }

    private func setValueImage(_ image: UIImage?, key: String, api: String) {
        customImages[key] = image
        if image != nil { Self.reportCustomImagesNotDrawn(api) }
    }
}

extension UISegmentedControl {
    /// Sets the image behind segments in `state` for `barMetrics`. Stored, not drawn.
    public func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        setCustomImage(backgroundImage, part: "background\(barMetrics.rawValue)", state: state,
                       api: "UISegmentedControl.setBackgroundImage(_:for:barMetrics:)")
    }
    public func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        customImage(part: "background\(barMetrics.rawValue)", state: state)
    }

    /// Sets the divider between a segment in `leftState` and one in `rightState`. Stored, not drawn.
    public func setDividerImage(_ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State,
                              rightSegmentState rightState: UIControl.State, barMetrics: UIBarMetrics) {
        customImages["divider\(barMetrics.rawValue):\(leftState.rawValue):\(rightState.rawValue)"] = dividerImage
        if dividerImage != nil { Self.reportCustomImagesNotDrawn("UISegmentedControl.setDividerImage(_:forLeftSegmentState:rightSegmentState:barMetrics:)") }
    }
    public func dividerImage(forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State,
                           barMetrics: UIBarMetrics) -> UIImage? {
        customImages["divider\(barMetrics.rawValue):\(leftState.rawValue):\(rightState.rawValue)"]
    }
}

extension UIStepper {
    /// Sets the image behind the stepper in `state`. Stored, not drawn.
    public func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        setCustomImage(image, part: "background", state: state, api: "UIStepper.setBackgroundImage(_:for:)")
    }
    public func backgroundImage(for state: UIControl.State) -> UIImage? { customImage(part: "background", state: state) }

    /// Sets the divider between the halves for the halves' states. Stored, not drawn.
    public func setDividerImage(_ image: UIImage?, forLeftSegmentState leftState: UIControl.State,
                              rightSegmentState rightState: UIControl.State) {
        customImages["divider:\(leftState.rawValue):\(rightState.rawValue)"] = image
        if image != nil { Self.reportCustomImagesNotDrawn("UIStepper.setDividerImage(_:forLeftSegmentState:rightSegmentState:)") }
    }
    public func dividerImage(forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State) -> UIImage? {
        customImages["divider:\(leftState.rawValue):\(rightState.rawValue)"]
    }

    /// Sets the plus half's image in `state`. Stored, not drawn.
    public func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
        setCustomImage(image, part: "increment", state: state, api: "UIStepper.setIncrementImage(_:for:)")
    }
    public func incrementImage(for state: UIControl.State) -> UIImage? { customImage(part: "increment", state: state) }

    /// Sets the minus half's image in `state`. Stored, not drawn.
    public func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
        setCustomImage(image, part: "decrement", state: state, api: "UIStepper.setDecrementImage(_:for:)")
    }
    public func decrementImage(for state: UIControl.State) -> UIImage? { customImage(part: "decrement", state: state) }
}
