"use client";
// Whether React handles this page's events yet: false in the server's HTML and while hydrating.
// A form marks itself `data-hydrated` with it, so a browser test acts on it when a person's change
// would count (a select changed before hydration is forgotten by React).
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
