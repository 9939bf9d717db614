import YAMLNode
import YAMLReader

// The bytes through YAMLParser and JSONParser; whatever parses must survive
// emit-and-reparse as the same tree (marks aside), as the emitters promise.

enum YAMLHarness {
    static func run(_ input: [UInt8]) {
        input.withUnsafeBufferPointer { bytes in
            if let node = try? YAMLParser().parse(bytes: bytes) {
                checkYAMLRoundTrip(node)
                checkJSONRoundTrip(node, requireFinite: true)
            }
            if let node = try? JSONParser().parse(bytes: bytes) {
                checkYAMLRoundTrip(node)
                checkJSONRoundTrip(node, requireFinite: false)
            }
        }
    }
}

private func checkYAMLRoundTrip(_ node: Node) {
    let text = YAMLEmitter().emit(node)
    let again: Node
    do {
        again = try YAMLParser().parse(text)
    } catch {
        fatalError("YAMLEmitter output does not parse: \(error)\n--- emitted:\n\(text)")
    }
    guard sameTree(node, again) else {
        fatalError("YAML round trip changed the tree\n--- emitted:\n\(text)")
    }
}

/// JSON cannot carry NaN or infinities (they become null), so trees holding them are skipped.
private func checkJSONRoundTrip(_ node: Node, requireFinite: Bool) {
    if requireFinite && !isFinite(node) { return }
    for emitter in [JSONEmitter(), JSONEmitter(pretty: false)] {
        let text = emitter.emit(node)
        let again: Node
        do {
            again = try JSONParser().parse(text)
        } catch {
            fatalError("JSONEmitter output does not parse: \(error)\n--- emitted:\n\(text)")
        }
        guard sameTree(node, again) else {
            fatalError("JSON round trip changed the tree\n--- emitted:\n\(text)")
        }
    }
}

private func isFinite(_ node: Node) -> Bool {
    switch node.value {
    case .double(let number): number.isFinite
    case .sequence(let items): items.allSatisfy(isFinite)
    case .mapping(let mapping): mapping.entries.allSatisfy { isFinite($0.value) }
    default: true
    }
}

/// Equal values, marks ignored; numbers compare by value (JSON writes 3.0 as 3) and NaN equals NaN.
private func sameTree(_ left: Node, _ right: Node) -> Bool {
    switch (left.value, right.value) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.int(let a), .int(let b)): return a == b
    case (.double(let a), .double(let b)): return a == b || (a.isNaN && b.isNaN)
    case (.int(let a), .double(let b)), (.double(let b), .int(let a)):
        return Double(exactly: a) == b
    case (.sequence(let a), .sequence(let b)):
        return a.count == b.count && zip(a, b).allSatisfy(sameTree)
    case (.mapping(let a), .mapping(let b)):
        return a.entries.count == b.entries.count
            && zip(a.entries, b.entries).allSatisfy { $0.key == $1.key && sameTree($0.value, $1.value) }
    default: return false
    }
}
