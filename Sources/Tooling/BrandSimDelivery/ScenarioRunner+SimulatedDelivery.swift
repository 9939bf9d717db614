import BrandModel
import BrandSim
import ProfileLoading

extension ScenarioRunner.Delivery {
    /// Delivery steps run against a real catalog and signed bundles (``SimulatedDelivery``).
    package static func simulated(loader: ProfileLoader, loads: [ProfileLoad]) -> Self {
        Self(loader: loader, loads: loads, simulator: SimulatedDelivery.simulator)
    }
}
