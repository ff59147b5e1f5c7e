/**
 * App keys and secrets. The key is public (it names the app in every call) and given when the app is
 * added; the secret is 32 random bytes made by the server on `POST share-open/app/secret?id=` (the
 * `secret` button), answered that once and stored only as its SHA-256 — with 256 random bits nothing can
 * be guessed from the hash, and a fast hash keeps the per-call check cheap. A new secret replaces the old
 * at once. No read ever answers the secret or its hash (they live in a table of their own, not the app's).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { actionPermission } from '../../../engine/schema/resolve';
import { allOf, baseFilters } from '../../../server/crud/conditions';
import type { HookMap } from '../../../server/kernel/hooks';
import { nowText } from '../../../server/kernel/db/time';
import type { TableSpec } from '../../../server/kernel/db/tables';
import type { ServerContext } from '../../../server/kernel/http/context';
import { ok } from '../../../server/kernel/http/envelope';
import { badRequest } from '../../../server/kernel/http/errors';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { T } from './auth-routes';
import { idParam } from './params';
import { text } from './texts';

export const SECRET_TABLE = 'op_app_secret';

export const secretTable: TableSpec = {
  name: SECRET_TABLE,
  columns: [
    { name: 'app_id', type: 'bigint' },
    { name: 'secret_hash', type: 'string', length: 64 },
    { name: 'create_time', type: 'datetime' },
  ],
  indexes: [{ columns: ['app_id'], unique: true }],
};

export const newAppKey = () => `tc${randomBytes(8).toString('hex')}`;
export const hashSecret = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

/** Whether `secret` is the app's current one (constant time). */
export async function secretMatches(ctx: ServerContext, appId: number, secret: string): Promise<boolean> {
  const row = await ctx.database.db.selectFrom(SECRET_TABLE).select('secret_hash').where('app_id', '=', appId).executeTakeFirst();
  if (!row || !secret) return false;
  const a = Buffer.from(String(row.secret_hash), 'hex');
  const b = Buffer.from(hashSecret(secret), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The app key is the server's: given on insert, never changed by an edit. */
export const appKeyHooks: HookMap = {
  'open.app': {
    beforeInsert: ({ values }) => {
      values.app_key = newAppKey();
    },
    beforeUpdate: ({ values }) => {
      delete values.app_key;
      delete values.secret_time;
    },
  },
};

export function registerSecretRoutes(ctx: ServerContext, routes: RouteSink): void {
  const app = ctx.models.get('open.app');
  const action = app?.schema.actions?.find((a) => a.key === 'secret');
  if (!app || !action) return;
  routes.add({
    method: 'POST',
    url: '/api/share-open/app/secret',
    access: actionPermission(app.schema, action),
    transaction: true,
    handler: async (req) => {
      const id = idParam(req, 'id')!;
      const row = await ctx.database.db.selectFrom(T.app).select(['id', 'app_key']).where(allOf(baseFilters(app, req.auth))).where('id', '=', id).executeTakeFirst();
      if (!row) throw badRequest(text.noApp(id));
      const secret = randomBytes(32).toString('base64url');
      const now = nowText();
      await ctx.database.db.deleteFrom(SECRET_TABLE).where('app_id', '=', id).execute();
      await ctx.database.db.insertInto(SECRET_TABLE).values({ app_id: id, secret_hash: hashSecret(secret), create_time: now }).execute();
      await ctx.database.db.updateTable(T.app).set({ secret_time: now }).where('id', '=', id).execute();
      return ok(req, { appId: String(id), appKey: row.app_key, appSecret: secret });
    },
  });
}
