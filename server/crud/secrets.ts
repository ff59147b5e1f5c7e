/**
 * Kept credentials (schema columns with `secret`: OAuth client secrets, OSS / SMS keys, data-source
 * passwords) on the wire: never sent back whole, and never overwritten by what a form was shown.
 *
 * - Reads (every generic list, tree and detail, through `toWire`) send `maskSecret(value)`: the first and
 *   last two characters around eight stars for a long value (`saber_secret` → `sa********et`), eight stars
 *   otherwise — the length is never told; an encrypted value is always eight stars.
 * - An update whose value is absent, null, empty or still masked (it contains `******`, the mask of this
 *   server or of older builds) keeps the stored value: a form that sends the row back as it was shown —
 *   Saber's edit form does — changes nothing. Any other value replaces it.
 */
import { isSecret } from '../../engine/schema/validation';
import type { EntityModel } from '../kernel/model';

export const SECRET_MASK = '********';
/** Six stars in a row: the shortest mask any build of this server sent. */
const MASKED = /\*{6}/;

export function maskSecret(value: unknown): unknown {
  if (typeof value !== 'string' || value === '') return value;
  return value.length >= 12 ? `${value.slice(0, 2)}${SECRET_MASK}${value.slice(-2)}` : SECRET_MASK;
}

/** Whether a submitted secret means "keep the stored one": absent, null, empty or a mask. */
export const keepsStoredSecret = (v: unknown): boolean =>
  v === undefined || v === null || (typeof v === 'string' && (v.trim() === '' || MASKED.test(v)));

/** The secret props of a model (cached per model). */
const secretsOf = new WeakMap<EntityModel, string[]>();
export function secretProps(model: EntityModel): string[] {
  let props = secretsOf.get(model);
  if (!props) secretsOf.set(model, (props = model.fields.filter((f) => isSecret(f.column)).map((f) => f.prop)));
  return props;
}

/** An update body without the secrets it sends back masked or empty (so the stored ones stay). */
export function keepStoredSecrets(model: EntityModel, body: Record<string, unknown>): Record<string, unknown> {
  const props = secretProps(model).filter((p) => Object.hasOwn(body, p) && keepsStoredSecret(body[p]));
  if (!props.length) return body;
  const out = { ...body };
  for (const p of props) delete out[p];
  return out;
}
