import BrandModel

/// What changed in one flag between two versions, rule by rule: a default, a rule added or
/// removed, its conditions, and a split's percentage, bucketing key and salt, with how many
/// of a 10,000-user sample change value (``FlagRuleSummary``'s sample), so a ramp from 25%
/// to 50% reads `rule 1 (AU ios) 25% → 50% of users by userId: about +2,500 of 10,000`.
enum FlagChanges {
    static func changes(flag: String, old: FlagDefinition?, new: FlagDefinition?) -> [BrandChange] {
        switch (old, new) {
        case (nil, nil): return []
        case (nil, let new?): return [BrandChange(area: .flag, subject: flag, before: nil, after: FlagText.cell(new))]
        case (let old?, nil): return [BrandChange(area: .flag, subject: flag, before: FlagText.cell(old), after: nil)]
        case (let old?, let new?): return changes(flag: flag, old: old, new: new)
        }
    }

    private static func changes(flag: String, old: FlagDefinition, new: FlagDefinition) -> [BrandChange] {
        guard old != new else { return [] }
        // Two plain values: the flag itself changed.
        if old.isPlain, new.isPlain {
            return [BrandChange(area: .flag, subject: flag, before: FlagText.cell(old), after: FlagText.cell(new))]
        }
        var changes: [BrandChange] = []
        if old.defaultValue != new.defaultValue {
            changes.append(BrandChange(
                area: .flag, subject: "\(flag): default", before: FlagText.onOff(old.defaultValue), after: FlagText.onOff(new.defaultValue)))
        }
        for index in 0..<max(old.rules.count, new.rules.count) {
            let before = index < old.rules.count ? old.rules[index] : nil
            let after = index < new.rules.count ? new.rules[index] : nil
            guard before != after else { continue }
            let conditions = (after ?? before).map { FlagText.shortConditions($0.conditions) } ?? ""
            let subject = "\(flag): rule \(index)" + (conditions.isEmpty ? "" : " (\(conditions))")
            switch (before, after) {
            case (nil, let rule?):
                changes.append(BrandChange(area: .flag, subject: subject, before: nil, after: describe(rule) + sample(old, new)))
            case (let rule?, nil):
                changes.append(BrandChange(area: .flag, subject: subject, before: describe(rule), after: nil))
            case (let before?, let after?) where before.conditions == after.conditions:
                changes.append(outcomeChange(subject: subject, before.outcome, after.outcome, sample: sample(old, new)))
            case (let before?, let after?):
                changes.append(BrandChange(
                    area: .flag, subject: "\(flag): rule \(index)", before: describe(before), after: describe(after) + sample(old, new)))
            default: break
            }
        }
        return changes
    }

    /// A rule whose conditions stayed: only what differs in its outcome is written.
    private static func outcomeChange(subject: String, _ before: FlagRule.Outcome, _ after: FlagRule.Outcome, sample: String) -> BrandChange {
        guard case .rollout(let old) = before, case .rollout(let new) = after else {
            return BrandChange(area: .flag, subject: subject, before: FlagText.outcome(before), after: FlagText.outcome(after) + sample)
        }
        var afterText = "\(new.percentText)% of users by \(new.bucketBy)"
        var beforeText = "\(old.percentText)%"
        if old.bucketBy != new.bucketBy { beforeText += " by \(old.bucketBy)" }
        if old.salt != new.salt {
            beforeText += " (salt \(old.salt))"
            afterText += " (salt \(new.salt): a new shuffle)"
        }
        return BrandChange(area: .flag, subject: subject, before: beforeText, after: afterText + sample)
    }

    private static func describe(_ rule: FlagRule) -> String {
        let conditions = FlagText.conditions(rule.conditions)
        return "when \(conditions): \(FlagText.outcome(rule.outcome))"
    }

    /// `: about +2,500 of 10,000`: of the sample users who get to the rollout (the first rule
    /// that splits, its conditions held), how many change value, on and off.
    private static func sample(_ old: FlagDefinition, _ new: FlagDefinition) -> String {
        let gained: Int, lost: Int
        (gained, lost) = FlagRamp.changes(old: old, new: new, sampleSize: FlagRuleSummary.sampleSize)
        guard gained + lost > 0 else { return "" }
        var parts: [String] = []
        if gained > 0 { parts.append("+\(FlagText.thousands(gained))") }
        if lost > 0 { parts.append("−\(FlagText.thousands(lost))") }
        return ": about \(parts.joined(separator: ", ")) of \(FlagText.thousands(FlagRuleSummary.sampleSize))"
    }
}
