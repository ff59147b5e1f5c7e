/** The four screen-size levels of spec §2 / §9 (breakpoints 768, 992, 1200 px). */
import { useEffect, useState } from 'react';

export type ScreenSize = 'xs' | 'sm' | 'md' | 'lg';

export const screenOf = (width: number): ScreenSize =>
  width < 768 ? 'xs' : width < 992 ? 'sm' : width < 1200 ? 'md' : 'lg';

export function useScreenSize(): ScreenSize {
  const [size, setSize] = useState<ScreenSize>(() => screenOf(window.innerWidth));
  useEffect(() => {
    const on = () => setSize(screenOf(window.innerWidth));
    window.addEventListener('resize', on);
    return () => window.removeEventListener('resize', on);
  }, []);
  return size;
}
