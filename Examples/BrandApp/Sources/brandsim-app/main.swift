import BrandSimCommandLine
import CoralHandlers

// The engine's brandsim with the app's own handlers linked in, so coral.locker runs as its
// code rather than as a simulated locker: `swift run brandsim-app --brands Brands scenario.yaml`.
await BrandSimCommand.main(linking: CoralHandlers.registry)
