import Foundation
import StoryboardFormat
import Testing

/// Issue 8 item 1: the document model holds what the XML says, typed.
@Suite struct DocumentModelTests {
    @Test func documentAttributesDeviceAndScenes() throws {
        let document = try Sample.document()
        #expect(document.kind == .storyboard)
        #expect(document.attributes.toolsVersion == "24127")
        #expect(document.attributes.useSafeAreas == true)
        #expect(document.attributes.launchScreen == nil)
        #expect(document.device == Device(id: "retina6_12", orientation: "portrait", appearance: "light"))
        #expect(document.scenes.map(\.id) == ["scn-00-001", "scn-00-002", "scn-00-003", "scn-00-004"])
        #expect(document.initialViewController?.id == "nav-00-001")
        #expect(document.initialViewController?.className == "UINavigationController")
        #expect(document.scenes[1].canvasLocation?.x == 100 && document.scenes[1].canvasLocation?.y == -20)
        // The one thing the sample has that IB's library does not: an unknown element, loaded.
        #expect(document.diagnostics.map(\.description) == [
            "Sample.storyboard:53: warning: <futureWidget>: unknown element with an id; loaded as a view of class UIFutureWidget",
        ])
    }

    @Test func controllerAttributesAndPlaceholders() throws {
        let document = try Sample.document()
        let home = try #require(document.scenes[1].controller)
        #expect(home.element == "viewController" && home.category == .controller)
        #expect(home.className == "HomeViewController")
        #expect(home.customModule == "App" && home.customModuleProvider == "target")
        #expect(home.storyboardIdentifier == "Main" && home.restorationIdentifier == "MainR" && home.title == "Home")
        #expect(document.scenes[1].otherObjects.map(\.element) == ["placeholder", "exit"])
        #expect(document.scenes[1].otherObjects[0].placeholder?.identifier == "IBFirstResponder")
        #expect(document.scenes[1].exit?.id == "ext-00-002")
        let reference = try #require(document.scenes[3].controller)
        #expect(reference.category == .storyboardReference && reference.className == nil)
        #expect(reference.placeholder == Placeholder(identifier: nil, storyboardName: "Settings", referencedIdentifier: "Prefs", bundleIdentifier: nil))
        #expect(try document.scene(withIdentifier: "Main").id == "scn-00-002")
    }

    @Test func viewHierarchyFramesMasksAndProperties() throws {
        let home = try #require(try Sample.document().scenes[1].controller)
        let view = try #require(home.view)
        #expect(view.frame == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(view.colors["backgroundColor"] == .white(1, alpha: 1, colorSpace: "calibratedWhite"))
        #expect(view.subviews.map(\.element) == ["label", "button", "futureWidget"])
        let label = view.subviews[0]
        #expect(label.frame == Rect(x: 20, y: 120, width: 353, height: 21))
        #expect(label.alpha == 0.5 && label.tag == 7 && label.isHidden && label.contentMode == "left")
        #expect(label.translatesAutoresizingMaskIntoConstraints == false)
        #expect(label.strings["text"] == "Hello")
        #expect(label.fonts["fontDescription"] == .textStyle("UICTFontTextStyleBody"))
        #expect(label.colors["textColor"] == .system("labelColor"))
        #expect(label.accessibility == Accessibility(identifier: "greeting", label: "Greeting", traits: ["header", "staticText"]))
        #expect(label.runtimeAttributes.map(\.keyPath) == ["layer.cornerRadius", "layer.borderColor"])
        #expect(label.runtimeAttributes[0].value == "4")
        #expect(label.runtimeAttributes[1].color == .rgb(red: 1, green: 0.5, blue: 0, alpha: 1, colorSpace: "sRGB"))
        let button = view.subviews[1]
        #expect(button.className == "UIButton")
        #expect(button.fonts["fontDescription"] == .system(type: "system", size: 15, weight: "semibold"))
        #expect(button.strings["title.normal"] == "Go" && button.images["image.normal"] == "arrow")
        #expect(button["buttonType"] == "system")
        // An element the model does not know is kept, with its attributes, as a view.
        let unknown = view.subviews[2]
        #expect(unknown.category == .view && unknown.className == "UIFutureWidget" && unknown["sparkle"] == "11")
    }

    @Test func constraintsGuidesAndVariations() throws {
        let view = try #require(try Sample.document().scenes[1].controller?.view)
        #expect(view.layoutGuides == [LayoutGuide(kind: .safeArea, id: "sa0-00-001", line: 55)])
        #expect(view.constraints.count == 3)
        let leading = view.constraints[0]
        #expect(leading.firstItem == "lbl-00-001" && leading.firstAttribute.rawValue == "leading")
        #expect(leading.secondItem == "sa0-00-001" && leading.constant == 20 && leading.multiplier == 1)
        #expect(leading.priority == 1000 && leading.relation == .equal && leading.line == 58)
        let ratio = view.constraints[1]
        #expect(ratio.firstItem == "vw0-00-001")  // no firstItem: the owning view
        #expect(ratio.multiplier == 16.0 / 9.0 && ratio.priority == 750 && ratio.identifier == "ratio")
        let spacing = view.constraints[2]
        #expect(spacing.relation == .greaterThanOrEqual && spacing.isPlaceholder && spacing.constant == 8)
        #expect(view.variations.map(\.key) == ["default", "heightClass=compact-widthClass=regular"])
        #expect(view.variations[0].excluded == ["constraints": ["c00-00-001"]])
        #expect(view.variations[1].traits == ["heightClass": "compact", "widthClass": "regular"])
        #expect(view.variations[1].included == ["constraints": ["c00-00-001"]])
    }

    @Test func connectionsItemsAndSegues() throws {
        let document = try Sample.document()
        let home = try #require(document.scenes[1].controller)
        #expect(home.connections == [
            .outlet(Outlet(property: "greeting", destination: "lbl-00-001", id: "out-00-001", collectionClass: nil, line: 81)),
            .outletCollection(Outlet(property: "buttons", destination: "btn-00-001", id: "out-00-002", collectionClass: "NSMutableArray", line: 82)),
        ])
        let button = try #require(home.view?.subviews[1])
        #expect(button.connections.first == .action(Action(selector: "go:", destination: "vc0-00-001", eventType: "touchUpInside", id: "act-00-001", line: 47)))
        let item = try #require(home.navigationItem)
        #expect(item.title == "Home" && item.category == .barItem)
        #expect(item.child(forKey: "rightBarButtonItem")?["systemItem"] == "add")

        // Every segue in document order, with its scene, controller and trigger.
        #expect(document.segues.map { "\($0.sourceSceneID ?? "-") \($0.triggerElement) \($0.segue.kind) \($0.segue.destination)" } == [
            "scn-00-001 navigationController relationship vc0-00-001",
            "scn-00-002 button popoverPresentation det-00-001",
            "scn-00-002 barButtonItem show det-00-001",
            "scn-00-003 viewController unwind ext-00-002",
        ])
        let popover = document.segues[1].segue
        #expect(popover.popoverAnchorView == "btn-00-001" && popover.popoverArrowDirections == ["down", "up"])
        #expect(popover.identifier == "Pop" && popover.line == 48)
        #expect(document.segues[0].segue.relationship == "rootViewController")
        #expect(document.segues[3].segue.unwindAction == "unwindHome:")
        #expect(document.scene(containing: "ext-00-002")?.id == "scn-00-002")
        #expect(Segue.Kind.push.modern == .show && Segue.Kind.modal.modern == .presentation && Segue.Kind.replace.modern == .showDetail)
    }

    @Test func aNibHasTopLevelObjectsAndPlaceholders() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CardViewController" customModule="App">
                    <connections>
                        <outlet property="view" destination="i5M-Pr-FkT" id="sfx-zR-JGt"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="i5M-Pr-FkT">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <color key="backgroundColor" name="CardBackground"/>
                </view>
            </objects>
        </document>
        """
        let document = try StoryboardDocument(data: Data(xib.utf8), fileName: "Card.xib")
        #expect(document.kind == .xib && document.scenes.isEmpty)
        #expect(document.objects.map(\.element) == ["placeholder", "placeholder", "view"])
        #expect(document.objects[0].placeholder?.identifier == "IBFilesOwner")
        #expect(document.objects[0].className == "CardViewController")
        #expect(document.objects[0].connections == [.outlet(Outlet(property: "view", destination: "i5M-Pr-FkT", id: "sfx-zR-JGt", collectionClass: nil, line: 6))])
        #expect(document.objects[2].colors["backgroundColor"] == .named("CardBackground"))
    }
}
