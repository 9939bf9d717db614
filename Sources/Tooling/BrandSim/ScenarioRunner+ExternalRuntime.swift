import AppBarEngine
import BrandModel
import Localization
import YAMLNode

extension ScenarioRunner {
    /// Replays `scenario` on `runtime`: the same steps, expectations and trace as on this engine,
    /// judged on the state the runtime reports. A scenario with a step the runtime does not run,
    /// or an expectation on a key it does not report, is refused by name before it runs, never
    /// judged in part.
    func run(
        _ scenario: Scenario, profile: BrandProfile, locale: LocaleIdentifier, on runtime: ExternalRuntime, trace: ((Node) -> Void)?
    ) throws(ScenarioError) -> ScenarioOutcome {
        guard let document = delivery?.loads[profile.id]?.document else {
            throw ScenarioError(file: scenario.file, mark: scenario.brandMark, message: "the \(runtime.name) runtime needs \(profile.id)'s document as loaded")
        }
        func failed(_ failure: ExternalRuntime.Failure, at mark: Mark) -> ScenarioError {
            ScenarioError(file: scenario.file, mark: mark, message: failure.description)
        }
        var state: Node
        let keys: Set<String>
        do throws(ExternalRuntime.Failure) {
            (keys, state) = try runtime.load(profile: profile, document: document, locale: locale, flags: scenario.flags)
        } catch {
            throw failed(error, at: scenario.brandMark)
        }
        var outcome = ScenarioOutcome(scenario: scenario)
        let unsupported = Self.unsupported(scenario, keys: keys)
        if !unsupported.isEmpty {
            outcome.refusal = "not judged on the \(runtime.name) runtime: it " + unsupported.joined(separator: ", and ")
                + " (docs/brandsim.md, Other runtimes)"
            return outcome
        }
        var lastEffects: [Node] = []
        for (index, step) in scenario.steps.enumerated() {
            var request = ExternalRuntimeRequest.request(step.kind)
            if case .flagContext(var context, let placement) = step.kind {
                let definition = profile.flags.definitions.first { $0.name == placement.flag }?.definition
                guard let definition, let user = FlagBucketLookup.user(definition: definition, context: context, inside: placement.inside, outside: placement.outside) else {
                    throw ScenarioError(
                        file: scenario.file, mark: step.mark,
                        message: "no user falls where the step asks in \(profile.id)'s \(placement.flag): it needs a split by userId that this context reaches")
                }
                context.userId = user
                request = ExternalRuntimeRequest.action(.flagContextChanged(context)).map { .object([("send", $0)]) }
            }
            switch step.kind {
            case .expect(let expectations):
                for expectation in expectations {
                    let actual = Self.value(expectation.key, in: state) ?? Node(.null)
                    if !ExpectationMatcher.matches(expectation.value, actual) {
                        outcome.record(ScenarioFailure(step: step, expectation: expectation, actual: actual))
                    }
                }
            case .expectEffect(let expectations):
                for expectation in expectations where !ExpectationMatcher.effectsContain(lastEffects, expectation) {
                    outcome.record(ScenarioFailure(step: step, expectation: expectation, actual: .array(lastEffects.compactMap { $0[expectation.key] })))
                }
            default:
                guard let request else { continue }  // refused above
                do throws(ExternalRuntime.Failure) {
                    let answer = try runtime.request(request)
                    lastEffects = answer["effects"]?.sequence ?? []
                    state = answer["state"] ?? Node(.null)
                } catch {
                    throw failed(error, at: step.mark)
                }
            }
            trace?(.object([
                ("step", .number(Double(index + 1))),
                ("line", .number(Double(step.mark.line))),
                ("do", .string(step.text)),
                ("state", state),
                ("effects", .array(lastEffects)),
            ]))
        }
        return outcome
    }

    /// What of `scenario` a runtime reporting `keys` cannot run: the steps it takes no request
    /// for and the `expect` keys it does not report, each named once with its lines
    /// (`` `openAppBar` (lines 6, 13)``).
    static func unsupported(_ scenario: Scenario, keys: Set<String>) -> [String] {
        var steps: [(name: String, lines: [Int])] = []
        var readKeys: [(name: String, lines: [Int])] = []
        func note(_ name: String, _ line: Int, in list: inout [(name: String, lines: [Int])]) {
            if let index = list.firstIndex(where: { $0.name == name }) {
                if list[index].lines.last != line { list[index].lines.append(line) }
            } else {
                list.append((name, [line]))
            }
        }
        for step in scenario.steps {
            switch step.kind {
            case .expect(let expectations):
                for expectation in expectations
                where !keys.contains(expectation.key) && !(ScenarioParser.isHandlerStateKey(expectation.key) && keys.contains(ScenarioParser.handlerStateKey)) {
                    note(expectation.key, expectation.mark.line, in: &readKeys)
                }
            case .expectEffect, .flagContext:
                continue
            default:
                if ExternalRuntimeRequest.request(step.kind) == nil {
                    note(String(step.text.prefix { $0 != ":" }), step.mark.line, in: &steps)
                }
            }
        }
        func named(_ list: [(name: String, lines: [Int])]) -> String {
            list.map { "`\($0.name)` (line\($0.lines.count == 1 ? "" : "s") \($0.lines.map(String.init).joined(separator: ", ")))" }.joined(separator: ", ")
        }
        return (steps.isEmpty ? [] : ["does not run the steps " + named(steps)]) + (readKeys.isEmpty ? [] : ["does not report the keys " + named(readKeys)])
    }

    /// The value of an `expect` key in a reported state: the key itself, or a path into the
    /// handler's own state (`toolSlot.state.points`).
    static func value(_ key: String, in state: Node) -> Node? {
        if let value = state[key] { return value }
        guard ScenarioParser.isHandlerStateKey(key), var node = state[ScenarioParser.handlerStateKey] else { return nil }
        for field in key.dropFirst(ScenarioParser.handlerStateKey.count + 1).split(separator: ".") {
            guard let next = node[String(field)] else { return nil }
            node = next
        }
        return node
    }
}
