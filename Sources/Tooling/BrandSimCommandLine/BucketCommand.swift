import ArgumentParser
import BrandModel
import BrandSim
import CommandLineSupport
import Foundation
import Localization
import ProfileLoading

/// `brandsim bucket`: for a brand, a flag and a context, the value, the reason, the rule and
/// the user's bucket out of 10,000; with `--from`, what a ramp from another version moves.
public struct BucketCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "bucket",
        _superCommandName: "brandsim",
        abstract: "Say which bucket a user falls in for a flag, and what a ramp moves.",
        discussion: """
            Evaluates FLAG of --brand in the context the options give, as the apps do \
            (docs/profile-format.md, "Evaluating a flag"), and prints the value, the reason, \
            the rule that decided, and for each split the context reaches, the bucket (0 to \
            9,999) of its bucketing key and whether it is inside the percentage.

            With --from (the brands folder of another version, the one before a ramp), prints \
            how many of the users user-0 ... user-9999 change value between the two and example \
            ids of those turning on and turning off.

            EXAMPLES
              brandsim bucket --brand ladbrokes betslip-native --user-id u-1 --platform ios --market AU
              brandsim bucket --brand ladbrokes betslip-native --platform ios --market AU --from old/Brands
              brandsim bucket --brand betcha betslip-native --user staff=true

            EXIT CODES
              0  printed
              2  a brand does not load, the flag is not set, or an option is malformed
            """)

    @Argument(help: "The flag.")
    var flag: String

    @Option(help: "The brand id.")
    var brand: String

    @Option(name: .customLong("brands"), help: ArgumentHelp("Folder of brand profiles (default: the settings file's brands, else Brands).", valueName: "folder"))
    var brandsFolder: String?

    @Option(name: .customLong("user-id"), help: "The context's userId.")
    var userId: String?

    @Option(help: "The context's platform (ios, android, react-native, web).")
    var platform: String?

    @Option(name: .customLong("app-version"), help: "The context's app version.")
    var appVersion: String?

    @Option(help: "The context's market (AU).")
    var market: String?

    @Option(help: "The context's locale (en-AU).")
    var locale: String?

    @Option(help: ArgumentHelp("A user attribute, NAME=VALUE. Repeatable.", valueName: "name=value"))
    var user: [String] = []

    @Option(help: ArgumentHelp("The brands folder of the version before a ramp: prints what the ramp moves.", valueName: "folder"))
    var from: String?

    @OptionGroup var schemaOptions: SchemaOptions

    public init() {}

    public func run() throws {
        var context = FlagContext(userId: userId, appVersion: appVersion, market: market, locale: locale.map { LocaleIdentifier($0) })
        if let platform {
            guard let parsed = FlagPlatform(rawValue: platform) else {
                throw CommandFailure("--platform takes one of: \(FlagPlatform.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            context.platform = parsed
        }
        for pair in user {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty else { throw CommandFailure("--user takes NAME=VALUE, e.g. --user staff=true") }
            context.attributes[parts[0]] = parts[1]
        }
        let brands = try brandsFolder ?? schemaOptions.defaultBrands()
        let definition = try Self.definition(flag: flag, brand: brand, in: brands, schemaOptions: schemaOptions)
        let lookup = FlagBucketLookup(brand: brand, flag: flag, definition: definition, context: context)
        for line in lookup.lines { print(DisplayText.escaped(line)) }
        if let from {
            let old = try Self.definition(flag: flag, brand: brand, in: from, schemaOptions: schemaOptions)
            for line in lookup.ramp(from: old) { print(DisplayText.escaped(line)) }
        }
    }

    /// The flag's definition in the brand loaded from `folder`.
    static func definition(flag: String, brand: String, in folder: String, schemaOptions: SchemaOptions) throws -> FlagDefinition {
        var loader = ProfileLoader(schemas: try schemaOptions.load(near: folder), formats: .yamlAndJSON)
        loader.baseFolders = try schemaOptions.bases(near: folder)
        loader.flagContext = try schemaOptions.flagContext(near: folder)
        guard loader.fileSystem.isDirectory(atPath: folder) else { throw CommandFailure("no such brands folder: \(folder)") }
        let load = loader.loadCatalog(at: folder)
        guard let profile = load.catalog[brand] else {
            let problems = load.diagnostics.filter { $0.severity == .error }.prefix(3).map(\.description)
            throw CommandFailure("brand \(brand) does not load from \(folder)" + (problems.isEmpty ? " (known: \(load.catalog.ids.joined(separator: ", ")))" : ":\n" + problems.joined(separator: "\n")))
        }
        guard let definition = profile.flags.definitions.first(where: { $0.name == flag })?.definition else {
            throw CommandFailure("brand \(brand) in \(folder) does not set flag \(flag) (it sets \(profile.flags.definitions.map(\.name).joined(separator: ", ")))")
        }
        return definition
    }
}
