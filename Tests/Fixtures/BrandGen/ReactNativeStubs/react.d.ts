// A stub of React 18's declarations that the docs' `useAppBar` hook uses, member for member
// from @types/react 18 (not in Debian, nor on PyPI): `useSyncExternalStore`'s signature.
declare module "react" {
  export function useSyncExternalStore<Snapshot>(
    subscribe: (onStoreChange: () => void) => () => void,
    getSnapshot: () => Snapshot,
    getServerSnapshot?: () => Snapshot,
  ): Snapshot;
}
