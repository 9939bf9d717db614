import BrandModel
import Localization

/// A translation uses exactly the placeholders the engine fills in.
public struct StringPlaceholdersRule: LintRule {
    public static let description = RuleDescription(
        id: "string-placeholders",
        summary: "Each translation of an engine string uses exactly the placeholders the engine fills in (`{amount}`, `{count}`, `{percent}`).",
        severity: .error, reads: EngineContract.requiredStringsRead,
        triggering: [
            ##"strings: { en-AU: { appBar.balance: "Balance {amout}" } }"##, ##"strings: { en-AU: { appBar.balance: "Balance" } }"##,
            ##"strings: { en-AU: { appBar.balance: "Balance {amount" } }"##,
        ],
        nonTriggering: [##"strings: { en-AU: { appBar.balance: "Your balance: {amount}" } }"##])

    public init() {}

    public func check(_ context: LintContext, into found: inout Findings) {
        let profile = context.profile
        for row in context.requiredStrings.rows {
            let requirement = row.requirement
            for (index, locale) in profile.locales.enumerated() {
                guard let message = row.messages[index] else { continue }
                // The common case, every form as the engine wants it, checked without building
                // a template or a list; the forms are listed (in order) only when one is not.
                switch message {
                case .text(let text): if MessageTemplate.usesExactly(row.placeholders, in: text) { continue }
                case .plural(let forms): if forms.values.allSatisfy({ MessageTemplate.usesExactly(row.placeholders, in: $0) }) { continue }
                }
                for (form, text) in Self.forms(of: message) {
                    // The common case, checked without building a template.
                    if MessageTemplate.usesExactly(row.placeholders, in: text) { continue }
                    var path = ["strings", locale.description, requirement.key]
                    if let form { path.append(form) }
                    let used: Set<String>
                    do {
                        used = try MessageTemplate(text).placeholders
                    } catch {
                        found.report(
                            Self.description, at: path, message: "\(locale) \"\(requirement.key)\" is not a valid message: \(error)",
                            hint: "placeholders are written {name}; write {{ for a literal brace")
                        continue
                    }
                    let missing = requirement.placeholders.subtracting(used).sorted().map { "{\($0)}" }
                    let unknown = used.subtracting(requirement.allowedPlaceholders).sorted().map { "{\($0)}" }
                    guard !missing.isEmpty || !unknown.isEmpty else { continue }
                    var parts: [String] = []
                    if !missing.isEmpty { parts.append("lacks \(missing.joined(separator: ", "))") }
                    if !unknown.isEmpty { parts.append("uses \(unknown.joined(separator: ", ")), which the engine does not fill in") }
                    let expected = row.placeholders.map { "{\($0)}" }.joined(separator: ", ")
                    found.report(
                        Self.description, at: path,
                        message: "\(locale) \"\(requirement.key)\"\(form.map { " (\($0))" } ?? "") \(parts.joined(separator: " and "))",
                        hint: expected.isEmpty ? "it takes no placeholders" : "it takes \(expected)")
                }
            }
        }
    }

    static func forms(of message: LocalizedMessageText) -> [(form: String?, text: String)] {
        switch message {
        case .text(let text): [(nil, text)]
        case .plural(let forms): forms.keys.sorted().map { ($0.rawValue, forms[$0]!) }
        }
    }
}
