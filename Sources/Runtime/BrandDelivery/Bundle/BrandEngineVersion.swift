import BrandRuntime

/// The engine's profile-reading level, compared with a brand's `minimumEngineVersion`.
///
/// It is the ``RuntimeProfileFormat/version`` the engine reads: a bundle written for a later
/// format names it, and an installed app of this build keeps its last good copy of that brand
/// instead of misreading it.
public enum BrandEngineVersion {
    public static let current = RuntimeProfileFormat.version
}
