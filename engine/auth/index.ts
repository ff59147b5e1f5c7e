/** Session, auth calls and the token check (CONTRACT §4, spec §7 and §9). */
export * from './storage';
export * from './session';
export * from './api';
export * from './token-check';
