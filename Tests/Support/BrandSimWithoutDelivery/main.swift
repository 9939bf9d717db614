import AppBarEngine
import BrandSimCommandLine

// brandsim's command with the shipped handlers and no delivery simulation: what an app's own
// brandsim is (docs/handlers.md), and what the hostile corpus's scenario cases run in a release
// build (tools/hostile), which then compiles no swift-crypto. The engine's brandsim is this plus
// BrandSimDelivery.
await BrandSimCommand.main(linking: { HandlerRegistry() })
