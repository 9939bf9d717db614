import TestSupport
import Testing

extension Trait where Self == TimeLimitTrait {
    /// A regression that loses an update would otherwise hang on `next()`; this fails it instead.
    static var failsInsteadOfHanging: Self { .timeLimit(MachineSpeed.minutes(1)) }
}
