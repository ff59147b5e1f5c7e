/**
 * The OpenAPI 3.1 document of the open platform, `GET /api/share-open/openapi.json` (public: it describes
 * the calls, holds no data). Generated when asked from the same schemas the screens and the generic
 * routes use (every `open.*` entity: its list, detail, submit and remove, request and row shapes from its
 * columns — types, lengths, required rules, http(s)-only addresses), plus the special calls of this
 * plugin and the gateway, so a column added to a schema shows in the document with no other edit.
 */
import type { Column } from '../../../engine/schema';
import type { EntityModel } from '../../../server/kernel/model';
import type { ServerContext } from '../../../server/kernel/http/context';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { GATEWAY_PATH } from './gateway';

export const OPENAPI_PATH = '/api/share-open/openapi.json';

type Json = Record<string, unknown>;

function columnSchema(model: EntityModel, c: Column): Json {
  const db = model.field(c.prop)?.dbType;
  const out: Json = { title: c.label.en, description: c.label.zh };
  if (c.type === 'money' || db === 'decimal') out.type = 'number';
  else if (db === 'int' || c.type === 'number') out.type = 'integer';
  else out.type = 'string';
  if (db === 'bigint') Object.assign(out, { type: 'string', pattern: '^\\d+$' }); // ids travel as strings
  if (c.type === 'datetime') out.format = 'date-time';
  if (c.maxLength && out.type === 'string') out.maxLength = c.maxLength;
  if (c.rules?.some((r) => r.validator === 'url')) Object.assign(out, { format: 'uri', pattern: '^https?://' });
  if (c.form === false) out.readOnly = true;
  return out;
}

function entitySchema(model: EntityModel): Json {
  const props: Json = { id: { type: 'string', pattern: '^\\d+$', readOnly: true } };
  for (const c of model.schema.columns) props[c.prop] = columnSchema(model, c);
  const required = model.schema.columns.filter((c) => c.rules?.some((r) => r.required)).map((c) => c.prop);
  return { type: 'object', title: model.schema.title.en, description: model.schema.title.zh, properties: props, ...(required.length && { required }) };
}

const envelope = (data: Json): Json => ({
  type: 'object',
  required: ['code', 'success', 'data', 'msg'],
  properties: { code: { type: 'integer' }, success: { type: 'boolean' }, data, msg: { type: 'string' } },
});
const answer = (data: Json, description = 'BladeX envelope') => ({
  '200': { description, content: { 'application/json': { schema: envelope(data) } } },
  '400': { description: 'Bad input: msg names the field and why', content: { 'application/json': { schema: envelope({}) } } },
});
const q = (name: string, description: string, required = false, type = 'string'): Json => ({ name, in: 'query', required, description, schema: { type } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

export function openApiDocument(ctx: ServerContext): Json {
  const models = [...ctx.models.values()].filter((m) => m.name.startsWith('open.'));
  const schemas: Json = {};
  const paths: Record<string, Json> = {};
  for (const m of models) {
    const name = m.name.replace('open.', '');
    schemas[name] = entitySchema(m);
    const base = `/api/${m.schema.api.service}/${m.schema.api.entity}`;
    const tag = [m.schema.title.en];
    const page = { type: 'object', properties: { records: { type: 'array', items: ref(name) }, total: { type: 'integer' }, size: { type: 'integer' }, current: { type: 'integer' }, pages: { type: 'integer' } } };
    paths[`${base}/page`] = { get: { tags: tag, summary: `${m.schema.title.en} — page`, parameters: [q('current', 'page', false, 'integer'), q('size', 'rows per page', false, 'integer')], responses: answer(page) } };
    paths[`${base}/detail`] = { get: { tags: tag, summary: `${m.schema.title.en} — one row`, parameters: [q('id', 'row id', true)], responses: answer(ref(name)) } };
    if (!m.schema.readOnly) {
      paths[`${base}/submit`] = { post: { tags: tag, summary: `${m.schema.title.en} — add (no id) or update`, requestBody: { required: true, content: { 'application/json': { schema: ref(name) } } }, responses: answer({}) } };
      paths[`${base}/remove`] = { post: { tags: tag, summary: `${m.schema.title.en} — remove`, parameters: [q('ids', 'comma list of ids', true)], responses: answer({}) } };
    }
  }
  const bindParams = [q('appId', 'the app', true), q('apiIds', 'comma list of API ids', true), q('developerId', "the app's developer")];
  const special: Record<string, Json> = {
    '/api/share-open/apiappauth/bindAppAndApi': { post: { tags: ['API grants'], summary: 'Let the app call these APIs', parameters: bindParams, responses: answer({}) } },
    '/api/share-open/apiappauth/removeAppAndApi': { post: { tags: ['API grants'], summary: 'Stop the app calling these APIs', parameters: bindParams, responses: answer({}) } },
    '/api/share-open/apiappauth/selectApiOpenPlatformPageByAppId': {
      get: { tags: ['API grants'], summary: 'Every enabled API with isBind / authId for the app (a page)', parameters: [q('appId', 'the app', true), q('current', 'page', false, 'integer'), q('size', 'rows', false, 'integer')], responses: answer({ type: 'object' }) },
    },
    '/api/share-open/apiappauth/selectApiOpenPlatformByAppId': { get: { tags: ['API grants'], summary: "The app's granted APIs with their deviceIds", parameters: [q('appId', 'the app', true)], responses: answer({ type: 'array' }) } },
    '/api/share-open/apibinddevice/updateApiBindDevices': { get: { tags: ['Granted devices'], summary: 'Replace the devices a grant covers', parameters: [q('authId', 'the grant', true), q('deviceIds', 'comma list of device ids (empty clears)')], responses: answer({}) } },
    '/api/share-open/app/secret': { post: { tags: ['Apps'], summary: 'A new app secret, answered once (the old one stops working)', parameters: [q('id', 'the app', true)], responses: answer({ type: 'object', properties: { appKey: { type: 'string' }, appSecret: { type: 'string' } } }) } },
    [GATEWAY_PATH]: {
      post: {
        tags: ['Gateway'],
        summary: 'Call an open API as an app',
        security: [{ appKey: [], appSecret: [] }],
        parameters: [q('apiCode', 'e.g. device.status', true), q('deviceId', 'for APIs granted per device')],
        responses: { ...answer({ type: 'object' }), '401': { description: 'wrong key or secret' }, '403': { description: 'not granted' } },
      },
    },
  };
  const detailByTriple = paths['/api/share-open/apppushurl/detail'] as { get: { parameters: Json[] } } | undefined;
  if (detailByTriple)
    detailByTriple.get.parameters = [q('id', 'row id (or the three below)'), q('appId', 'the app'), q('developerId', 'the developer'), q('apiId', 'the API')];
  return {
    openapi: '3.1.0',
    info: { title: 'Toycar open platform', version: '1.0.0', description: '开放平台接口 / Open platform APIs. Console calls carry `Blade-Auth: bearer <token>`; the gateway takes App-Key and App-Secret.' },
    servers: [{ url: '/' }],
    tags: [...new Set(models.map((m) => m.schema.title.en)), 'Gateway'].map((name) => ({ name })),
    paths: { ...paths, ...special },
    components: {
      schemas,
      securitySchemes: {
        bladeAuth: { type: 'apiKey', in: 'header', name: 'Blade-Auth' },
        appKey: { type: 'apiKey', in: 'header', name: 'App-Key' },
        appSecret: { type: 'apiKey', in: 'header', name: 'App-Secret' },
      },
    },
    security: [{ bladeAuth: [] }],
  };
}

export function registerOpenApi(ctx: ServerContext, routes: RouteSink): void {
  let cached: string | undefined;
  routes.add({
    method: 'GET',
    url: OPENAPI_PATH,
    access: 'public',
    quiet: true,
    // A document, not a call of the contract: OpenAPI's registered media type, not the envelope.
    handler: async (_req, reply) => {
      cached ??= JSON.stringify(openApiDocument(ctx), null, 2);
      return reply
        .header('Content-Type', 'application/vnd.oai.openapi+json; charset=utf-8')
        .header('Content-Disposition', 'inline; filename="openapi.json"')
        .send(cached);
    },
  });
}
