import YAMLNode

/// One problem found in a profile, in the form editors and CI understand.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
        case warning
        case error

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .warning && rhs == .error
        }
    }

    /// The file, as the user named it (relative paths stay relative).
    public var file: String
    public var line: Int
    public var column: Int
    public var severity: Severity
    /// A stable id such as `schema-additional-properties` or `odds-boost-tiers`.
    public var rule: String
    public var message: String
    /// What to do about it ("did you mean `toolSlot`?"), when there is something to say.
    public var hint: String?
    /// Other places that explain the problem: for a problem a brand causes in the base it
    /// extends, where the base shows it.
    public var related: [RelatedLocation]
    /// The did-you-mean as an edit, when the hint names one: what an editor offers as a
    /// quick fix and, when ``Fix/isSafe``, what `brandlint --fix` applies.
    public var fix: Fix?

    /// A place in a file that a diagnostic refers to besides its own.
    public struct RelatedLocation: Sendable, Hashable {
        public var file: String
        public var line: Int
        public var column: Int
        /// What is there (`inherited from base entain here`).
        public var message: String

        public init(file: String, line: Int, column: Int, message: String) {
            self.file = file
            self.line = line
            self.column = column
            self.message = message
        }
    }

    public init(
        file: String, line: Int, column: Int, severity: Severity, rule: String, message: String, hint: String? = nil,
        related: [RelatedLocation] = [], fix: Fix? = nil
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.rule = rule
        self.message = message
        self.hint = hint
        self.related = related
        self.fix = fix
    }

    public init(
        file: String, mark: Mark, severity: Severity, rule: String, message: String, hint: String? = nil,
        related: [RelatedLocation] = [], fix: Fix? = nil
    ) {
        self.init(
            file: file, line: mark.line, column: mark.column, severity: severity, rule: rule, message: message, hint: hint,
            related: related, fix: fix)
    }

    /// An edit that resolves a finding, located from the diagnostic's position. Edits go to
    /// the bytes they name only; a file is never re-emitted.
    public enum Fix: Sendable, Hashable {
        /// `original` becomes `replacement`: the first occurrence of `original` on the
        /// diagnostic's line at or after its column (after an opening quote, say). `isSafe`
        /// when it cannot change what the author meant (a key misspelt with exactly one
        /// candidate): an editor offers every replacement, `--fix` applies only safe ones,
        /// and says for the others why not: `unsafeBecause`, when the finding knows.
        case replace(original: String, replacement: String, isSafe: Bool, unsafeBecause: String? = nil)
        /// In the mapping that starts at the diagnostic's position, a copy of the entry
        /// `source` under each of `keys`, marked with `note` as a comment (a plural form
        /// copied from `other`, to be translated). Always safe: it adds what was missing.
        case copyEntry(source: String, keys: [String], note: String)

        /// True when `brandlint --fix` may apply it.
        public var isSafe: Bool {
            switch self {
            case .replace(_, _, let isSafe, _): isSafe
            case .copyEntry: true
            }
        }
    }

    /// An error of a loading check about a file as a whole (reported at its first line).
    public init(file: String, check: LoadingCheck, message: String, hint: String? = nil) {
        self.init(file: file, line: 1, column: 1, severity: .error, rule: check.rawValue, message: message, hint: hint)
    }

    /// `path:line:column: error: message [rule]`, the form Xcode, VS Code and vim read.
    ///
    /// Every part a profile's author controls goes through ``DisplayText/escaped(_:)``: the
    /// text is one line per problem (plus the hint's), with no control character raw.
    public var description: String {
        var text = "\(DisplayText.escaped(file)):\(line):\(column): \(severity.rawValue): \(DisplayText.escaped(message)) [\(DisplayText.escaped(rule))]"
        if let hint { text += "\n    hint: \(DisplayText.escaped(hint))" }
        // The form compilers use for notes, so editors make the base's place clickable too.
        for place in related {
            text += "\n\(DisplayText.escaped(place.file)):\(place.line):\(place.column): note: \(DisplayText.escaped(place.message))"
        }
        return text
    }

    /// Diagnostics of one rule listed per file before the rest are summarised
    /// (``Swift/Array/summarizingRepeats(limit:)``).
    public static let repeatLimit = 100

    /// Did-you-mean searches a rule makes in one file: ten times what is listed
    /// (``repeatLimit``), so that suppressions can silence many of those and the ones shown
    /// still carry their suggestion. Past it the hint is one that needs no search: a hostile
    /// file of 400,000 unknown flags would otherwise search 400,000 times to show 100.
    public static let suggestionLimit = 10 * repeatLimit

    /// The rule of a finding made without its texts, its position standing for it until
    /// ``Swift/Array/dropDeferred(rule:inFile:limit:isProtected:omitted:)`` drops it. No
    /// rule's id is empty.
    public static let deferredRule = ""

    /// `99990` -> `99,990`.
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return (number < 0 ? "-" : "") + text
    }

    /// Sorts by file, then position, then rule, so output is stable.
    public static func ordered(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        (lhs.file, lhs.line, lhs.column, lhs.rule, lhs.message) < (rhs.file, rhs.line, rhs.column, rhs.rule, rhs.message)
    }
}

extension [Diagnostic] {
    /// Sorted by file and position, with exact repeats (a base's problem seen through
    /// every brand that extends it) dropped.
    ///
    /// Sorts first and drops repeats among neighbours: exact repeats sort next to each other
    /// (same file, position, rule and message), so no diagnostic is hashed. Hashing each one
    /// whole (its message, hint and related places) into a set took half the time of a
    /// profile of 100,000 token cycles, and more than linearly so as the set outgrew the caches.
    /// Diagnostics that sort alike keep the order the sort leaves them in, as before: the
    /// same sort, with repeats dropped after it rather than before.
    public func normalized() -> [Diagnostic] {
        var sorted = self
        sorted.sort(by: Diagnostic.ordered)
        // Kept in place at the front (`sorted[..<kept]`), moved rather than copied: copying
        // a diagnostic retains its six references, and a profile of 100,000 token cycles has
        // as many diagnostics, each in its own place in memory.
        var kept = 0
        /// Where the current run of diagnostics that sort alike starts.
        var runStart = 0
        /// The run's distinct members, once it is too long to compare each with all.
        var runSet: Set<Diagnostic>?
        for index in sorted.indices {
            let isRepeat = sorted.withUnsafeBufferPointer { buffer -> Bool in
                guard kept > 0, !Diagnostic.ordered(buffer[kept - 1], buffer[index]) else {
                    runStart = kept
                    runSet = nil
                    return false
                }
                // Sorts alike with the run: an exact repeat of one of its members is dropped.
                if runSet == nil, kept - runStart > Self.runScanLimit { runSet = Set(buffer[runStart..<kept]) }
                if runSet != nil { return !runSet!.insert(buffer[index]).inserted }
                return buffer[runStart..<kept].contains(buffer[index])
            }
            guard !isRepeat else { continue }
            if kept != index { sorted.swapAt(kept, index) }
            kept += 1
        }
        sorted.removeLast(sorted.count - kept)
        return sorted
    }

    /// Above this many diagnostics that sort alike (differing in hint, severity or related
    /// places only), repeats among them are found with a set rather than by comparing each.
    private static var runScanLimit: Int { 8 }

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

    /// Drops the findings of `rule` made without their texts (``Diagnostic/deferredRule``)
    /// and counts them in `omitted`, when their positions alone show that
    /// ``dropUnlistable(inFile:limit:isProtected:omitted:)`` would drop and count each of
    /// them: every one is in `file`, unprotected, alone at its position among the rule's
    /// findings there, and after the positions of `limit + 1` unprotected findings made in
    /// full. Then the summary lists and counts what it would with every finding made whole.
    /// Returns false, changing nothing, when that does not hold: the caller then makes the
    /// findings again in full. O(n log n) in the findings.
    public mutating func dropDeferred(
        rule: String, inFile file: String, limit: Int = Diagnostic.repeatLimit, isProtected: (_ line: Int, _ rule: String) -> Bool,
        omitted: inout OmittedRepeats
    ) -> Bool {
        // A position as one number, line before column, so that positions sort as marks do.
        func position(_ line: Int, _ column: Int) -> UInt64? {
            guard let line = UInt32(exactly: line), let column = UInt32(exactly: column) else { return nil }
            return UInt64(line) << 32 | UInt64(column)
        }
        var all: [UInt64] = []
        var listed: [UInt64] = []
        var deferred: [UInt64] = []
        let sound = withUnsafeBufferPointer { buffer -> Bool in
            for index in buffer.indices {
                let finding = buffer.baseAddress! + index
                let isDeferred = finding.pointee.rule == Diagnostic.deferredRule
                guard isDeferred || finding.pointee.rule == rule, finding.pointee.file == file else {
                    if isDeferred { return false }
                    continue
                }
                guard let place = position(finding.pointee.line, finding.pointee.column) else { return false }
                let protected = isProtected(finding.pointee.line, rule)
                all.append(place)
                if isDeferred {
                    guard !protected else { return false }
                    deferred.append(place)
                } else if !protected {
                    listed.append(place)
                }
            }
            return true
        }
        guard sound else { return false }
        guard !deferred.isEmpty else { return true }
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
        guard deferred.allSatisfy({ $0 > threshold && !shared.contains($0) }) else { return false }
        removeAll { $0.rule == Diagnostic.deferredRule }
        omitted.counts[RepeatKey(file: file, rule: rule), default: 0] += deferred.count
        return true
    }

    // Through the buffer: a closure over the elements copies each diagnostic (six
    // reference counts) to read one byte of it.
    public var errorCount: Int { withUnsafeBufferPointer { buffer in buffer.indices.count { buffer[$0].severity == .error } } }
    public var warningCount: Int { withUnsafeBufferPointer { buffer in buffer.indices.count { buffer[$0].severity == .warning } } }
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
