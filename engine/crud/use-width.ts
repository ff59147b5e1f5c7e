/** The width of an element, followed as it changes (ResizeObserver); `fallback` until it is measured. */
import { useCallback, useEffect, useRef, useState } from 'react';

export function useWidth<T extends HTMLElement>(fallback: number): [(el: T | null) => void, number] {
  const [width, setWidth] = useState(fallback);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((el: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      // A hidden pane (a tab in the background) measures 0: keep the last width until it shows again.
      const w = Math.floor(el.getBoundingClientRect().width);
      if (w > 0) setWidth((old) => (Math.abs(old - w) > 1 ? w : old));
    };
    measure();
    observer.current = new ResizeObserver(measure);
    observer.current.observe(el);
  }, []);
  useEffect(() => () => observer.current?.disconnect(), []);
  return [ref, width];
}
