import { onlineManager } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/**
 * Whether the browser is online, as react-query's onlineManager knows it (the window's `online` and
 * `offline` events): the same state that pauses queries and mutations while offline.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/** Calls `callback` each time the network comes back (offline → online), while `enabled`. */
export function useBackOnline(callback: () => void, enabled = true): void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => {
    if (!enabled) return;
    let online = onlineManager.isOnline();
    return onlineManager.subscribe((now) => {
      if (now && !online) latest.current();
      online = now;
    });
  }, [enabled]);
}
