/**
 * The playground's server half: `POST /api/blade-develop/playground/lint` lints a schema file being written
 * with the lint CI runs (engine/schema/lint.ts), among every file of the running registry (so a route, a
 * permission or a dictionary it names is checked against the real ones). The browser cannot run the lint
 * itself: ajv compiles validators to code, which the console's Content-Security-Policy forbids.
 *
 * Only for the platform administrator, and only where the playground is on: anywhere but production, and
 * in production when SCHEMA_PLAYGROUND=1.
 */
import type { FastifyRequest } from 'fastify';
import { lintFiles } from '../../../engine/schema/lint';
import type { LoadedFile } from '../../../engine/schema/registry';
import type { SchemaFile } from '../../../engine/schema';
import { requirePlatformAdmin } from '../../../server/crud/platform-only';
import { ok } from '../../../server/kernel/http/envelope';
import { ApiError, badRequest } from '../../../server/kernel/http/errors';
import type { ServerContext } from '../../../server/kernel/http/context';
import { defineServerModule } from '../../../server/kernel/module';

export const PLAYGROUND_FILE = 'schemas/playground.json';
export const LINT_URL = '/api/blade-develop/playground/lint';

export const playgroundOn = (ctx: ServerContext) => ctx.config.env !== 'production' || process.env.SCHEMA_PLAYGROUND === '1';

const nameOf = (v: unknown) => (v && typeof v === 'object' ? (v as { name?: unknown }).name : undefined);

/** The lint's problems of one schema file, linted among the registry's files (the one of the same name left out). */
export function lintPlayground(files: readonly LoadedFile[], value: unknown) {
  const name = nameOf(value);
  const others = files.filter((f) => name === undefined || nameOf(f.value) !== name);
  return lintFiles([...others, { file: PLAYGROUND_FILE, value: value as SchemaFile }]).filter((p) => p.file === PLAYGROUND_FILE);
}

export default defineServerModule({
  name: 'playground',
  routes(ctx, routes) {
    routes.add({
      method: 'POST',
      url: LINT_URL,
      access: 'signed-in',
      handler: async (req: FastifyRequest) => {
        if (!playgroundOn(ctx))
          throw new ApiError(404, { zh: 'Schema 演练场未开启', en: 'The schema playground is not enabled' });
        await requirePlatformAdmin(ctx, req);
        const body = req.body as { schema?: unknown } | undefined;
        if (!body || typeof body.schema !== 'object' || body.schema === null || Array.isArray(body.schema))
          throw badRequest({ zh: '请提供 schema 对象', en: 'Please send the schema object' });
        const problems = lintPlayground(ctx.registry.files, body.schema).map(({ pointer, message, fix }) => ({ pointer, message, fix }));
        return ok(req, { problems });
      },
    });
  },
});
