import BrandRuntime
import CoralHandlers
import GalaxyHandlers

/// Loads a folder of brandgen's runtime envelopes (`brandgen --platform json`) as the app
/// does at run time, with the schemas compiled into BrandRuntime and the typed declarations
/// the app's handler modules register with their handlers (a brand whose handler has none
/// is left out), and prints each brand, and why any file was left out. An app bundles the
/// folder and calls `loadCatalog(in: .main)`.
func printBrands(inEnvelopeFolder folder: String) throws {
    let appHandlers = try CoralHandlers.registry().merging(GalaxyHandlers.registry())
    let load = try RuntimeProfileLoader(handlerDeclarations: appHandlers.declarations).loadCatalog(at: folder)
    for id in load.catalog.ids {
        print("\(id): \(load.catalog[id]?.name ?? "")")
    }
    for problem in load.diagnostics {
        print("left out: \(problem)")
    }
}
