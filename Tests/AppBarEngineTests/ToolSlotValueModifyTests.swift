import AppBarEngine
import Testing
import TestSupport

/// The reducer reaches a handler's state through `ToolSlotValue.modify(_:orStart:_:)`, which
/// changes it in place when no other state shares it. The plain way it replaces is kept here:
/// copy the state out (the handler's initial state when another type is held), run the step,
/// and wrap the result again when it changed. Both must give the same value and the same
/// effects, alone or shared, and leave every copy taken before the step untouched, over seeded
/// random values of small and large types (inside and beyond an existential's inline buffer).
@Suite struct ToolSlotValueModifyTests {
    /// Larger than an existential's three inline words, so the runtime keeps it in a box.
    struct Wide: Sendable, Equatable {
        var a = 0, b = 0, c = 0, d = 0
        var label = ""
    }

    enum Mode: Sendable, Equatable {
        case idle
        case showing(String)
    }

    /// The reference: the reducer's step as it was before the in-place path.
    static func reference<Value: Sendable & Equatable>(
        _ stored: inout ToolSlotValue, _ start: Value, _ body: (inout Value) -> [AppBarEffect]
    ) -> [AppBarEffect] {
        let held = stored.value(as: Value.self)
        var own = held ?? start
        let effects = body(&own)
        if held == nil || held != own { stored = ToolSlotValue(own) }
        return effects
    }

    struct Outcome {
        var reference: ToolSlotValue
        var referenceEffects: [AppBarEffect]
        /// The step on a value no other holds (changed in place), and on one shared with `stored`.
        var alone: ToolSlotValue
        var aloneEffects: [AppBarEffect]
        var shared: ToolSlotValue
        var sharedEffects: [AppBarEffect]
    }

    /// One random step as a `Value` on values `make` wraps afresh: the state is replaced by a
    /// random one, kept, or changed and changed back; the effects carry what the step saw.
    static func step<Value: Sendable & Equatable>(
        _ make: () -> ToolSlotValue, sharedWith stored: ToolSlotValue, as type: Value.Type,
        random makeValue: (inout SeededGenerator) -> Value, using generator: inout SeededGenerator
    ) -> Outcome {
        let start = makeValue(&generator)
        let next = makeValue(&generator)
        let kind = Int.random(in: 0..<3, using: &generator)
        let body: (inout Value) -> [AppBarEffect] = { own in
            let seen = ToolSlotValue(own)
            switch kind {
            case 0: own = next
            case 1: break
            default:
                let kept = own
                own = next
                own = kept
            }
            return [.toolSlot(seen), .toolSlot(ToolSlotValue(own))]
        }
        var reference = make()
        let referenceEffects = Self.reference(&reference, start, body)
        var alone = make()
        let aloneEffects = alone.modify(Value.self, orStart: { start }, body)
        var shared = stored
        let sharedEffects = shared.modify(Value.self, orStart: { start }, body)
        return Outcome(
            reference: reference, referenceEffects: referenceEffects, alone: alone, aloneEffects: aloneEffects, shared: shared,
            sharedEffects: sharedEffects)
    }

    /// A random value of one of the kinds, as a function that wraps it afresh on each call.
    static func randomValue(using generator: inout SeededGenerator) -> () -> ToolSlotValue {
        switch Int.random(in: 0..<5, using: &generator) {
        case 0:
            let locker = LockerState(isOpen: Bool.random(using: &generator), openingScheduled: Bool.random(using: &generator))
            return { ToolSlotValue(locker) }
        case 1:
            let number = Int.random(in: -3...3, using: &generator)
            return { ToolSlotValue(number) }
        case 2: return { ToolSlotValue(NoToolSlotState()) }
        case 3:
            let wide = wide(using: &generator)
            return { ToolSlotValue(wide) }
        default:
            let mode = mode(using: &generator)
            return { ToolSlotValue(mode) }
        }
    }

    static func wide(using generator: inout SeededGenerator) -> Wide {
        Wide(
            a: Int.random(in: 0...2, using: &generator), b: Int.random(in: 0...2, using: &generator), c: 7, d: -1,
            label: ["", "wallet", String(repeating: "long label ", count: 4)].randomElement(using: &generator)!)
    }

    static func mode(using generator: inout SeededGenerator) -> Mode {
        Bool.random(using: &generator) ? .idle : .showing(["rewards", String(repeating: "r", count: 40)].randomElement(using: &generator)!)
    }

    @Test func theInPlaceStepMatchesTheCopyingOne() {
        var generator = SeededGenerator(seed: 3_838)
        var steps = 0
        for _ in 0..<4_000 {
            let make = Self.randomValue(using: &generator)
            let stored = make()
            let storedText = stored.description
            let result = switch Int.random(in: 0..<5, using: &generator) {
            case 0:
                Self.step(
                    make, sharedWith: stored, as: LockerState.self,
                    random: { LockerState(isOpen: Bool.random(using: &$0), openingScheduled: Bool.random(using: &$0)) }, using: &generator)
            case 1: Self.step(make, sharedWith: stored, as: Int.self, random: { Int.random(in: -3...3, using: &$0) }, using: &generator)
            case 2: Self.step(make, sharedWith: stored, as: NoToolSlotState.self, random: { _ in NoToolSlotState() }, using: &generator)
            case 3: Self.step(make, sharedWith: stored, as: Wide.self, random: { Self.wide(using: &$0) }, using: &generator)
            default: Self.step(make, sharedWith: stored, as: Mode.self, random: { Self.mode(using: &$0) }, using: &generator)
            }
            for (value, effects) in [(result.alone, result.aloneEffects), (result.shared, result.sharedEffects)] {
                #expect(value == result.reference, "\(storedText) → \(value), the copying step gives \(result.reference)")
                #expect(value.description == result.reference.description)
                #expect(effects == result.referenceEffects)
            }
            // The value the shared step started from is untouched: its text is taken before the
            // step, not read through the box.
            #expect(stored.description == storedText)
            steps += 1
        }
        #expect(steps == 4_000)
    }

    /// A boxed value shared by two states is copied before it changes, never changed under the other.
    @Test func aSharedBoxedValueIsCopiedBeforeItChanges() {
        let original = ToolSlotValue(Wide(a: 1, label: "shared"))
        var changed = original
        _ = changed.modify(Wide.self, orStart: { Wide() }) { own in
            own.a = 2
            return []
        }
        #expect(original.value(as: Wide.self) == Wide(a: 1, label: "shared"))
        #expect(changed.value(as: Wide.self) == Wide(a: 2, label: "shared"))
        #expect(original != changed)
    }

    /// Another type's value is replaced by the start value before the step runs.
    @Test func anotherTypesValueStartsFromTheGivenState() {
        var value = ToolSlotValue(Int(5))
        let effects = value.modify(LockerState.self, orStart: { LockerState(isOpen: true) }) { own in
            #expect(own == LockerState(isOpen: true))
            own.openingScheduled = true
            return [.setVisibility(.locker, own.isOpen)]
        }
        #expect(value.value(as: LockerState.self) == LockerState(isOpen: true, openingScheduled: true))
        #expect(value.value(as: Int.self) == nil)
        #expect(effects == [.setVisibility(.locker, true)])
    }
}
