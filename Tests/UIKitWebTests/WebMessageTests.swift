import Foundation
import Testing
import UIKitHeadless
@testable import UIKitWeb

/// The protocol's validation: every accepted form, and each way a message is refused
/// (docs/BrowserHost.md, "Protocol").
@Suite struct WebMessageTests {
    typealias Message = ViewControllerKit.WebMessage
    typealias Refusal = ViewControllerKit.WebMessageError

    @Test func parsesEveryMessageType() throws {
        #expect(try Message.parse(#"{"type":"pointer","phase":"down","id":1,"x":20.5,"y":300}"#)
                == .pointer(phase: .down, id: 1, x: 20.5, y: 300))
        #expect(try Message.parse(#"{"type":"wheel","x":1,"y":2,"dx":0,"dy":-40}"#) == .wheel(x: 1, y: 2, dx: 0, dy: -40))
        #expect(try Message.parse(#"{"type":"key","key":"Enter"}"#) == .key(.return))
        #expect(try Message.parse(#"{"type":"resize","width":1280,"height":720}"#) == .resize(width: 1280, height: 720))
        #expect(try Message.parse(#"{"type":"device","profile":"ipadair","appearance":"dark"}"#)
                == .device(profile: "ipadair", appearance: .dark, orientation: nil, textSize: nil))
        #expect(try Message.parse(#"{"type":"device","orientation":"landscapeLeft"}"#)
                == .device(profile: nil, appearance: nil, orientation: "landscapeLeft", textSize: nil))
        #expect(try Message.parse(#"{"type":"device","textSize":"accessibilityExtraLarge"}"#)
                == .device(profile: nil, appearance: nil, orientation: nil, textSize: .accessibilityExtraLarge))
        #expect(try Message.parse(#"{"type":"slowMotion","on":true}"#) == .slowMotion(true))
        #expect(try Message.parse(#"{"type":"refresh"}"#) == .refresh)
    }

    private func refusal(_ text: String) -> Refusal? {
        do { _ = try Message.parse(text); return nil } catch { return error }
    }

    @Test func refusesMalformedAndHostileMessages() {
        #expect(refusal("{") == .badJSON)
        #expect(refusal("") == .badJSON)
        #expect(refusal("[1,2]") == .notAnObject)
        #expect(refusal("42") == .notAnObject)
        #expect(refusal(#"{"phase":"down"}"#) == .missingField("type"))
        #expect(refusal(#"{"type":7}"#) == .missingField("type"))
        #expect(refusal(#"{"type":"launchMissiles"}"#) == .unknownType("launchMissiles"))
        #expect(refusal(#"{"type":"refresh","extra":1}"#) == .unknownField("extra"))
        #expect(refusal(#"{"type":"device","textSize":"huge"}"#) == .outOfRange("textSize"))
        #expect(refusal(#"{"type":"pointer","phase":"down","id":1,"x":"20","y":3}"#) == .wrongType("x"))
        #expect(refusal(#"{"type":"pointer","phase":"down","id":1,"x":true,"y":3}"#) == .wrongType("x"))
        #expect(refusal(#"{"type":"pointer","phase":"down","id":1.5,"x":1,"y":3}"#) == .wrongType("id"))
        #expect(refusal(#"{"type":"pointer","phase":"down","id":1,"x":1e9,"y":3}"#) == .outOfRange("x"))
        #expect(refusal(#"{"type":"pointer","phase":"hover","id":1,"x":1,"y":3}"#) == .outOfRange("phase"))
        #expect(refusal(#"{"type":"pointer","phase":"down","id":1,"x":1}"#) == .missingField("y"))
        #expect(refusal(#"{"type":"slowMotion","on":1}"#) == .wrongType("on"))
        #expect(refusal(#"{"type":"device","appearance":"sepia"}"#) == .outOfRange("appearance"))
        #expect(refusal(#"{"type":"key","key":[1]}"#) == .wrongType("key"))
        #expect(refusal(String(repeating: "[", count: 3_000)) == .tooDeep)
        #expect(refusal(#"{"type":"key","key":""# + String(repeating: "a", count: 5000) + #""}"#) == .tooLarge(bytes: 5023))
    }

    @Test func refusalsHaveStableCodes() {
        #expect(Refusal.unknownID("pointer 3").code == "unknown-id")
        #expect(Refusal.unknownID("pointer 3").message == "unknown pointer 3")
        #expect(Refusal.rateLimited.code == "rate-limited")
    }

    @Test func originCheckAcceptsOnlyThisServersPage() {
        #expect(ViewControllerKit.WebServer.originAllowed("http://127.0.0.1:8123", port: 8123))
        #expect(ViewControllerKit.WebServer.originAllowed("http://localhost:8123", port: 8123))
        #expect(ViewControllerKit.WebServer.originAllowed(nil, port: 8123))
        #expect(!ViewControllerKit.WebServer.originAllowed("http://127.0.0.1:9999", port: 8123))
        #expect(!ViewControllerKit.WebServer.originAllowed("https://evil.example", port: 8123))
        #expect(!ViewControllerKit.WebServer.originAllowed("null", port: 8123))
    }

    @Test func rateLimiterAllowsABurstThenTheRate() {
        let start = ContinuousClock.now
        var limiter = RateLimiter(rate: 10, burst: 3, now: start)
        var answers: [Bool] = []
        for _ in 0..<5 { answers.append(limiter.allow(now: start)) }
        #expect(answers == [true, true, true, false, false])
        let later = [limiter.allow(now: start + .milliseconds(100)), limiter.allow(now: start + .milliseconds(100))]
        #expect(later == [true, false])   // one token back after 0.1 s
        let reports = [limiter.shouldReport(now: start), limiter.shouldReport(now: start + .milliseconds(500)),
                       limiter.shouldReport(now: start + .milliseconds(1500))]
        #expect(reports == [true, false, true])
    }
}
