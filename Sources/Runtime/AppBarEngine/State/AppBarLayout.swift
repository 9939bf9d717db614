import BrandModel

/// How the bar is laid out, the way the UI renders it (docs/domain.md, The app bar): a left, a centre and a
/// right group, each slot fixed or flexible in width, and reserved space where the right
/// group would otherwise hold fewer slots than the profile's minimum.
public struct AppBarLayout: Sendable, Equatable {
    /// What a slot holds.
    public enum Content: Sendable, Equatable {
        case item(AppBarItem)
        /// Empty room that keeps the right group as wide as the minimum asks.
        case reserved
    }

    /// How a slot's width behaves.
    public enum Width: String, Sendable, Equatable {
        /// Sized once: icons, reserved room, and the balance pill, whose text must not resize
        /// it (docs/domain.md, The app bar, "A fixed-width balance pill": the pill is fixed-size).
        case fixed
        /// Follows its text: the login and join buttons, the pending-bets label.
        case flexible
    }

    public struct Slot: Sendable, Equatable {
        public var content: Content
        public var width: Width

        public init(content: Content, width: Width) {
            self.content = content
            self.width = width
        }

        /// The item's slot, with its width.
        public init(_ item: AppBarItem) {
            self.init(content: .item(item), width: Self.width(of: item))
        }

        public static let reserved = Slot(content: .reserved, width: .fixed)

        /// Text buttons follow their text; everything else, the balance pill included, is fixed.
        public static func width(of item: AppBarItem) -> Width {
            switch item {
            case .login, .join, .pendingBets: .flexible
            case .search, .balance, .toolSlot, .betslipCounter, .userTray: .fixed
            }
        }

        /// How traces name it: the item, or `reserved`.
        public var name: String {
            switch content {
            case .item(let item): item.rawValue
            case .reserved: "reserved"
            }
        }
    }

    public var left: [Slot]
    public var center: [Slot]
    public var right: [Slot]

    public init(left: [Slot] = [], center: [Slot] = [], right: [Slot] = []) {
        self.left = left
        self.center = center
        self.right = right
    }

    /// The slots of `group`.
    public subscript(group: AppBarGroup) -> [Slot] {
        switch group {
        case .left: left
        case .center: center
        case .right: right
        }
    }

    /// Every slot from the leading edge.
    public var slots: [Slot] { left + center + right }

    /// The layout of `listed` items (the profile's list for one authentication state) of
    /// which `shown` are visible, with at least `minimumRight` slots on the right.
    ///
    /// A listed item the bar hides (a tool slot of kind `none`) keeps its room as reserved
    /// space where it was, so the right group does not shift; any further shortfall is
    /// reserved at the right group's leading edge, next to the centre it protects.
    public init(listed: [AppBarItem], shown: [AppBarItem], minimumRight: Int) {
        self.init()
        // A dozen items at most: scanning the short lists beats hashing them.
        var room = max(0, minimumRight - shown.filter { $0.group == .right }.count)
        for item in listed {
            guard shown.contains(item) else {
                if item.group == .right, room > 0 {
                    right.append(.reserved)
                    room -= 1
                }
                continue
            }
            switch item.group {
            case .left: left.append(Slot(item))
            case .center: center.append(Slot(item))
            case .right: right.append(Slot(item))
            }
        }
        right.insert(contentsOf: repeatElement(Slot.reserved, count: room), at: 0)
    }
}
