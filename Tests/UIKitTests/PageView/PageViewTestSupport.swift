import Testing
import UIKitTesting

/// A data source over a fixed list of tracing pages; records its calls into the trace as
/// `dataSource.after(B)` / `dataSource.before(B)`.
@MainActor
final class RecordingPageDataSource: UIPageViewControllerDataSource {
    let trace: TraceRecorder
    var pages: [UIViewController]

    init(trace: TraceRecorder, pages: [UIViewController]) {
        self.trace = trace
        self.pages = pages
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        trace.record("dataSource.before(\(PageFixture.name(viewController)))")
        guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        trace.record("dataSource.after(\(PageFixture.name(viewController)))")
        guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }
}

/// Also answers the page indicator's count and index (9.3).
@MainActor
final class CountingPageDataSource: UIPageViewControllerDataSource {
    let pages: [UIViewController]
    init(pages: [UIViewController]) { self.pages = pages }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        pageViewController.viewControllers?.first.flatMap { page in pages.firstIndex { $0 === page } } ?? 0
    }
}

/// Only the count: not enough for an indicator.
@MainActor
final class CountOnlyPageDataSource: UIPageViewControllerDataSource {
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? { nil }
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? { nil }
    func presentationCount(for pageViewController: UIPageViewController) -> Int { 3 }
}

/// Records delegate calls as `delegate.willTransitionTo(B)` / `delegate.didFinish(previous: A, completed: true)`.
@MainActor
final class RecordingPageDelegate: UIPageViewControllerDelegate {
    let trace: TraceRecorder
    init(trace: TraceRecorder) { self.trace = trace }

    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController]) {
        trace.record("delegate.willTransitionTo(\(pendingViewControllers.map(PageFixture.name).joined(separator: ",")))")
    }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        let previous = previousViewControllers.map(PageFixture.name).joined(separator: ",")
        trace.record("delegate.didFinish(finished: \(finished), previous: \(previous), completed: \(completed))")
    }
}

/// A page view controller showing page A of tracing pages A, B, C with a recording data
/// source and delegate, in a host; the trace is empty.
@MainActor
struct PageFixture {
    let host: HeadlessHost
    let trace: TraceRecorder
    let pageViewController: UIPageViewController
    let pages: [TracingViewController]
    let dataSource: RecordingPageDataSource
    let delegate: RecordingPageDelegate

    init(style: UIPageViewController.TransitionStyle = .scroll, orientation: UIPageViewController.NavigationOrientation = .horizontal,
         names: [String] = ["A", "B", "C"], start: Int = 0) {
        host = HeadlessHost()
        let trace = TraceRecorder()
        self.trace = trace
        pageViewController = UIPageViewController(transitionStyle: style, navigationOrientation: orientation)
        pages = names.map { TracingViewController($0, trace: trace) }
        dataSource = RecordingPageDataSource(trace: trace, pages: pages)
        delegate = RecordingPageDelegate(trace: trace)
        pageViewController.dataSource = dataSource
        pageViewController.delegate = delegate
        pageViewController.setViewControllers([pages[start]], direction: .forward, animated: false)
        host.show(pageViewController)
        trace.take()
    }

    subscript(_ name: String) -> TracingViewController { pages.first { $0.name == name }! }

    static func name(_ controller: UIViewController) -> String {
        (controller as? TracingViewController)?.name ?? String(describing: type(of: controller))
    }

    /// A horizontal swipe across the middle of the window, by `dx` points.
    func swipe(dx: CGFloat, duration: TimeInterval = 0.5, steps: Int = 10) {
        let bounds = host.window.bounds
        let startX = dx < 0 ? bounds.maxX - 20 : bounds.minX + 20
        host.swipe(from: CGPoint(x: startX, y: bounds.midY), to: CGPoint(x: startX + dx, y: bounds.midY),
                   duration: duration, steps: steps)
    }
}
