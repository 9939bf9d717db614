import CYAML
import Foundation

/// The floor: libyaml's event parser over the same bytes, building nothing.
enum RawLibYAML {
    /// Parses every event of a document; returns how many there were.
    @discardableResult
    static func parseEvents(_ bytes: [UInt8]) -> Int {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return 0 }
        defer { yaml_parser_delete(&parser) }
        var count = 0
        bytes.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var event = yaml_event_t()
            while yaml_parser_parse(&parser, &event) == 1 {
                count += 1
                let done = event.type == YAML_STREAM_END_EVENT
                yaml_event_delete(&event)
                if done { break }
            }
        }
        return count
    }

    /// Reads and parses every `.yaml` file under `folder`: the floor for a whole `brandlint` run.
    static func parseFolder(_ folder: String) throws {
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".yaml") else { continue }
            parseEvents([UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/" + relative))))
        }
    }
}
