import Foundation
import StoryboardFormat

/// A small storyboard exercising the model's value kinds, written the way Xcode 16 writes them
/// (line numbers in the tests refer to this text: the `<?xml` line is line 1).
enum Sample {
    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="24127" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav-00-001">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="scn-00-001">
                <objects>
                    <navigationController storyboardIdentifier="Nav" id="nav-00-001" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-00-001">
                            <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="vc0-00-001" kind="relationship" relationship="rootViewController" id="rel-00-001"/>
                        </connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr0-00-001" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="scn-00-002">
                <objects>
                    <viewController storyboardIdentifier="Main" restorationIdentifier="MainR" title="Home" id="vc0-00-001" customClass="HomeViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="vw0-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" alpha="0.5" tag="7" hidden="YES" contentMode="left" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-001">
                                    <rect key="frame" x="20" y="120" width="353" height="21"/>
                                    <accessibility key="accessibilityConfiguration" identifier="greeting" label="Greeting">
                                        <accessibilityTraits key="traits" staticText="YES" header="YES"/>
                                    </accessibility>
                                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                    <color key="textColor" systemColor="labelColor"/>
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                            <real key="value" value="4"/>
                                        </userDefinedRuntimeAttribute>
                                        <userDefinedRuntimeAttribute type="color" keyPath="layer.borderColor">
                                            <color key="value" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        </userDefinedRuntimeAttribute>
                                    </userDefinedRuntimeAttributes>
                                </label>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-00-001">
                                    <rect key="frame" x="20" y="160" width="100" height="44"/>
                                    <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="15"/>
                                    <state key="normal" title="Go" image="arrow"/>
                                    <connections>
                                        <action selector="go:" destination="vc0-00-001" eventType="touchUpInside" id="act-00-001"/>
                                        <segue destination="det-00-001" kind="popoverPresentation" identifier="Pop" popoverAnchorView="btn-00-001" id="seg-00-001">
                                            <popoverArrowDirection key="popoverArrowDirection" up="YES" down="YES"/>
                                        </segue>
                                    </connections>
                                </button>
                                <futureWidget id="fw0-00-001" sparkle="11"/>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="sa0-00-001"/>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                            <constraints>
                                <constraint firstItem="lbl-00-001" firstAttribute="leading" secondItem="sa0-00-001" secondAttribute="leading" constant="20" id="c00-00-001"/>
                                <constraint firstAttribute="width" secondItem="lbl-00-001" secondAttribute="height" multiplier="16:9" priority="750" identifier="ratio" id="c00-00-002"/>
                                <constraint firstItem="btn-00-001" firstAttribute="top" relation="greaterThanOrEqual" secondItem="lbl-00-001" secondAttribute="bottom" constant="8" placeholder="YES" id="c00-00-003"/>
                            </constraints>
                            <variation key="default">
                                <mask key="constraints">
                                    <exclude reference="c00-00-001"/>
                                </mask>
                            </variation>
                            <variation key="heightClass=compact-widthClass=regular">
                                <mask key="constraints">
                                    <include reference="c00-00-001"/>
                                </mask>
                            </variation>
                        </view>
                        <navigationItem key="navigationItem" title="Home" id="ni0-00-001">
                            <barButtonItem key="rightBarButtonItem" systemItem="add" id="bbi-00-001">
                                <connections>
                                    <segue destination="det-00-001" kind="show" identifier="Add" id="seg-00-002"/>
                                </connections>
                            </barButtonItem>
                        </navigationItem>
                        <connections>
                            <outlet property="greeting" destination="lbl-00-001" id="out-00-001"/>
                            <outletCollection property="buttons" destination="btn-00-001" collectionClass="NSMutableArray" id="out-00-002"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr0-00-002" sceneMemberID="firstResponder"/>
                    <exit id="ext-00-002" userLabel="Exit" sceneMemberID="exit"/>
                </objects>
                <point key="canvasLocation" x="100" y="-20"/>
            </scene>
            <scene sceneID="scn-00-003">
                <objects>
                    <viewController id="det-00-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="vw0-00-003">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        </view>
                        <connections>
                            <segue destination="ext-00-002" kind="unwind" identifier="Back" unwindAction="unwindHome:" id="seg-00-003"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="scn-00-004">
                <objects>
                    <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Prefs" id="ref-00-001" sceneMemberID="viewController"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    static func document() throws -> StoryboardDocument {
        try StoryboardDocument(data: Data(storyboard.utf8), fileName: "Sample.storyboard")
    }

    /// `storyboard` with `old` replaced by `new` (the replacement must happen).
    static func variant(replacing old: String, with new: String) -> Data {
        precondition(storyboard.contains(old), "sample has no \(old)")
        return Data(storyboard.replacingOccurrences(of: old, with: new).utf8)
    }
}
