/**
 * The password as it travels: the server receives (and stores a slow hash of) its lowercase hex MD5, so
 * it never leaves the browser in clear. A module of its own: the shell imports the auth calls (menu,
 * buttons, logout, token refresh) but hashes no password, so js-md5 loads with the login page's calls,
 * the lock screen and the account forms instead (issue 30, shell + first CRUD screen).
 */
import { md5 } from 'js-md5';

export const hashPassword = (password: string): string => md5(password);
