/**
 * The JWT keys a process signs and verifies with: one current key (signs) and any number of previous
 * ones (verify the tokens they signed until these expire). Tokens name their key by `kid`.
 *
 * Two sources: fixed keys (`JWT_SECRET`, with `JWT_PREVIOUS_SECRETS` during a rotation), or the database
 * (server-keys.ts). A database ring re-reads the keys every minute, and at once (at most every few
 * seconds) when a token names a kid it does not know — so after `npm run keys -- rotate` every process
 * accepts the new key's tokens immediately and signs with it within a minute, without a restart.
 */
import type { Database } from '../kernel/db/database';
import { kidOf, readKeys } from './server-keys';

export interface SigningKey {
  kid: string;
  secret: string;
}

const RELOAD_EVERY_MS = 60_000;
const UNKNOWN_KID_RELOAD_MS = 5_000;

export class KeyRing {
  private current: SigningKey;
  private byKid = new Map<string, string>();
  private loadedAt = Date.now();
  private reloading?: Promise<void>;
  private timer?: NodeJS.Timeout;

  constructor(
    current: string,
    previous: string[] = [],
    private readonly database?: Database,
  ) {
    this.current = { kid: kidOf(current), secret: current };
    this.set(current, previous);
  }

  private set(current: string, previous: string[]): void {
    this.current = { kid: kidOf(current), secret: current };
    this.byKid = new Map([current, ...previous].map((s) => [kidOf(s), s]));
  }

  /** The key new tokens are signed with. */
  signing(): SigningKey {
    return this.current;
  }

  /** The secret of `kid` (a token without one: the current key's), re-reading the database for an unknown one. */
  async verifying(kid: string | undefined): Promise<string | undefined> {
    if (!kid) return this.current.secret;
    const known = this.byKid.get(kid);
    if (known || !this.database) return known;
    if (Date.now() - this.loadedAt >= UNKNOWN_KID_RELOAD_MS) await this.reload();
    return this.byKid.get(kid);
  }

  /** Re-read the database's keys (one read at a time; a failed read keeps the keys held). */
  reload(): Promise<void> {
    if (!this.database) return Promise.resolve();
    const database = this.database;
    this.reloading ??= (async () => {
      try {
        const keys = await readKeys(database, 'jwt');
        const current = keys.find((k) => k.current);
        if (current)
          this.set(
            current.value,
            keys.filter((k) => !k.current).map((k) => k.value),
          );
      } catch {
        /* the database is away for a moment: keep what we have */
      } finally {
        this.loadedAt = Date.now();
        this.reloading = undefined;
      }
    })();
    return this.reloading;
  }

  /** Re-read every minute until `stop` (database rings only). */
  start(): void {
    if (!this.database || this.timer) return;
    this.timer = setInterval(() => void this.reload(), RELOAD_EVERY_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
