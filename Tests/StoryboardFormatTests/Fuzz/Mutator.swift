import Foundation
import StoryboardFormat

/// The mutations the fuzzer applies, one per case.
enum Mutation: CaseIterable {
    case truncate, dropAttribute, danglingID, wrongElementType, hugeNumber, deepNesting, byteFlip, moveElement
}

/// Seeded mutations of a written seed document, each a splice of its bytes.
struct Mutator {
    var rng: SeededGenerator

    /// Element names to swap in (IB names in the wrong place, and unknown ones).
    static let elementNames = [
        "view", "scene", "objects", "segue", "outlet", "constraint", "constraints", "subviews", "connections",
        "viewController", "navigationController", "rect", "color", "variation", "mask", "placeholder", "exit",
        "document", "tableViewCell", "viewControllerPlaceholder", "layoutGuides", "hologram",
    ]
    static let hugeNumbers = [
        "1e308", "-1e309", "1e999", "99999999999999999999999999", "-9223372036854775809", "NaN", "inf", "0x1p1024",
        "1.7976931348623157e308", "4.9e-324", "", "12abc",
    ]
    static let references: Set<String> = [
        "destination", "initialViewController", "firstItem", "secondItem", "reference", "popoverAnchorView",
        "popoverAnchorBarButtonItem", "id", "sceneID",
    ]

    mutating func apply(_ mutation: Mutation, to seed: WrittenXML) -> Data {
        var bytes = seed.bytes
        let elements = seed.elements
        func pick<T>(_ items: [T]) -> T? { items.isEmpty ? nil : items[Int.random(in: 0..<items.count, using: &rng)] }
        func replace(_ span: WrittenXML.Span, with text: String) {
            bytes.replaceSubrange(span.start..<span.end, with: Array(text.utf8))
        }
        switch mutation {
        case .truncate:
            bytes.removeLast(Int.random(in: 1...bytes.count, using: &rng))
        case .byteFlip:
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                bytes[Int.random(in: 0..<bytes.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
            }
        case .dropAttribute:
            if let attribute = pick(elements.flatMap(\.attributes)) { replace(attribute.whole, with: "") }
        case .danglingID:
            if let attribute = pick(elements.flatMap(\.attributes).filter { Self.references.contains($0.name) }) {
                replace(attribute.value, with: "zzz-ZZ-zzz")
            }
        case .hugeNumber:
            let numeric = elements.flatMap(\.attributes).filter { Double(String(decoding: bytes[$0.value.start..<$0.value.end], as: UTF8.self)) != nil }
            if let attribute = pick(numeric) { replace(attribute.value, with: pick(Self.hugeNumbers)!) }
        case .wrongElementType:
            if let element = pick(elements) {
                let name = pick(Self.elementNames)!
                // End tag first: it comes later, so the start tag's offsets stay valid.
                if let end = element.endName { replace(end, with: name) }
                replace(element.startName, with: name)
            }
        case .deepNesting:
            if let element = pick(Array(elements.dropFirst())) {
                let depth = Int.random(in: 150...400, using: &rng)
                let open = String(repeating: "<view><subviews>", count: depth / 2)
                let close = String(repeating: "</subviews></view>", count: depth / 2)
                bytes.insert(contentsOf: Array(close.utf8), at: element.element.end)
                bytes.insert(contentsOf: Array(open.utf8), at: element.element.start)
            }
        case .moveElement:
            let movable = Array(elements.dropFirst())
            guard let moved = pick(movable), let target = pick(elements.filter { $0.contentStart != nil }),
                  let insertAt = target.contentStart,
                  !(moved.element.start..<moved.element.end).contains(insertAt)
            else { break }
            let subtree = Array(bytes[moved.element.start..<moved.element.end])
            if insertAt < moved.element.start {
                bytes.removeSubrange(moved.element.start..<moved.element.end)
                bytes.insert(contentsOf: subtree, at: insertAt)
            } else {
                bytes.insert(contentsOf: subtree, at: insertAt)
                bytes.removeSubrange(moved.element.start..<moved.element.end)
            }
        }
        return Data(bytes)
    }
}
