import BrandModel
import BrandSchema
import YAMLNode
import YAMLReader

/// `brandlint --schema FILE PATH...`: any YAML or JSON documents against any schema.
public struct SchemaCheck: Sendable {
    public var schema: JSONSchema
    public var limits: ParseLimits
    public var fileSystem: any ProfileFileSystem

    public init(schema: JSONSchema, limits: ParseLimits = .default, fileSystem: any ProfileFileSystem = LocalFileSystem()) {
        self.schema = schema
        self.limits = limits
        self.fileSystem = fileSystem
    }

    /// Why the schema itself could not be used: a usage error (exit 2), not a finding.
    public struct SchemaProblem: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// Reads and compiles a schema file (JSON, or YAML by its extension).
    public static func loadSchema(at path: String, fileSystem: some ProfileFileSystem = LocalFileSystem()) throws(SchemaProblem) -> JSONSchema {
        let node: Node
        do {
            let bytes = try fileSystem.contents(atPath: path, maxBytes: ParseLimits.default.maxInputBytes)
            node = try documentParser(forPath: path).parse(bytes)
        } catch let error as YAMLError {
            throw SchemaProblem(description: "\(path):\(error.mark): schema is not readable: \(error.message)")
        } catch {
            throw SchemaProblem(description: "\(error)")
        }
        do {
            return try JSONSchema(node)
        } catch {
            throw SchemaProblem(description: "\(path):\(error.mark): malformed schema at \(error.schemaPath): \(error.message)")
        }
    }

    /// Checks every document; folders contribute their `.yaml`, `.yml` and `.json` files.
    public func check(paths: [String]) -> BrandLinter.Result {
        var diagnostics: [Diagnostic] = []
        var files: [String] = []
        var missing: [String] = []
        for path in paths {
            if fileSystem.isDirectory(atPath: path) {
                let names = (try? fileSystem.contentsOfDirectory(atPath: path)) ?? []
                for name in names.sorted() where [".yaml", ".yml", ".json"].contains(where: name.hasSuffix) && !name.hasPrefix(".") {
                    files.append(path + "/" + name)
                }
            } else if fileSystem.fileExists(atPath: path) {
                files.append(path)
            } else {
                missing.append(path)
            }
        }
        for file in files { diagnostics += check(file: file) }
        return BrandLinter.Result(diagnostics: diagnostics.summarizingRepeats(), files: files, missingPaths: missing)
    }

    private func check(file: String) -> [Diagnostic] {
        var sources = SourceFiles()
        let source = sources.number(for: file)
        let node: Node
        do {
            let bytes = try fileSystem.documentBytes(atPath: file, limits: limits)
            node = try documentParser(forPath: file, limits: limits, source: source).parse(bytes)
        } catch let error as UnreadableDocument {
            return [error.diagnostic]
        } catch let error as YAMLError {
            return [sources.diagnostic(error)]
        } catch {
            return [Diagnostic(file: file, check: .fileUnreadable, message: "\(error)")]
        }
        return schema.validate(node).map { violation in
            let location = violation.instancePath.isEmpty ? "" : "\(violation.instancePath): "
            return sources.diagnostic(at: violation.mark, rule: violation.keyword, message: location + violation.message, hint: violation.hint)
        }
    }
}
