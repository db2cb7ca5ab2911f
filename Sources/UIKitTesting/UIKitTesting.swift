// `import UIKitTesting` gives a test everything: UIKit (and Foundation), the headless host,
// and the test-framework glue below.
@_exported import UIKitHeadless
