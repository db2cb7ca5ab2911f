import Foundation

extension UIApplicationDelegate {
    /// The entry point `@main` on an app delegate class calls, as UIKit's does (iOS 14), so
    /// `@main class AppDelegate: UIResponder, UIApplicationDelegate` compiles unchanged.
    ///
    /// Differs from iOS: UIKit's `main()` passes the class's name to `UIApplicationMain`,
    /// which creates the delegate through the Objective-C runtime and runs the app forever.
    /// Here no class can be created from its type (Swift needs a `required init()` for that,
    /// which `UIResponder` subclasses do not have), and an app runs inside a host that owns the
    /// screen and run loop. So this reports, loudly, that the app is launched by its host with
    /// `UIApplicationMain(runtime:delegate:)` (or `UIApplicationMain(runtime:delegate:infoDictionary:)` for a main storyboard)
    /// and an instance of the delegate: under a host through the diagnostics channel, and in a
    /// process with no host on standard error, exiting with status 1.
    public static func main() {
        let message = "@main on \(Self.self): launch the app from its host with "
            + "UIApplicationMain(runtime:delegate:) and an instance of \(Self.self)"
        if let runtime = ViewControllerKit.Runtime.currentHosted {
            runtime.diagnostics.unsupported("UIApplicationDelegate.main()", message)
            return
        }
        FileHandle.standardError.write(Data("ViewControllerKit: UIApplicationDelegate.main() does nothing here: \(message).\n".utf8))
        exit(1)
    }
}
