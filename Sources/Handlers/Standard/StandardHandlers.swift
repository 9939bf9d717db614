import AppBarEngine
import BetchaHandlers
import BetssonHandlers
import LadbrokesHandlers
import NedsHandlers

/// Every handler an app ships: the built-ins and each brand's.
public enum StandardHandlers {
    /// The built-in handlers plus every brand module's.
    /// - Throws: ``HandlerRegistryError/duplicateID(_:)`` when two modules claim one id.
    public static func registry() throws(HandlerRegistryError) -> HandlerRegistry {
        try HandlerRegistry.builtIn
            .merging(LadbrokesHandlers.registry())
            .merging(NedsHandlers.registry())
            .merging(BetchaHandlers.registry())
            .merging(BetssonHandlers.registry())
    }
}
