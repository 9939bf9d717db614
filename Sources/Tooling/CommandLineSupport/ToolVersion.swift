/// The version every tool prints for `--version`: brandlint, brandsim, brandreport and
/// brandbench ship together, from one package, so they share one number.
public enum ToolVersion {
    public static let current = "1.0.0"
}
