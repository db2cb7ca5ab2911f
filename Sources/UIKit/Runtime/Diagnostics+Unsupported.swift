import Foundation

extension ViewControllerKit.Diagnostics {
    /// Reports, once per runtime, that `api` exists for source compatibility but does
    /// nothing here (`reason` says why), as a console warning — so an app learns it the
    /// first time it relies on one. docs/FeatureCoverage.md lists every such API.
    public func unsupported(_ api: String, _ reason: String) {
        guard !reportedUnsupported.contains(api) else { return }
        reportedUnsupported.insert(api)
        warn("ViewControllerKit: \(api) does nothing here: \(reason).")
    }
}
