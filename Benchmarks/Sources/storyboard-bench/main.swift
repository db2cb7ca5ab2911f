// storyboard-bench: parse + build the document model of every corpus storyboard.
//
//   storyboard-bench [--dir DIR] [--repetitions N]
//
// Reads every *.storyboard in DIR (default: the copy of the corpus in the repository's
// tests) into memory first, then times N passes that each decode every file with
// `StoryboardDocument(data:fileName:)`. Prints one JSON line: the per-pass median and minimum
// in milliseconds, the file and byte counts, and the scene and segue totals (a check that
// the work was done). storyboard-vs-expat.sh compares it with Python's xml.etree.
import Foundation
import StoryboardFormat

var directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Tests/StoryboardFormatTests/Corpus").path
var repetitions = 20
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--dir": directory = arguments.popFirst() ?? directory
    case "--repetitions": repetitions = arguments.popFirst().flatMap { Int($0) } ?? repetitions
    default:
        FileHandle.standardError.write(Data("usage: storyboard-bench [--dir DIR] [--repetitions N]\n".utf8))
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
for _ in 0..<repetitions {
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
let bytes = files.reduce(0) { $0 + $1.1.count }
print("{\"binding\": \"swift\", \"files\": \(files.count), \"bytes\": \(bytes), \"repetitions\": \(repetitions), "
    + "\"median_ms\": \(times[times.count / 2]), \"min_ms\": \(times[0]), \"scenes\": \(scenes), \"segues\": \(segues)}")
