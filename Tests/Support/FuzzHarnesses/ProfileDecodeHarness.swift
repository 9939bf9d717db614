import BrandLint
import BrandModel
import BrandReport
import Foundation
import OddsBoost
import ProfileLoading
import StandardHandlers
import YAMLNode
import YAMLReader

// Numeric edge values in every numeric field of real profiles. The input is read as
// instructions: one byte picks a brand of Brands/ (its merged, resolved document, written
// as one self-contained file), then each group of bytes sets one numeric field (or a
// duration) to an edge value (NaN, ±infinity, ±2^63, ±2^53, the largest finite double, the
// smallest subnormal, -0, Int.min, Int.max) or to eight raw bytes of the input read as an
// integer or a double. The result is linted with the real schemas and handlers and every
// report format is rendered; a profile that still loads goes on to the odds-boost
// configuration and the brand report, which convert those numbers again. Nothing may trap.

private let repository = FuzzRepository.root

private let schemas = try! ProfileSchemas.load(from: repository + "/Schemas")
private let registry = try! StandardHandlers.registry()
private let handlers = registry.directory

/// Each shipped brand's merged, resolved document without `extends`, and its numeric fields.
private let profiles: [(id: String, document: Node, numbers: [[String]], durations: [[String]])] = {
    let load = ProfileLoader(schemas: schemas, formats: .yamlAndJSON).loadCatalog(at: repository + "/Brands")
    return load.brands.compactMap { brand in
        guard case .mapping(var root) = brand.document?.value else { return nil }
        root.entries.removeAll { $0.key == "extends" }
        let document = Node(.mapping(root))
        var numbers: [[String]] = []
        collectNumbers(document, path: [], into: &numbers)
        let durations = [["cache", "ttl"], ["appBar", "toolSlot", "dismissUserTrayFirst"]]
        return (brand.id, document, numbers, durations)
    }
}()

private func collectNumbers(_ node: Node, path: [String], into found: inout [[String]]) {
    switch node.value {
    case .int, .double: found.append(path)
    case .sequence(let items): for (index, item) in items.enumerated() { collectNumbers(item, path: path + [String(index)], into: &found) }
    case .mapping(let mapping): for entry in mapping.entries { collectNumbers(entry.value, path: path + [entry.key], into: &found) }
    default: break
    }
}

private let edges: [Node.Value] = [
    .double(.nan), .double(.infinity), .double(-.infinity), .double(.greatestFiniteMagnitude), .double(-.greatestFiniteMagnitude),
    .double(.leastNonzeroMagnitude), .double(-0.0), .double(9_223_372_036_854_775_808), .double(-9_223_372_036_854_775_808),
    .double(Double(1 << 53).nextUp), .double(1e300), .double(-1e-300), .double(0.5),
    .int(.max), .int(.min), .int(0), .int(-1), .int(1), .int(Int(Int32.max) + 1),
]

private let durationEdges = [
    "99999999999999999999999999h", "9223372036854775807ms", "9223372036854776s", "153722867280912m", "2562047788015h",
    "0.0000000000000001ms", "0ms", "1.7976931348623157e308s", "00000000000000000000000001s", "1.s",
]

enum ProfileDecodeHarness {
    static func run(_ bytes: [UInt8]) {
        decode(bytes)
    }
}

private func decode(_ bytes: [UInt8]) {
    guard let first = bytes.first, !profiles.isEmpty else { return }
    let profile = profiles[Int(first) % profiles.count]
    var document = profile.document
    var position = 1
    // Two bytes per change: the field, then the value (an edge, or the next eight bytes raw).
    while position + 2 <= bytes.count {
        let field = Int(bytes[position])
        let choice = Int(bytes[position + 1])
        position += 2
        if field & 0x80 != 0, !profile.durations.isEmpty {
            let path = profile.durations[field % profile.durations.count]
            let text = choice < durationEdges.count * 8
                ? durationEdges[choice % durationEdges.count]
                : String(decoding: bytes[position..<min(bytes.count, position + 12)], as: UTF8.self)
            document = setting(document, at: path[...], to: .string(text))
            continue
        }
        guard !profile.numbers.isEmpty else { break }
        let path = profile.numbers[field % profile.numbers.count]
        let value: Node.Value
        if choice < 0xE0 || position + 8 > bytes.count {
            value = edges[choice % edges.count]
        } else {
            let raw = bytes[position..<(position + 8)].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            value = choice & 1 == 0 ? .double(Double(bitPattern: raw)) : .int(Int(truncatingIfNeeded: raw))
            position += 8
        }
        document = setting(document, at: path[...], to: value)
    }
    check(YAMLEmitter().emit(document), id: profile.id)
}

/// `node` with the value at `path` replaced (the path exists: it was collected from it).
private func setting(_ node: Node, at path: ArraySlice<String>, to value: Node.Value) -> Node {
    guard let key = path.first else { return Node(value, mark: node.mark) }
    var node = node
    switch node.value {
    case .mapping(var mapping):
        if let index = mapping.entries.firstIndex(where: { $0.key == key }) {
            mapping.entries[index].value = setting(mapping.entries[index].value, at: path.dropFirst(), to: value)
        } else {
            mapping.entries.append(.init(key: key, keyMark: .start, value: setting(Node(.mapping(.init())), at: path.dropFirst(), to: value)))
        }
        node.value = .mapping(mapping)
    case .sequence(var items):
        if let index = Int(key), items.indices.contains(index) {
            items[index] = setting(items[index], at: path.dropFirst(), to: value)
            node.value = .sequence(items)
        }
    default:
        break
    }
    return node
}

private func check(_ text: String, id: String) {
    let path = "/b/Brands/\(id).yaml"
    let loader = ProfileLoader(schemas: schemas, fileSystem: FuzzFileSystem(files: [path: Array(text.utf8)]), formats: .yamlAndJSON)
    let result = BrandLinter(loader: loader, handlers: handlers).lint(paths: [path])
    for format in LintReportFormat.allCases {
        _ = format.render(result.diagnostics, files: result.files)
    }
    // A profile that passes every check is used: whatever numbers it holds must not trap downstream.
    let load = loader.loadBrand(at: path)
    guard let profile = load.profile else { return }
    for locale in profile.locales {
        _ = try? OddsBoostConfiguration(profile: profile, locale: locale)
    }
    if let model = try? ReportBuilder(loader: loader, registry: registry).build(paths: [path]) {
        for format in ReportFormat.allCases { _ = format.render(model) }
    }
}
