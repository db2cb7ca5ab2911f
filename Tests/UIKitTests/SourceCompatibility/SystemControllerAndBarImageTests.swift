import Foundation
import Testing
import UIKitTesting

/// APIs real iOS code uses that cannot work here but must compile and say so: the image
/// picker takes its cancel path, bar images are stored and reported (issue 10, "Unsupported
/// is loud").
@Suite @MainActor struct SystemControllerAndBarImageTests {
    final class PickingController: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        var cancelled: [UIImagePickerController] = []
        func addPhoto() {
            let picker = UIImagePickerController()
            picker.allowsEditing = true
            picker.delegate = self
            present(picker, animated: false)
        }
        func imagePickerController(_ picker: UIImagePickerController,
                                   didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            _ = info[.originalImage] as? UIImage
        }
    }

    @Test func aPresentedPickerCancelsAndTheDefaultDismissesIt() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let screen = PickingController()
        host.show(screen)
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
        #expect(!UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
        screen.addPhoto()
        host.runUntilIdle()
        #expect(screen.presentedViewController == nil)
        #expect(host.takeDiagnostics().map(\.message) == [
            "ViewControllerKit: UIImagePickerController does nothing here: there is no photo library or camera; the picker cancels.",
        ])
    }

    @Test func barImagesAreStoredAndReportedOnce() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let bar = UINavigationBar()
        let empty = UIImage()
        bar.setBackgroundImage(empty, for: .default)
        bar.setBackgroundImage(empty, for: .compact)
        bar.shadowImage = empty
        #expect(bar.backgroundImage(for: .default) === empty)
        #expect(bar.backgroundImage(for: .defaultPrompt) == nil)
        #expect(bar.shadowImage === empty)
        bar.setBackgroundImage(nil, for: .default)
        #expect(bar.backgroundImage(for: .default) == nil)
        #expect(host.takeDiagnostics().map(\.message) == [
            "ViewControllerKit: UINavigationBar.setBackgroundImage(_:for:) does nothing here: bar background and shadow images are stored, not drawn.",
            "ViewControllerKit: UINavigationBar.shadowImage does nothing here: bar background and shadow images are stored, not drawn.",
        ])
    }
}

@Suite @MainActor struct ImageEncodingTests {
    @Test func encodingReturnsNilAndSaysSoOncePerAPI() {
        let host = HeadlessHost()
        defer { withExtendedLifetime(host) {} }
        let image = UIImage()
        #expect(image.jpegData(compressionQuality: 0.8) == nil)
        #expect(image.jpegData(compressionQuality: 1) == nil)
        #expect(image.pngData() == nil)
        #expect(host.takeDiagnostics().map(\.message) == [
            "ViewControllerKit: UIImage.jpegData(compressionQuality:) does nothing here: images hold no pixels to encode; it returns nil.",
            "ViewControllerKit: UIImage.pngData() does nothing here: images read from JPEG or GIF files, or named, hold no pixels to encode; it returns nil.",
        ])
    }
}
