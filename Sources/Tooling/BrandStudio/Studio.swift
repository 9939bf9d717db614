import BrandModel
import BrandReport
import Foundation

/// The studio's state: every brand's card, the brand as it last loaded, and a version that
/// grows with each change, so a page asks for what came after the state it shows and gets
/// only the cards that changed. A brand whose file stops loading keeps its last good
/// preview under the error; brands that cannot be read at all (a broken settings file)
/// keep every card as it was, with the problem said.
public actor Studio {
    /// What a page is sent: the cards newer than the state it asked about.
    public struct Changes: Sendable, Codable, Equatable {
        /// The state now (`epoch.version`).
        public var state: String
        /// Every brand's id, in order.
        public var order: [String]
        public var names: [String: String]
        /// The changed cards' markup, by id.
        public var cards: [String: String]
        /// Why the brands could not be read, when they could not.
        public var problem: String?
    }

    private struct Card {
        var name: String
        var html: String
        /// The version at which the card last changed.
        var revision: Int
    }

    /// Tells this run's states from an earlier run's, whose page asks with a stale version.
    public nonisolated let epoch: String
    public private(set) var version = 0
    private var cards: [String: Card] = [:]
    private var order: [String] = []
    private var lastGood: [String: BrandSection] = [:]
    private var problem: String?
    private var waiters: [UUID: CheckedContinuation<Void, Never>] = [:]

    public init(epoch: String = String(UInt32.random(in: .min ... .max), radix: 36)) {
        self.epoch = epoch
    }

    /// `epoch.version`.
    public var state: String { "\(epoch).\(version)" }

    /// Takes a new build of every brand: each card that differs from the one shown gets the
    /// next version, and brands no longer built go. Returns whether anything changed.
    @discardableResult
    public func update(_ build: Result<ReportModel, any Error>) -> Bool {
        let model: ReportModel
        switch build {
        case .failure(let error):
            let said = "\(error)"
            guard said != problem else { return false }
            problem = said
            return advance()
        case .success(let built):
            model = built
        }
        var changed = problem != nil
        problem = nil
        changed = take(model.brands) || changed
        let built = Set(model.brands.map(\.id))
        changed = remove(cards.keys.filter { !built.contains($0) }) || changed
        return changed ? advance() : false
    }

    /// Takes a new build of some brands (the files saved since the last one), and drops the
    /// brands whose files went (`removed`, by id); the others stay as they are.
    @discardableResult
    public func update(brands model: ReportModel, removing removed: [String]) -> Bool {
        let changed = take(model.brands) || remove(removed)
        return changed ? advance() : false
    }

    /// Renders each entry's card; true when one differs from the card shown.
    private func take(_ entries: [BrandEntry]) -> Bool {
        let next = version + 1
        var changed = false
        for entry in entries {
            if let section = entry.section { lastGood[entry.id] = section }
            let card = StudioCard(entry: entry, lastGood: lastGood[entry.id])
            let html = card.render()
            let name = card.shownSection?.profile.name ?? entry.name
            guard cards[entry.id]?.html != html || cards[entry.id]?.name != name else { continue }
            if cards[entry.id] == nil { order.append(entry.id) }
            cards[entry.id] = Card(name: name, html: html, revision: next)
            changed = true
        }
        if changed { order.sort() }
        return changed
    }

    private func remove(_ ids: [String]) -> Bool {
        let gone = Set(ids.filter { cards[$0] != nil })
        guard !gone.isEmpty else { return false }
        for id in gone {
            cards[id] = nil
            lastGood[id] = nil
        }
        order.removeAll { gone.contains($0) }
        return true
    }

    private func advance() -> Bool {
        version += 1
        for waiter in waiters.values { waiter.resume() }
        waiters = [:]
        return true
    }

    /// The page: every card, or one brand in one appearance for a picture.
    public func page(scriptPath: String, picture: StudioPage.Picture? = nil) -> String {
        let shown = order.compactMap { id in cards[id].map { StudioPage.Card(id: id, name: $0.name, html: $0.html) } }
        return StudioPage(cards: shown, state: state, scriptPath: scriptPath, picture: picture).render()
    }

    /// The brand ids, in order.
    public var brands: [String] { order }

    /// What changed after `after` (a state this studio gave, or anything else: then every
    /// card); when nothing has, waits up to `wait` for a change first.
    public func changes(after: String, wait: Duration) async -> Changes {
        if after == state { await waitForChange(upTo: wait) }
        let known = Self.version(in: after, epoch: epoch)
        var sent: [String: String] = [:]
        for id in order {
            guard let card = cards[id], card.revision > known ?? -1 else { continue }
            sent[id] = card.html
        }
        return Changes(state: state, order: order, names: cards.mapValues(\.name), cards: sent, problem: problem)
    }

    /// The version a state of this epoch names; nil for another epoch's or a malformed one.
    static func version(in state: String, epoch: String) -> Int? {
        let parts = state.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0] == epoch, let version = Int(parts[1]), version >= 0 else { return nil }
        return version
    }

    private func waitForChange(upTo wait: Duration) async {
        let id = UUID()
        let timeout = Task { [weak self] in
            try? await Task.sleep(for: wait)
            await self?.expire(id)
        }
        await withCheckedContinuation { continuation in waiters[id] = continuation }
        timeout.cancel()
    }

    private func expire(_ id: UUID) {
        waiters.removeValue(forKey: id)?.resume()
    }
}
