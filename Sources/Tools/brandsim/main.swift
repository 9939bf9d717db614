import AppBarEngine
import BrandSimCommandLine
import BrandSimDelivery

// brandsim with the shipped handlers alone, delivery steps simulated (BrandSimDelivery: a
// real catalog and signed bundles) and envelopes written for `--runtime kotlin`. An app's own brandsim is this file with its handlers and
// without delivery: `await BrandSimCommand.main(linking: CoralHandlers.registry)`, which links
// no swift-crypto (docs/handlers.md).
await BrandSimCommand.main(linking: { HandlerRegistry() }, simulatingDelivery: SimulatedDelivery.simulator, writingEnvelopes: SimulatedDelivery.envelopeWriter)
