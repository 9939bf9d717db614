/// What a runtime's replay of the app bar sessions gave against the engine's lines, one
/// line a step (``AppBarDifferentialTests/describe(_:)``): the Kotlin and the TypeScript
/// differentials count the same way.
struct AppBarDifferentialTally {
    /// Steps of the true modules compared.
    var comparisons = 0
    /// Steps of the true modules that differ: must be 0.
    var differences = 0
    /// Steps of the deliberately broken copies that differ.
    var brokenDifferences = 0
    /// Which deliberate breaks showed: each must.
    var caught: Set<String> = []
    /// The first difference of a true module, for the failure message.
    var first: String?
    let runtime: String

    init(lines: [String], expected: [(module: Int, line: String)], modules: [AppBarDifferentialTests.Module], runtime: String) {
        self.runtime = runtime
        for (line, wanted) in zip(lines, expected) {
            let module = modules[wanted.module]
            guard line != wanted.line else {
                if !module.broken { comparisons += 1 }
                continue
            }
            if module.broken {
                brokenDifferences += 1
                if line.contains("schedule lockerOpening") { caught.insert("the locker's delay") }
                // Column 7 is the badge; fields may be empty, so none is dropped.
                let (got, want) = (line.split(separator: "\t", omittingEmptySubsequences: false), wanted.line.split(separator: "\t", omittingEmptySubsequences: false))
                if got.count > 7, want.count > 7, got[7] != want[7] { caught.insert("the badge limit") }
                continue
            }
            comparisons += 1
            differences += 1
            if first == nil { first = "\(module.name): \(runtime) gives\n\(line)\nthe engine gives\n\(wanted.line)" }
        }
    }

    var summary: String {
        "app bar differential, \(runtime): \(comparisons) comparisons, \(differences) differences; the broken copies: \(brokenDifferences) differences (\(caught.sorted().joined(separator: ", ")))"
    }
}
