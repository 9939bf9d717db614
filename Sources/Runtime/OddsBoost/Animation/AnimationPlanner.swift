/// Turns display changes into timed animation plans, and keeps track of the plan in
/// flight so rapid changes cancel work that has not started instead of piling it up.
///
/// Timing: each kind of operation takes its token; within a kind the n-th operation waits
/// `n × stagger` more, in the diff's order, so fills and adds wave left to right and
/// unfills and removes right to left. The first operation of a wave starts without extra
/// wait, so a single new selection is one immediate `fill`. With reduce motion, every
/// operation uses the reduced-motion token (a cross-fade by default) with no stagger.
public struct AnimationPlanner: Sendable {
    public var tokens: SegmentAnimationTokens
    public var reduceMotion: Bool
    /// The latest plan issued; its not-yet-started operations are the only cancellable ones.
    public private(set) var latest: AnimationPlan = .initial
    /// The latest plan that had operations: the one a new plan may cancel from.
    private var pending: AnimationPlan = .initial

    public init(tokens: SegmentAnimationTokens = .standard, reduceMotion: Bool = false) {
        self.tokens = tokens
        self.reduceMotion = reduceMotion
    }

    /// The plan from `previous` to `next` at model time `now`.
    public mutating func plan(from previous: OddsBoostDisplay, to next: OddsBoostDisplay, at now: Duration) -> AnimationPlan {
        plan(from: previous.segments, to: next.segments, at: now)
    }

    /// The plan from one progress bar to another at model time `now`.
    ///
    /// A plan without operations cancels nothing: the previous plan is still correct and keeps going.
    public mutating func plan(from previous: ProgressSegments?, to next: ProgressSegments?, at now: Duration) -> AnimationPlan {
        let generation = latest.generation + 1
        var operations: [SegmentOperation] = []
        operations.reserveCapacity(SegmentDiff.count(from: previous, to: next))
        var ranks = (add: 0, remove: 0, fill: 0, unfill: 0)
        let tokens = tokens
        let reduceMotion = reduceMotion
        SegmentDiff.append(from: previous, to: next) { change in
            let animation: SegmentAnimation
            let rank: Int
            switch change.kind {
            case .add: (animation, rank) = (tokens.add, ranks.add); ranks.add += 1
            case .remove: (animation, rank) = (tokens.remove, ranks.remove); ranks.remove += 1
            case .fill: (animation, rank) = (tokens.fill, ranks.fill); ranks.fill += 1
            case .unfill: (animation, rank) = (tokens.unfill, ranks.unfill); ranks.unfill += 1
            case .showBar: (animation, rank) = (tokens.showBar, 0)
            case .hideBar: (animation, rank) = (tokens.hideBar, 0)
            }
            let used = reduceMotion ? tokens.reducedMotion : animation
            let delay = reduceMotion ? used.delay : used.delay + Double(rank) * tokens.stagger
            operations.append(SegmentOperation(
                id: OperationID(generation: generation, ordinal: operations.count),
                change: change, delay: delay, duration: used.duration, animation: used
            ))
        }
        var cancels: [OperationID] = []
        if !operations.isEmpty {
            let elapsed = Self.seconds(now - pending.issuedAt)
            for operation in pending.operations where operation.delay > elapsed {
                cancels.append(operation.id)
            }
        }
        let plan = AnimationPlan(generation: generation, issuedAt: now, operations: operations, cancels: cancels)
        latest = plan
        if !operations.isEmpty { pending = plan }
        return plan
    }

    /// `duration` in seconds; negative (a clock that went back) counts as no time at all.
    static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return max(Double(seconds) + Double(attoseconds) * 1e-18, 0)
    }
}
