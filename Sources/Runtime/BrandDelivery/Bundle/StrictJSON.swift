import Foundation
import YAMLNode

/// The strict reading every signed document (root, root file, manifest) passes before it is
/// decoded: one JSON document (the project's ``JSONParser``, RFC 8259), no member twice in an
/// object, nothing after the value, and every number an integer that fits `Int`. The bytes then
/// mean one thing to every reader: `JSONDecoder` keeps the first of two equal members, Python's
/// `json` the last, and both read `1.0` or `1e3` as a version.
enum StrictJSON {
    /// Why `data` is not such a document (with its line and column); nil when it is.
    static func problem(in data: Data) -> String? {
        let node: Node
        do {
            node = try JSONParser().parse([UInt8](data))
        } catch {
            return error.description
        }
        // Each node is visited once: linear in the document.
        var pending = [node]
        while let next = pending.popLast() {
            switch next.value {
            case .double:
                return "\(next.mark): a number that is not an integer between -2^63 and 2^63-1"
            case .sequence(let items):
                pending.append(contentsOf: items)
            case .mapping(let members):
                pending.append(contentsOf: members.entries.map(\.value))
            case .null, .bool, .int, .string:
                break
            }
        }
        return nil
    }
}
