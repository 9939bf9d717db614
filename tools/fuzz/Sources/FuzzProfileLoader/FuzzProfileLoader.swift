import BrandLint
import BrandModel
import Foundation
import FuzzDriver
import FuzzFiles
import ProfileLoading
import StandardHandlers
import YAMLReader

// The bytes as a brand file beside the real `_base/entain.yaml`, linted; then the bytes
// as that base file, under a real brand. The real schemas and handlers throughout.

/// The repository, found from this file: tools/fuzz/Sources/FuzzProfileLoader/<file>.
private let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

private func read(_ path: String) -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: repository + "/" + path) else {
        fatalError("cannot read \(repository)/\(path)")
    }
    return Array(data)
}

private let schemas = try! ProfileSchemas.load(from: repository + "/Schemas")
private let handlers = try! StandardHandlers.registry().directory
private let base = read("Brands/_base/entain.yaml")
private let brand = read("Brands/ladbrokes.yaml")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTest(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    lint(files: ["/b/Brands/_base/entain.yaml": base, "/b/Brands/neds.yaml": bytes], paths: ["/b/Brands/neds.yaml"])
    lint(
        files: ["/b/Brands/_base/entain.yaml": bytes, "/b/Brands/ladbrokes.yaml": brand],
        paths: ["/b/Brands/_base/entain.yaml", "/b/Brands/ladbrokes.yaml"])
    return 0
}

private func lint(files: [String: [UInt8]], paths: [String]) {
    let loader = ProfileLoader(schemas: schemas, fileSystem: FuzzFileSystem(files: files), formats: .yamlAndJSON)
    let result = BrandLinter(loader: loader, handlers: handlers).lint(paths: paths)
    // Every finding must point inside a file that was read.
    for diagnostic in result.diagnostics where diagnostic.line < 0 || diagnostic.column < 0 {
        fatalError("diagnostic with a negative mark: \(diagnostic)")
    }
    // The reporters see whatever text the file held.
    for format in LintReportFormat.allCases {
        _ = format.render(result.diagnostics, files: result.files)
    }
}

/// SwiftPM's entry point for this executable: hands over to libFuzzer.
@_cdecl("FuzzProfileLoader_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    FuzzDriverMain(argc, argv)
}

