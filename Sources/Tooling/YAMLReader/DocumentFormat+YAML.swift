import YAMLNode

extension DocumentFormat {
    /// YAML 1.2, read by ``YAMLParser`` over libyaml: for the tools, since apps link no libyaml.
    public static let yaml = DocumentFormat(name: "YAML", extensions: [".yaml", ".yml"]) { YAMLParser(limits: $0, source: $1) }
}

/// The parser a file's name calls for: `.json` is JSON, anything else YAML.
public func documentParser(forPath path: String, limits: ParseLimits = .default, source: UInt32 = 0) -> any DocumentParser {
    path.hasSuffix(".json") ? JSONParser(limits: limits, source: source) : YAMLParser(limits: limits, source: source)
}

extension [DocumentFormat] {
    /// What the tools read: YAML (`.yaml`, `.yml`) and JSON (`.json`).
    public static var yamlAndJSON: [DocumentFormat] { [.yaml, .json] }
}
