import BrandModel

/// What a lint run does with many findings: summarised past what a person can act on, and
/// dropped early when no summary could list them (sorting and dropping repeats is
/// ``Swift/Array/normalized()``, in BrandModel).
extension [Diagnostic] {
    /// At most `limit` diagnostics of one rule per file; the rest of that rule in that file
    /// become one summary diagnostic (same rule and severity) at the first one left out:
    /// "… and 99,900 more `flag-unknown` in this file". Keeps output, and the time to write
    /// it, in proportion to what a person can act on. Takes diagnostics in any order and
    /// returns them normalized; the hashing and sorting of ``normalized()`` then only see
    /// what is kept, and a group over the limit is sorted on its positions alone.
    ///
    /// `omitted` counts the findings ``dropUnlistable(inFile:isProtected:omitted:)`` already
    /// dropped: they count in the summary as if they were still here.
    public func summarizingRepeats(limit: Int = Diagnostic.repeatLimit, omitted: OmittedRepeats = OmittedRepeats()) -> [Diagnostic] {
        var groups: [RepeatKey: [Int]] = [:]
        for index in indices {
            groups[RepeatKey(file: self[index].file, rule: self[index].rule), default: []].append(index)
        }
        guard !omitted.isEmpty || groups.values.contains(where: { $0.count > limit }) else { return normalized() }
        var kept: [Diagnostic] = []
        kept.reserveCapacity(Swift.min(count, limit * groups.count + groups.count))
        for (key, members) in groups {
            let dropped = omitted.counts[key] ?? 0
            guard members.count + dropped > limit else {
                kept += members.map { self[$0] }
                continue
            }
            let distinct = distinctInListingOrder(members)
            kept += distinct.prefix(limit).map { self[$0] }
            guard distinct.count + dropped > limit else { continue }
            // The early drop keeps more than `limit` of every group it drops from; the last
            // one listed stands in should that ever not hold.
            var summary = self[distinct.count > limit ? distinct[limit] : distinct[distinct.count - 1]]
            summary.message = "… and \(Diagnostic.grouped(distinct.count + dropped - limit)) more `\(key.rule)` in this file"
            summary.hint = "the first \(limit) are listed; fix those and run again"
            kept.append(summary)
        }
        return kept.normalized()
    }

    /// The members (indices) in the order a summary lists them (by position, then message,
    /// hint and severity), each distinct finding once: exact repeats (a base's problem seen
    /// through each brand that extends it) are dropped within their run of findings that
    /// sort alike, compared one by one while the run is short and through a set once it
    /// is long, as ``normalized()`` does. Comparing neighbours only let a repeat through
    /// when a finding that differs in its hint sorted between the two.
    fileprivate func distinctInListingOrder(_ members: [Int]) -> [Int] {
        // Through the buffer, field by field: reading an element of the array, or a tuple of
        // its fields, copies them, references and all; a file of 500,000 bad colours made a
        // million such copies here, half the cost of the early drop.
        withUnsafeBufferPointer { buffer in
            /// Whether `lhs` is listed before `rhs`: by position, then message, hint, severity.
            func listedBefore(_ lhs: Int, _ rhs: Int) -> Bool {
                let left = buffer.baseAddress! + lhs
                let right = buffer.baseAddress! + rhs
                if left.pointee.line != right.pointee.line { return left.pointee.line < right.pointee.line }
                if left.pointee.column != right.pointee.column { return left.pointee.column < right.pointee.column }
                if left.pointee.message != right.pointee.message { return left.pointee.message < right.pointee.message }
                let leftHint = left.pointee.hint ?? "", rightHint = right.pointee.hint ?? ""
                if leftHint != rightHint { return leftHint < rightHint }
                return left.pointee.severity == .warning && right.pointee.severity == .error
            }
            /// Whether the two sort alike: neither is listed before the other.
            func sortAlike(_ lhs: Int, _ rhs: Int) -> Bool {
                let left = buffer.baseAddress! + lhs
                let right = buffer.baseAddress! + rhs
                return left.pointee.line == right.pointee.line && left.pointee.column == right.pointee.column
                    && left.pointee.severity == right.pointee.severity && left.pointee.message == right.pointee.message
                    && (left.pointee.hint ?? "") == (right.pointee.hint ?? "")
            }
            let ordered = members.sorted(by: listedBefore)
            var distinct: [Int] = []
            var runStart = 0
            var runSet: Set<Diagnostic>?
            for index in ordered {
                if let last = distinct.last, sortAlike(last, index) {
                    if runSet == nil, distinct.count - runStart > 8 { runSet = Set(distinct[runStart...].map { buffer[$0] }) }
                    if runSet != nil {
                        guard runSet!.insert(buffer[index]).inserted else { continue }
                    } else if distinct[runStart...].contains(where: { buffer[$0] == buffer[index] }) {
                        continue
                    }
                } else {
                    runStart = distinct.count
                    runSet = nil
                }
                distinct.append(index)
            }
            return distinct
        }
    }

    /// Drops, for each rule with more findings in `file` than a summary can list, the
    /// findings that ``summarizingRepeats(limit:omitted:)`` would leave out anyway, and
    /// counts them in `omitted`: a file of 500,000 bad colours then holds a few hundred
    /// findings through the rest of the run, not 500,000 (some 150 bytes each, twice over).
    ///
    /// Exact: of each such group, the first `limit + 1` distinct findings in listing order
    /// that `isProtected` does not claim are kept, with every finding it claims (those an
    /// inline suppression may silence later, which must still be seen to silence them).
    /// Configuration applies to a rule as a whole, and exact repeats arrive only with findings
    /// already kept, so the summary lists the same findings and counts the same number as it
    /// would with nothing dropped. Only for findings in a file no other load reports in (a
    /// brand's own file); groups of at most ``Diagnostic/suggestionLimit`` are left alone.
    public mutating func dropUnlistable(
        inFile file: String, limit: Int = Diagnostic.repeatLimit, isProtected: (_ line: Int, _ rule: String) -> Bool, omitted: inout OmittedRepeats
    ) {
        guard count > Diagnostic.suggestionLimit else { return }
        var groups: [String: [Int]] = [:]
        withUnsafeBufferPointer { buffer in
            // A rule's findings come together: the rule's group is looked up once per run of
            // them, not hashed once per finding.
            var run: (rule: String, members: [Int])?
            for index in buffer.indices where buffer[index].file == file {
                if run?.rule != buffer[index].rule {
                    if let run { groups[run.rule, default: []] += run.members }
                    run = (buffer[index].rule, [])
                }
                run!.members.append(index)
            }
            if let run { groups[run.rule, default: []] += run.members }
        }
        func protected(_ index: Int) -> Bool {
            withUnsafeBufferPointer { isProtected($0[index].line, $0[index].rule) }
        }
        var dropped: [Bool]?
        for (rule, members) in groups where members.count > Diagnostic.suggestionLimit {
            // Kept: every protected member, and the first `limit + 1` unprotected distinct
            // ones. Dropped: the other distinct ones (counted) and every exact repeat not
            // protected (a repeat is never counted, and the kept one stands for it).
            var listed: [Int] = []
            var unprotected = 0
            for index in distinctInListingOrder(members) where !protected(index) {
                unprotected += 1
                if unprotected <= limit + 1 { listed.append(index) }
            }
            guard unprotected > limit + 1 else { continue }
            omitted.counts[RepeatKey(file: file, rule: rule), default: 0] += unprotected - (limit + 1)
            if dropped == nil { dropped = [Bool](repeating: false, count: count) }
            for index in members where !protected(index) { dropped![index] = true }
            for index in listed { dropped![index] = false }
        }
        guard let dropped else { return }
        // Compacted in place, in order.
        var kept = 0
        for index in indices where !dropped[index] {
            if kept != index { swapAt(kept, index) }
            kept += 1
        }
        removeLast(count - kept)
    }

    /// Whether findings of `rule` in `file` that were left unmade at `deferred` (line and
    /// column each; their messages and hints never built) are ones that
    /// ``dropUnlistable(inFile:limit:isProtected:omitted:)`` would drop and count, beside
    /// these findings made whole: every one is unprotected, alone at its position among the
    /// rule's findings there, and after the positions of `limit + 1` unprotected findings
    /// made whole. Then they are counted in `omitted`, and the summary lists and counts what
    /// it would with every finding made whole. False, counting nothing, when that does not
    /// hold: the caller then makes the findings again in full. O(n log n) in the findings.
    public func settlesDeferred(
        _ deferred: [Diagnostic.Position], rule: String, inFile file: String, limit: Int = Diagnostic.repeatLimit,
        isProtected: (_ line: Int, _ rule: String) -> Bool, omitted: inout OmittedRepeats
    ) -> Bool {
        guard !deferred.isEmpty else { return true }
        var all: [UInt64] = []
        var listed: [UInt64] = []
        var deferredPlaces: [UInt64] = []
        for position in deferred {
            guard let place = position.sortKey, !isProtected(position.line, rule) else { return false }
            all.append(place)
            deferredPlaces.append(place)
        }
        let sound = withUnsafeBufferPointer { buffer -> Bool in
            for index in buffer.indices {
                let finding = buffer.baseAddress! + index
                guard finding.pointee.rule == rule, finding.pointee.file == file else { continue }
                guard let place = Diagnostic.Position(line: finding.pointee.line, column: finding.pointee.column).sortKey else { return false }
                all.append(place)
                if !isProtected(finding.pointee.line, rule) { listed.append(place) }
            }
            return true
        }
        guard sound else { return false }
        // The place of the (limit + 1)th distinct position of the findings listed in full.
        listed.sort()
        var distinct = 0
        var last: UInt64?
        var threshold: UInt64?
        for place in listed where place != last {
            last = place
            distinct += 1
            if distinct == limit + 1 {
                threshold = place
                break
            }
        }
        guard let threshold else { return false }
        all.sort()
        var shared = Set<UInt64>()
        for index in all.indices.dropFirst() where all[index] == all[index - 1] { shared.insert(all[index]) }
        guard deferredPlaces.allSatisfy({ $0 > threshold && !shared.contains($0) }) else { return false }
        omitted.counts[RepeatKey(file: file, rule: rule), default: 0] += deferred.count
        return true
    }
}

/// Findings dropped before the end of a run because no summary could list them
/// (``Swift/Array/dropUnlistable(inFile:limit:isProtected:omitted:)``), counted per file and rule.
public struct OmittedRepeats: Sendable, Equatable {
    fileprivate var counts: [RepeatKey: Int] = [:]

    public init() {}

    public var isEmpty: Bool { counts.isEmpty }

    /// Adds another count. A file linted through two paths (a folder and the file in it)
    /// drops the same findings twice: the larger count is kept, not the sum.
    public mutating func merge(_ other: OmittedRepeats) {
        counts.merge(other.counts) { Swift.max($0, $1) }
    }

    /// Forgets the counts of the rules `isDropped` names (rules a configuration turns off).
    public mutating func removeRules(where isDropped: (String) -> Bool) {
        counts = counts.filter { !isDropped($0.key.rule) }
    }
}

/// A file and a rule: what ``Swift/Array/summarizingRepeats(limit:omitted:)`` counts by.
private struct RepeatKey: Hashable {
    var file: String
    var rule: String
}
