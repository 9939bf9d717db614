/// An optional value kept in its own allocation, so the struct holding it stays small; nil
/// takes none.
///
/// A ``ProfileLoad`` held its ``BrandProfile`` twice inline (the profile and the lint
/// rules' partial one), most of it unused by a base's check, which has neither: a folder of
/// 100,000 bases kept large arrays of loads, and every copy of a load moved all of it.
///
/// The box is never changed in place: setting the value makes a new one, so copies of the
/// holder share it safely across threads.
@propertyWrapper
package struct OutOfLine<Wrapped: Sendable>: Sendable {
    private final class Storage: Sendable {
        let value: Wrapped
        init(_ value: Wrapped) { self.value = value }
    }

    private var storage: Storage?

    public init(wrappedValue: Wrapped?) {
        storage = wrappedValue.map(Storage.init)
    }

    public var wrappedValue: Wrapped? {
        get { storage?.value }
        set { storage = newValue.map(Storage.init) }
    }
}
