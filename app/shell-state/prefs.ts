/** Shell preferences (spec §2, §9): theme, primary colour, collapsed sidebar, and the lock. */
import { onLocalLogout } from '../../engine/auth/session';
import { site } from '../config';
import { persisted } from './store';

export const THEMES = ['default', 'white', 'dark', 'star', 'bule', 'iview', 'vip', 'cool', 'd2', 'hey', 'lte'] as const;
export type ThemeName = (typeof THEMES)[number];

export const themePref = persisted<ThemeName>('themeName', 'default');
export const colorPref = persisted<string>('colorName', site.primaryColor);
export const collapsePref = persisted<boolean>('isCollapse', false);

/** Locked flag and the password that unlocks it; set together, cleared together. */
export const lockPref = persisted<{ locked: boolean; password: string }>('lock', { locked: false, password: '' });

export const isLocked = (): boolean => lockPref.get().locked;
export const lockScreen = (password: string) => lockPref.set({ locked: true, password });
export const unlockScreen = () => lockPref.reset();

// A logout (even a 401) must not leave the next user facing someone else's lock.
onLocalLogout(() => lockPref.reset());
