import AppBarEngine
import BrandSimCommandLine

// brandsim with the shipped handlers alone. An app's own brandsim is this file with its
// handlers: `await BrandSimCommand.main(linking: CoralHandlers.registry)` (docs/handlers.md).
await BrandSimCommand.main(linking: { HandlerRegistry() })
