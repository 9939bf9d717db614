import BrandModel
import YAMLNode

extension ProfileSchemas {
    /// The profile schema and the shipped handlers' declarations as this engine was built with
    /// them (`Schemas/`, compiled in), with `handlers` added: an app's own handlers'
    /// declarations (the JSON text of each `<id>.handler.json`, by handler id; docs/handlers.md).
    /// An app needs no `Schemas/` folder.
    /// - Throws: ``RuntimeProfileError`` for a declaration that is not JSON or does not read,
    ///   or an id declared twice (an app's handler may not redeclare a shipped one).
    public static func compiledIn(handlers: [String: String] = [:]) throws(RuntimeProfileError) -> ProfileSchemas {
        func parse(_ text: String, _ name: String) throws(RuntimeProfileError) -> Node {
            do {
                return try JSONParser().parse(Array(text.utf8))
            } catch {
                throw RuntimeProfileError("the schema \(DisplayText.escaped(name)) is not JSON: \(error)")
            }
        }
        var schemas: ProfileSchemas
        do {
            schemas = try ProfileSchemas(profile: try parse(CompiledSchemas.profile, profileFileName))
        } catch let error as RuntimeProfileError {
            throw error
        } catch {
            throw RuntimeProfileError("a schema does not compile: \(error)")
        }
        let declared = CompiledSchemas.handlers.sorted { $0.key < $1.key } + handlers.sorted { $0.key < $1.key }
        for (id, text) in declared {
            let path = "\(handlersFolderName)/\(id)\(HandlerDeclaration.fileSuffix)"
            let document = try parse(text, path)
            do {
                try schemas.declare(HandlerDeclaration(document: document, expectedID: id, path: path))
            } catch {
                throw RuntimeProfileError("the handler declaration \(DisplayText.escaped(path)) does not read: \(error)")
            }
        }
        return schemas
    }

    /// The compiled-in schemas with `declarations` added: the typed declarations an app's
    /// handler modules carry and register with their handlers (`HandlerRegistry.declarations`).
    /// A declaration of a shipped handler that declares the same as the compiled-in one is
    /// taken as that one.
    /// - Throws: ``RuntimeProfileError`` for an id declared twice differently, or a config
    ///   that is not a schema.
    public static func compiledIn(declarations: [HandlerDeclaration]) throws(RuntimeProfileError) -> ProfileSchemas {
        var schemas = try compiledIn()
        for declaration in declarations.sorted(by: { $0.id < $1.id }) {
            if let earlier = schemas.declarations[declaration.id], earlier.declaresTheSame(as: declaration) { continue }
            do {
                try schemas.declare(declaration)
            } catch {
                throw RuntimeProfileError("the handler declaration of \(declaration.id) (\(DisplayText.escaped(declaration.path))) does not read: \(error)")
            }
        }
        return schemas
    }
}
