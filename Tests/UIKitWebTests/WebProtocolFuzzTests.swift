import CatalogScreens
import Foundation
import Testing
import UIKitTesting
@testable import UIKitWeb

/// 10,000 generated hostile messages into one session (the live-socket fuzz is in
/// Tests/Browser): each refused one gets exactly one well-formed error reply, nothing
/// crashes or raises, and the session still answers afterwards.
@Suite @MainActor struct WebProtocolFuzzTests {
    /// A reproducible generator (SplitMix64).
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func pick<T>(_ values: [T]) -> T { values[Int(next() % UInt64(values.count))] }
    }

    static let seeds = [
        #"{"type":"pointer","phase":"up","id":1,"x":20,"y":300}"#, #"{"type":"wheel","x":1,"y":2,"dx":0,"dy":-40}"#,
        #"{"type":"device","profile":"ipadair"}"#, #"{"type":"slowMotion","on":true}"#, #"{"type":"key","key":"a"}"#,
        #"{"type":"resize","width":1,"height":2}"#,
    ]
    static let junk = ["{", "}", "[", "]", "\"", ":", ",", "null", "true", "1e999", "-", "\\u0000", "\u{0}", "é", "💥",
                       "\"type\"", "\"id\"", "NaN", "[[[[", "{\"a\":"]

    static func hostile(_ g: inout Generator) -> String {
        var text = g.pick(seeds)
        switch g.next() % 6 {
        case 0:   // cut short
            text = String(text.prefix(Int(g.next() % UInt64(text.count))))
        case 1:   // junk spliced in
            let index = text.index(text.startIndex, offsetBy: Int(g.next() % UInt64(text.count)))
            text.insert(contentsOf: g.pick(junk), at: index)
        case 2:   // a field of the wrong type or an unknown field
            text = String(text.dropLast()) + g.pick([#","x":"1""#, #","id":true"#, #","evil":1"#, #","on":[1]"#, #","type":"x""#]) + "}"
        case 3:   // deep nesting or an oversized message
            text = g.next() % 2 == 0 ? String(repeating: "[", count: Int(g.next() % 5000)) : text + String(repeating: " ", count: 5000)
        case 4:   // unknown ids
            text = g.pick([#"{"type":"pointer","phase":"move","id":\#(g.next() % 1_000_000 + 100),"x":1,"y":1}"#,
                           #"{"type":"device","profile":"p\#(g.next() % 100)"}"#, #"{"type":"device","orientation":"o\#(g.next() % 100)"}"#])
        default:  // random bytes
            text = String((0..<Int(g.next() % 40)).map { _ in Character(Unicode.Scalar(UInt8(g.next() % 128))) })
        }
        return text
    }

    @Test func tenThousandHostileMessages() {
        let outbox = Outbox()
        let session = ViewControllerKit.WebSession(id: 1, app: ViewControllerKit.WebApp(name: "Catalog") { CatalogHome.make() },
                                                   send: outbox.send)
        defer { session.close() }
        session.tick(elapsed: 1.0 / 60)
        _ = outbox.take()
        var generator = Generator(state: 11)
        var refused = 0
        let codes: Set<String> = ["too-large", "too-deep", "bad-json", "not-an-object", "missing-field", "unknown-type",
                                  "unknown-field", "wrong-type", "out-of-range", "unknown-id"]
        for index in 0..<10_000 {
            let text = Self.hostile(&generator)
            let expectsRefusal = (try? ViewControllerKit.WebMessage.parse(text)) == nil
            session.receive(text)
            if index % 50 == 0 { session.tick(elapsed: 1.0 / 60) }
            let replies = outbox.take().ofType("error")
            if expectsRefusal {
                refused += 1
                #expect(replies.count == 1, "\(text.debugDescription)")
                #expect(codes.contains(replies.first?["code"] as? String ?? ""), "\(text.debugDescription)")
            }
        }
        #expect(refused > 8_000)
        #expect(outbox.take().ofType("exception").isEmpty)
        session.receive(#"{"type":"refresh"}"#)
        session.tick(elapsed: 1.0 / 60)
        let after = outbox.take()
        #expect(after.ofType("hello").count == 1)
        #expect(after.ofType("frame").count == 1)
    }
}
