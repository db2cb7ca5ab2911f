import SwiftSyntax

/// Attributes that need the Objective-C runtime → under `#if canImport(ObjectiveC)`;
/// `@UIApplicationMain` too.
extension Scanner {
    static let objectiveCAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "IBSegueAction",
        "GKInspectable",
    ]

    func rewriteAttributes(_ list: AttributeListSyntax) {
        guard !isConditionallyCompiled(list) else { return }
        var run: [AttributeSyntax] = []
        func flush() {
            if !run.isEmpty { wrap(run) }
            run = []
        }
        for element in list {
            guard case .attribute(let attribute) = element else { flush(); continue }
            let name = attribute.attributeName.trimmedDescription
            if name == "UIApplicationMain" {
                // There is no Objective-C class lookup to create the delegate from, and no
                // `main()` can create an instance of an arbitrary UIResponder subclass.
                flush()
                wrap([attribute], detail: "kept for iOS under #if canImport(ObjectiveC); launch with UIApplicationMain(runtime:delegate:) here")
            } else if name == "NSManaged" {
                flush()
                report(.leftAlone, attribute, "@NSManaged", "Core Data is not available")
            } else if Self.objectiveCAttributes.contains(name) {
                run.append(attribute)
            } else {
                flush()
            }
        }
        flush()
    }

    /// Puts consecutive attributes under `#if canImport(ObjectiveC)` on lines of their own.
    private func wrap(_ attributes: [AttributeSyntax], detail: String = "kept for iOS under #if canImport(ObjectiveC)") {
        let first = attributes[0], last = attributes[attributes.count - 1]
        let start = first.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = last.endPositionBeforeTrailingTrivia.utf8Offset
        let next = nextTokenStart(after: last)
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        let indent = indentation(at: start)
        let gapHasNewline = bytes[end..<next].contains(UInt8(ascii: "\n"))
        let wrapped = "#if canImport(ObjectiveC)\n\(indent)\(text)\n\(indent)#endif" + (gapHasNewline ? "" : "\n\(indent)")
        edits.append(Edit(range: start..<(gapHasNewline ? end : next), text: wrapped,
                          linuxRange: start..<next, linuxText: "", container: nil))
        for attribute in attributes {
            report(.rewrote, attribute, "@" + attribute.attributeName.trimmedDescription, detail)
        }
    }

    /// Apple frameworks that do not exist here (UIKit and Foundation do).
    static let appleOnlyModules: Set<String> = [
        "ObjectiveC", "CoreGraphics", "QuartzCore", "CoreFoundation", "MapKit", "CoreLocation", "AVFoundation", "AVKit",
        "Photos", "PhotosUI", "SafariServices", "MessageUI", "WebKit", "CoreData", "CoreImage", "CoreMotion",
        "UserNotifications", "StoreKit", "GameKit", "SpriteKit", "SceneKit", "ARKit", "Contacts", "ContactsUI",
        "EventKit", "EventKitUI", "CoreBluetooth", "LocalAuthentication", "AuthenticationServices", "CoreHaptics",
        "SwiftUI", "Combine", "MobileCoreServices", "UniformTypeIdentifiers", "CoreText", "ImageIO", "Accelerate",
        "CoreMedia", "CoreVideo", "Metal", "MetalKit", "GLKit", "CoreML", "Vision", "NaturalLanguage", "Intents",
        "IntentsUI", "WidgetKit", "CloudKit", "HealthKit", "HomeKit", "PassKit", "QuickLook", "Social", "Speech",
        "os", "OSLog", "AppTrackingTransparency", "AdSupport", "CoreTelephony", "NetworkExtension", "SystemConfiguration",
        "LinkPresentation", "VisionKit", "PencilKit", "CoreSpotlight", "MediaPlayer", "AudioToolbox", "CoreAudio",
        "Security", "CryptoKit", "CoreNFC", "QuickLookThumbnailing", "BackgroundTasks", "Network",
    ]

    func rewriteImport(_ node: ImportDeclSyntax) {
        // An import already under any `#if canImport(…)` is the author's (or an earlier run's) choice.
        var current = node.parent
        while let parent = current {
            if parent.as(IfConfigClauseSyntax.self)?.condition?.trimmedDescription.contains("canImport(") == true { return }
            current = parent.parent
        }
        let path = node.path.map(\.name.text)
        let isSubmoduleOfUIKit = path.first == "UIKit" && path.count > 1
        guard let root = path.first, Self.appleOnlyModules.contains(root) || isSubmoduleOfUIKit else { return }
        let module = path.joined(separator: ".")
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        let indent = indentation(at: start)
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        let wrapped = "#if canImport(\(module))\n\(indent)\(text)\n\(indent)#endif"
        edits.append(Edit(range: start..<end, text: wrapped, linuxRange: start..<end, linuxText: "", container: nil))
        report(.rewrote, node, "import \(module)", "under #if canImport(\(module))")
    }
}
