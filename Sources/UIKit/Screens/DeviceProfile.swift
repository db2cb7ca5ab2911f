import Foundation

extension ViewControllerKit {
    /// The physical facts of a device that UIKit's geometry depends on.
    ///
    /// Not UIKit API: on iOS these facts come from the hardware. Hosts pick a profile
    /// (``iPhone14``, ``iPhoneSE``, ``iPadAir``) or describe their own.
    public struct DeviceProfile: Equatable, Sendable {
        /// Per-orientation facts.
        public struct Metrics: Equatable, Sendable {
            /// Hardware insets (sensor housing, rounded corners, home indicator), status bar excluded.
            public var deviceSafeAreaInsets: UIEdgeInsets
            /// Height of the status bar when shown; 0 where the system hides it (iPhone landscape).
            public var statusBarHeight: CGFloat
            public var horizontalSizeClass: UIUserInterfaceSizeClass
            public var verticalSizeClass: UIUserInterfaceSizeClass

            public init(deviceSafeAreaInsets: UIEdgeInsets, statusBarHeight: CGFloat,
                        horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass) {
                self.deviceSafeAreaInsets = deviceSafeAreaInsets
                self.statusBarHeight = statusBarHeight
                self.horizontalSizeClass = horizontalSizeClass
                self.verticalSizeClass = verticalSizeClass
            }
        }

        public var name: String
        public var idiom: UIUserInterfaceIdiom
        /// Screen size in points in portrait.
        public var portraitSize: CGSize
        public var scale: CGFloat
        public var portrait: Metrics
        public var landscape: Metrics
        /// Orientations the device's apps may use by default (iPhone: all but upside down).
        public var defaultSupportedOrientations: UIInterfaceOrientationMask

        public init(name: String, idiom: UIUserInterfaceIdiom, portraitSize: CGSize, scale: CGFloat,
                    portrait: Metrics, landscape: Metrics, defaultSupportedOrientations: UIInterfaceOrientationMask) {
            self.name = name; self.idiom = idiom; self.portraitSize = portraitSize; self.scale = scale
            self.portrait = portrait; self.landscape = landscape
            self.defaultSupportedOrientations = defaultSupportedOrientations
        }

        public func metrics(for orientation: UIInterfaceOrientation) -> Metrics {
            orientation.isLandscape ? landscape : portrait
        }

        public func size(for orientation: UIInterfaceOrientation) -> CGSize {
            orientation.isLandscape ? CGSize(width: portraitSize.height, height: portraitSize.width) : portraitSize
        }

        /// iPhone 14: 390×844 pt @3x, sensor housing and home indicator.
        public static let iPhone14 = ViewControllerKit.DeviceProfile(
            name: "iPhone 14", idiom: .phone, portraitSize: CGSize(width: 390, height: 844), scale: 3,
            portrait: Metrics(deviceSafeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
                              statusBarHeight: 47, horizontalSizeClass: .compact, verticalSizeClass: .regular),
            landscape: Metrics(deviceSafeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
                               statusBarHeight: 0, horizontalSizeClass: .compact, verticalSizeClass: .compact),
            defaultSupportedOrientations: .allButUpsideDown)

        /// iPhone SE (3rd generation): 375×667 pt @2x, no hardware insets; the status bar is the safe area.
        public static let iPhoneSE = ViewControllerKit.DeviceProfile(
            name: "iPhone SE (3rd generation)", idiom: .phone, portraitSize: CGSize(width: 375, height: 667), scale: 2,
            portrait: Metrics(deviceSafeAreaInsets: .zero, statusBarHeight: 20,
                              horizontalSizeClass: .compact, verticalSizeClass: .regular),
            landscape: Metrics(deviceSafeAreaInsets: .zero, statusBarHeight: 0,
                               horizontalSizeClass: .compact, verticalSizeClass: .compact),
            defaultSupportedOrientations: .allButUpsideDown)

        /// iPad Air (5th generation): 820×1180 pt @2x, home indicator, 24-pt status bar in both orientations.
        public static let iPadAir = ViewControllerKit.DeviceProfile(
            name: "iPad Air (5th generation)", idiom: .pad, portraitSize: CGSize(width: 820, height: 1180), scale: 2,
            portrait: Metrics(deviceSafeAreaInsets: UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
                              statusBarHeight: 24, horizontalSizeClass: .regular, verticalSizeClass: .regular),
            landscape: Metrics(deviceSafeAreaInsets: UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
                               statusBarHeight: 24, horizontalSizeClass: .regular, verticalSizeClass: .regular),
            defaultSupportedOrientations: .all)
    }
}
