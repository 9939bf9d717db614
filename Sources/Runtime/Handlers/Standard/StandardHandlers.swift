import AppBarEngine
import LadbrokesHandlers
import NedsHandlers

/// Every handler an app ships: the built-ins and each brand's. A brand module exists only
/// while a profile names one of its handlers (a test checks `Brands/`): Betcha, TabNZ and
/// Betsson Cameroon use the built-in `toolbox` and `none`.
public enum StandardHandlers {
    /// The built-in handlers plus every brand module's.
    /// - Throws: ``HandlerRegistryError/duplicateID(_:)`` when two modules claim one id.
    public static func registry() throws(HandlerRegistryError) -> HandlerRegistry {
        try HandlerRegistry.builtIn
            .merging(LadbrokesHandlers.registry())
            .merging(NedsHandlers.registry())
    }
}
