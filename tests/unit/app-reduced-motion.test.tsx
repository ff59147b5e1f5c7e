/**
 * The system's reduce-motion preference is followed live (app/shell-state/reduced-motion.ts): the hook
 * reads the media query and re-renders when it changes, so the console drops antd's animations for
 * people (and the end-to-end suite) asking for less motion.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useReducedMotion } from '../../app/shell-state/reduced-motion';

function fakeMedia(initial: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches: initial,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  };
  vi.stubGlobal('matchMedia', (query: string) => {
    expect(query).toBe('(prefers-reduced-motion: reduce)');
    return list;
  });
  return {
    set(value: boolean) {
      list.matches = value;
      for (const fn of listeners) fn();
    },
    listeners,
  };
}

function Probe() {
  return <span data-testid="motion">{useReducedMotion() ? 'reduced' : 'full'}</span>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useReducedMotion', () => {
  it('follows the media query as it changes and stops listening on unmount', () => {
    const media = fakeMedia(false);
    const view = render(<Probe />);
    expect(screen.getByTestId('motion').textContent).toBe('full');
    act(() => media.set(true));
    expect(screen.getByTestId('motion').textContent).toBe('reduced');
    act(() => media.set(false));
    expect(screen.getByTestId('motion').textContent).toBe('full');
    view.unmount();
    expect(media.listeners.size).toBe(0);
  });

  it('is off where the browser has no matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    render(<Probe />);
    expect(screen.getByTestId('motion').textContent).toBe('full');
  });
});
