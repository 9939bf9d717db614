import BrandModel
import Localization

/// Why an app bar cannot be set up for a profile. Lint catches all of these earlier;
/// this is the last line for a profile that skipped it.
public enum AppBarSetupError: Error, Sendable, Equatable, CustomStringConvertible {
    case handler(HandlerRegistryError)
    /// The profile's `toolSlot.kind` differs from the kind its handler serves.
    case kindMismatch(handler: String, handlerKind: ToolSlotKind, profileKind: ToolSlotKind)
    case configuration(ToolSlotConfigurationError)
    /// The locale is not one the profile declares.
    case undeclaredLocale(LocaleIdentifier, declared: [LocaleIdentifier])
    /// A string the bar displays is missing in the locale.
    case missingString(key: String, locale: LocaleIdentifier)
    /// A delivered profile is another brand's than the one the bar shows.
    case otherBrand(shown: String, delivered: String)

    public var description: String {
        switch self {
        case .handler(let error): "\(error)"
        case .kindMismatch(let handler, let handlerKind, let profileKind):
            "handler \(handler) serves a \(handlerKind.rawValue) slot but the profile's toolSlot.kind is \(profileKind.rawValue)"
        case .configuration(let error): "\(error)"
        case .undeclaredLocale(let locale, let declared):
            "locale \(locale) is not declared by the profile (declared: \(declared.map(\.description).joined(separator: ", ")))"
        case .missingString(let key, let locale): "string \(key) is missing in locale \(locale)"
        case .otherBrand(let shown, let delivered): "the delivered profile is \(delivered)'s; the bar shows \(shown)"
        }
    }
}
