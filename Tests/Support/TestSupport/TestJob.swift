import Foundation
import Testing

/// Which of the repository's two CI jobs a test process runs for (docs/ci.md). The landing CI
/// (`.ci/run`) sets ``variable`` to ``landing`` and runs every test but those marked
/// ``Testing/Trait/scheduledJob``; the scheduled job (`.ci/fuzz`), a developer's `swift test` and
/// any run without the variable run every test.
public enum TestJob {
    /// The environment variable `.ci/run` sets: `BRANDENGINE_TEST_JOB=landing`.
    public static let variable = "BRANDENGINE_TEST_JOB"
    /// Its value in the landing CI.
    public static let landing = "landing"

    /// Whether `environment` is the landing CI's.
    public static func isLanding(_ environment: [String: String]) -> Bool {
        environment[variable] == landing
    }
}

extension Trait where Self == ConditionTrait {
    /// A test the landing CI leaves to the scheduled job: a long stress or replay run whose
    /// code the landing CI's other tests already cover (docs/ci.md names each, and
    /// `CIJobTests` holds the page to the code). Reported as skipped, with this reason, in the
    /// landing CI.
    public static var scheduledJob: Self {
        .disabled(
            if: TestJob.isLanding(ProcessInfo.processInfo.environment),
            "the landing CI leaves this to the scheduled job (.ci/fuzz; docs/ci.md)")
    }
}
