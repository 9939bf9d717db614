import Foundation
import TestSupport
import Testing

/// Every ```swift block of README.md and docs/*.md compiles against this package's modules,
/// as an app would write it: each block is a `main.swift` of its own, type-checked by swiftc
/// with the modules of this build. A block whose fence reads ```swift no-compile is left out,
/// and one whose fence reads ```swift continued is compiled with the block before it (the
/// README's "Contributing" says when to use each).
@Suite("Documentation samples")
struct DocumentationSampleTests {
    @Test func everySwiftBlockOfTheDocsCompiles() throws {
        let samples = try DocumentationSample.all()
        #expect(!samples.isEmpty)
        let build = try #require(BuildProducts.folder, "no Modules folder next to the tests: run swift build --build-tests")
        let failures = try TemporaryFolder.with("doc-samples") { folder in
            try samples.enumerated().filter(\.element.compiles).compactMap { index, sample in
                try Self.failure(of: sample, in: folder.appendingPathComponent("sample\(index)"), build: build)
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    /// Why `sample` does not compile; nil when it does.
    static func failure(of sample: DocumentationSample, in blockFolder: URL, build: URL) throws -> String? {
        try FileManager.default.createDirectory(at: blockFolder, withIntermediateDirectories: true)
        try Data(sample.code.utf8).write(to: blockFolder.appendingPathComponent("main.swift"))
        let run = try ToolProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["swiftc", "-typecheck", "-swift-version", "6", "main.swift"] + BuildProducts.moduleArguments(build),
            in: blockFolder)
        return run.status == 0 ? nil : "\(sample.file):\(sample.line): does not compile:\n\(run.output)\(run.errorOutput)"
    }

    @Test func aBlockIsFoundWithItsLineAndItsMarker() {
        let text = """
            intro
            ```swift
            let a = 1
            ```

            ```swift no-compile
            let b: Missing
            ```
            ```yaml
            x: 1
            ```
            ```swift
            struct C {}
            ```
            ```swift continued
            let c = C()
            ```
            """
        let samples = DocumentationSample.extract(from: text, file: "doc.md")
        #expect(samples.map(\.line) == [2, 6, 12])
        #expect(samples.map(\.code) == ["let a = 1\n", "let b: Missing\n", "struct C {}\nlet c = C()\n"])
        #expect(samples.map(\.compiles) == [true, false, true])
    }
}

/// One fenced Swift block of a markdown file.
struct DocumentationSample {
    static let noCompileMarker = "no-compile"
    static let continuedMarker = "continued"

    var file: String
    /// The line of its opening fence, 1-based.
    var line: Int
    var code: String
    var compiles: Bool

    /// The blocks of README.md and docs/*.md.
    static func all() throws -> [DocumentationSample] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: Repository.path("docs"))
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        return try (["README.md"] + docs).flatMap { file in
            extract(from: try String(contentsOfFile: Repository.path(file), encoding: .utf8), file: file)
        }
    }

    static func extract(from text: String, file: String) -> [DocumentationSample] {
        var samples: [DocumentationSample] = []
        var open: DocumentationSample?
        var inOtherBlock = false
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var sample = open {
                if trimmed == "```" {
                    samples.append(sample)
                    open = nil
                } else {
                    sample.code += line + "\n"
                    open = sample
                }
            } else if inOtherBlock {
                if trimmed == "```" { inOtherBlock = false }
            } else if trimmed.hasPrefix("```") {
                let words = trimmed.dropFirst(3).split(separator: " ")
                if words.first == "swift" {
                    open = DocumentationSample(file: file, line: number + 1, code: "", compiles: !words.contains(Substring(noCompileMarker)))
                    if words.contains(Substring(continuedMarker)), let previous = samples.popLast() {
                        // Compiled with the block it goes on from, and reported at that block's line.
                        open = DocumentationSample(file: file, line: previous.line, code: previous.code, compiles: previous.compiles)
                    }
                } else {
                    inOtherBlock = true
                }
            }
        }
        return samples
    }
}
