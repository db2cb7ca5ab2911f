import Foundation
#if canImport(FoundationXML)
// swift-corelibs-foundation keeps the XML parser in its own module; Apple's Foundation has
// it built in. The rest of the module names the parser through these aliases only.
import FoundationXML
#endif

typealias PlatformXMLParser = XMLParser
typealias PlatformXMLParserDelegate = XMLParserDelegate
