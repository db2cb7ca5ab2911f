// storyboard-bench: parse + build the document model of every corpus storyboard, then the
// full load of the largest one.
//
//   storyboard-bench [--dir DIR] [--repetitions N] [--full-load-only]
//
// Reads every *.storyboard in DIR (default: the copy of the corpus in the repository's
// tests) into memory first, then times N passes that each decode every file with
// `StoryboardDocument(data:fileName:)`. Then, for the largest file (GoMap in the corpus),
// N passes of the full load: decode its bytes, instantiate every scene's controller
// (relationship children included, as UIKit creates them) and load every view, releasing
// everything before the pass ends; and N passes of its decode alone, for the split.
// Prints one JSON line: the per-pass medians and minimums in milliseconds, the file and byte
// counts, and the scene, segue and loaded-view totals (a check that the work was done).
// --full-load-only runs the warm-up and the N full loads alone (for instruction counts of
// the full load under callgrind; the other figures are then 0).
// storyboard-vs-expat.sh compares it with Python's xml.etree on the same bytes.
import Foundation
import StoryboardFormat
import UIKitHeadless

var directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Tests/StoryboardFormatTests/Corpus").path
var repetitions = 20
var fullLoadOnly = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--dir": directory = arguments.popFirst() ?? directory
    case "--repetitions": repetitions = arguments.popFirst().flatMap { Int($0) } ?? repetitions
    case "--full-load-only": fullLoadOnly = true
    default:
        FileHandle.standardError.write(Data("usage: storyboard-bench [--dir DIR] [--repetitions N] [--full-load-only]\n".utf8))
        exit(2)
    }
}

let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasSuffix(".storyboard") }.sorted()
let files = names.map { ($0, (try? Data(contentsOf: URL(fileURLWithPath: directory).appendingPathComponent($0))) ?? Data()) }
guard !files.isEmpty else {
    FileHandle.standardError.write(Data("no .storyboard files in \(directory)\n".utf8))
    exit(2)
}

var times: [Double] = []
var scenes = 0
var segues = 0
for _ in 0..<(fullLoadOnly ? 0 : repetitions) {
    scenes = 0
    segues = 0
    let start = DispatchTime.now().uptimeNanoseconds
    for (name, data) in files {
        do {
            let document = try StoryboardDocument(data: data, fileName: name)
            scenes += document.scenes.count
            segues += document.segues.count
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(1)
        }
    }
    times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
}
times.sort()
if times.isEmpty { times = [0] }

/// One pass of the largest file's full load: (milliseconds, scenes instantiated, views loaded).
@MainActor
func fullLoad(_ name: String, _ data: Data, host: HeadlessHost) -> (Double, Int, Int) {
    let start = DispatchTime.now().uptimeNanoseconds
    var loaded = 0
    var count = 0
    do {
        let storyboard = try ViewControllerKit.InterfaceBuilder.storyboard(data: data, fileName: name)
        let controllers = ViewControllerKit.InterfaceBuilder.instantiateEveryScene(of: storyboard)
        count = controllers.count
        for controller in controllers {
            controller.loadViewIfNeeded()
            if controller.isViewLoaded { loaded += 1 }
        }
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(1)
    }
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    _ = host.takeDiagnostics()  // "Unknown class …" warnings: the corpus's app classes are absent
    return (elapsed, count, loaded)
}

@MainActor
func largestFile() -> (Double, Double, Double, Double, Int, Int) {
    let host = HeadlessHost(createdAt: HostSourceLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column),
                            reportingFailures: { fatalError($0.description) })
    defer { withExtendedLifetime(host) {} }
    let (name, data) = files.max { $0.1.count < $1.1.count }!
    var loadTimes: [Double] = []
    var parseTimes: [Double] = []
    var counts = (0, 0)
    _ = fullLoad(name, data, host: host)  // warm-up: class lookups, fonts, first-use caches
    for _ in 0..<repetitions {
        let (ms, made, loaded) = fullLoad(name, data, host: host)
        loadTimes.append(ms)
        counts = (made, loaded)
        if fullLoadOnly { continue }
        let start = DispatchTime.now().uptimeNanoseconds
        _ = try? StoryboardDocument(data: data, fileName: name)
        parseTimes.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    loadTimes.sort()
    parseTimes.sort()
    if parseTimes.isEmpty { parseTimes = [0] }
    return (loadTimes[loadTimes.count / 2], loadTimes[0], parseTimes[parseTimes.count / 2], parseTimes[0], counts.0, counts.1)
}

let (loadMedian, loadMin, parseMedian, parseMin, controllers, views) = MainActor.assumeIsolated { largestFile() }
let largest = files.max { $0.1.count < $1.1.count }!
let bytes = files.reduce(0) { $0 + $1.1.count }
print("{\"binding\": \"swift\", \"files\": \(files.count), \"bytes\": \(bytes), \"repetitions\": \(repetitions), "
    + "\"median_ms\": \(times[times.count / 2]), \"min_ms\": \(times[0]), \"scenes\": \(scenes), \"segues\": \(segues), "
    + "\"largest\": \"\(largest.0)\", \"largest_bytes\": \(largest.1.count), "
    + "\"largest_load_median_ms\": \(loadMedian), \"largest_load_min_ms\": \(loadMin), "
    + "\"largest_parse_median_ms\": \(parseMedian), \"largest_parse_min_ms\": \(parseMin), "
    + "\"largest_controllers\": \(controllers), \"largest_views_loaded\": \(views)}")
