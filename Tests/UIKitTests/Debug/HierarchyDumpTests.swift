import Testing
import UIKitTesting

/// The controller and view dumps (issue item 15).
@Suite @MainActor struct HierarchyDumpTests {
    @Test func controllerDump_showsStatesAndChildren() {
        let host = HeadlessHost()
        let trace = TraceRecorder()
        let root = TracingViewController("Root", trace: trace)
        let a = TracingViewController("A", trace: trace)
        let b = TracingViewController("B", trace: trace)
        ContainmentTests.embed(a, in: root)
        root.addChild(b)
        host.show(root)
        #expect(host.hierarchyDump() == """
            <TracingViewController> title: "Root", state: appeared, view: (0 0; 390 844)
               | <TracingViewController> title: "A", state: appeared, view: (0 0; 390 844)
               | <TracingViewController> title: "B", state: disappeared, view: not loaded
            """)
    }

    @Test func viewDump_listsFramesAndNonDefaultProperties() {
        let host = HeadlessHost(device: .iPhoneSE)
        let root = UIViewController()
        host.show(root)
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 30.5, height: 40))
        child.isHidden = true
        child.alpha = 0.5
        child.tag = 3
        child.accessibilityIdentifier = "box"
        child.backgroundColor = .systemBlue
        root.view.addSubview(child)
        #expect(host.viewDump() == """
            <UIWindow; frame = (0 0; 375 667)>
               | <UIView; frame = (0 0; 375 667); autoresize = W+H; controller = <UIViewController>>
               |    | <UIView; frame = (10 20; 30.5 40); tag = 3; hidden = YES; alpha = 0.5; backgroundColor = UIColor.systemBlue; id = "box">
            """)
    }
}
