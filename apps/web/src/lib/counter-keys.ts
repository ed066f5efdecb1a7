/**
 * Shortcut keys of a counter screen (sales, buy-back): one window listener for the screen's life, calling the
 * screen's latest handler; off while any dialog is open. The handler answers whether it took the key.
 */
import { useEffect, useRef } from 'react';

/** A dialog of this screen or of the app is up: the counter's keys rest. */
export const anyModalOpen = (): boolean =>
  Array.from(document.querySelectorAll<HTMLElement>('.ant-modal-wrap')).some((el) => el.style.display !== 'none');

export function useCounterKeys(handle: (e: KeyboardEvent) => boolean): void {
  const latest = useRef(handle);
  latest.current = handle;
  useEffect(() => {
    const h = (e: KeyboardEvent) => {
      if (anyModalOpen() || !latest.current(e)) return;
      e.preventDefault();
      e.stopPropagation();
    };
    window.addEventListener('keydown', h, true);
    return () => window.removeEventListener('keydown', h, true);
  }, []);
}
