import BrandModel
import YAMLNode

extension ProfileSchemas {
    /// The profile schema and the shipped handlers' config schemas as this engine was built
    /// with them (`Schemas/`, compiled in), with `handlers` (JSON text by handler id, an app's
    /// own handlers) added: an app needs no `Schemas/` folder.
    public static func compiledIn(handlers: [String: String] = [:]) throws(RuntimeProfileError) -> ProfileSchemas {
        func parse(_ text: String, _ name: String) throws(RuntimeProfileError) -> Node {
            do {
                return try JSONParser().parse(Array(text.utf8))
            } catch {
                throw RuntimeProfileError("the schema \(DisplayText.escaped(name)) is not JSON: \(error)")
            }
        }
        let profile = try parse(CompiledSchemas.profile, profileFileName)
        var handlerSchemas: [String: Node] = [:]
        for (id, text) in CompiledSchemas.handlers.merging(handlers, uniquingKeysWith: { _, app in app }) {
            handlerSchemas[id] = try parse(text, "\(handlersFolderName)/\(id).schema.json")
        }
        do {
            return try ProfileSchemas(profile: profile, handlers: handlerSchemas)
        } catch {
            throw RuntimeProfileError("a schema does not compile: \(error)")
        }
    }
}
