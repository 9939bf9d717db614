import BrandSimCommandLine
import CoralHandlers
import GalaxyHandlers

// The engine's brandsim with the app's own handlers linked in, so coral.locker and
// galaxy.rewards run as their code rather than as simulated built-ins:
// `swift run brandsim-app --brands Brands scenario.yaml`.
await BrandSimCommand.main(linking: { try CoralHandlers.registry().merging(GalaxyHandlers.registry()) })
