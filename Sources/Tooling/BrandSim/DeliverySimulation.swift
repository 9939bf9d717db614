import BrandModel
import Foundation
import ProfileLoading
import YAMLNode

/// What a scenario's delivery steps drive: a remote catalog on the scenario's clock, over a
/// static host the steps publish bundles to, take offline and tamper with. The simulation
/// itself (a real `RemoteBrandCatalog` and signed bundles, which link swift-crypto) is
/// BrandSimDelivery's: the engine's `brandsim` links it, and a brandsim built without it (an
/// app's own, docs/handlers.md) links no crypto and reports a delivery step as not runnable.
package protocol DeliverySimulation: Sendable {
    /// Moves the simulation's clocks with the scenario's.
    func advance(by duration: Duration)
    /// Publishes the brand's document as `version` (renamed to `name`, if given) and refreshes.
    mutating func publish(version: Int, name: String?) async throws(ScenarioStepFailure)
    /// Publishes the profile in `file` as the next version and refreshes.
    mutating func deliver(file: URL) async throws(ScenarioStepFailure)
    /// The brand's profile as the catalog now serves it, when it changed since the last call.
    mutating func takeServedProfile() -> BrandProfile?
    /// Makes the next fetch fail, then refreshes.
    mutating func failOnce() async
    /// Serves an altered next version and refreshes.
    mutating func tamper(_ kind: DeliveryTamperKind) async throws(ScenarioStepFailure)
    /// A new client over the same folder, the host reachable or not, and a refresh.
    mutating func relaunch(offline: Bool) async
    /// The `delivery.*` keys a scenario's expectations read.
    func snapshot() -> [(String, Node)]
}

/// What a delivery simulation starts from: the brand as the engine loaded it, its merged
/// document (bundles are built from it), the loader, and the folder it was loaded from.
package struct DeliverySimulationSource: Sendable {
    package var profile: BrandProfile
    package var document: Node
    package var loader: ProfileLoader
    package var brandsFolder: String
}

/// Makes the simulation for one scenario's run.
package typealias DeliverySimulator = @Sendable (DeliverySimulationSource) -> any DeliverySimulation

/// What `tamper` alters.
package enum DeliveryTamperKind: String, Sendable, CaseIterable {
    /// The next version, with one byte of its brand document flipped.
    case document
    /// The next version, signed by a key the app does not accept.
    case signature
    /// The previous version's files served again.
    case replay
}

/// A scenario step that cannot run as written, reported at the step.
package struct ScenarioStepFailure: Error {
    package var message: String
    package init(_ message: String) { self.message = message }
}
