/**
 * SWR hooks over the DataProvider. Every key starts with (kind, tenant, language) so one tenant never
 * sees another's cached rows, and switching language refetches what the server translates
 * (dictionary labels). Screens fetch their dictionaries in ONE batched call (useDictionaries).
 */
import { MAX_PAGE_SIZE } from '../schema/validation-fields';
import { useCallback, useMemo, useState } from 'react';
import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n';
import type { EntitySchema } from '../schema/model';
import { hasPermission, useEngine, type EngineEnv } from './context';
import { crudPermissions } from '../schema/resolve';
import type { DictItem, PageQuery, PageResult, Row } from './provider';
import { withTones } from './tones';

/** Admin tables refresh on demand (after a save, the refresh button), not when the window regains focus. */
const screenData: SWRConfiguration = { revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true };
/** Dictionaries change rarely: fetched once per tenant + language and shared by every screen. */
const slowData: SWRConfiguration = { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false, dedupingInterval: 60_000 };

export function useLang(): 'zh' | 'en' {
  const { i18n: inst } = useTranslation(undefined, { i18n });
  return inst.language === 'en' ? 'en' : 'zh';
}

/** The (kind, tenant, language) prefix of every cache key. */
export function useKeyPrefix(kind: string): [string, string, string] {
  const { tenantId } = useEngine();
  return [kind, tenantId, useLang()];
}

/**
 * Refetch every cached page, list and sum of an entity (keys are [kind, tenant, language, entity, …]), for
 * code that changed its rows outside the screen's own forms (a plugin's upload). Remounting the screen is
 * not enough: SWR serves a fetch of the last two seconds again instead of asking the server.
 */
export function useRevalidateEntity(): (entityName: string) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (entityName: string) => void (await mutate((key) => Array.isArray(key) && key[3] === entityName)),
    [mutate],
  );
}

/** One page of rows (page / list ops). Pass `null` to pause. */
export function usePage(entity: EntitySchema, query: PageQuery | null) {
  const { provider } = useEngine();
  const prefix = useKeyPrefix('page');
  const key = query ? [...prefix, entity.name, JSON.stringify(query)] : null;
  return useSWR<PageResult>(key, () => provider.page(entity, query as PageQuery), screenData);
}

/** A whole list or whole tree. Pass `null` params to pause. */
export function useList(entity: EntitySchema, params: Record<string, unknown> | null) {
  const { provider } = useEngine();
  const prefix = useKeyPrefix('list');
  const key = params ? [...prefix, entity.name, JSON.stringify(params)] : null;
  return useSWR<Row[]>(key, () => provider.list(entity, params ?? {}), screenData);
}

const idOf = (row: Row) => String(row.id);

/** Put loaded child levels under their parents; rows that may have children get [] so they can expand. */
function attachChildren(rows: Row[] | undefined, loaded: Record<string, Row[]>): Row[] | undefined {
  return rows?.map((row) => {
    const kids = loaded[idOf(row)];
    if (kids) return { ...row, children: attachChildren(kids, loaded) };
    return row.hasChildren ? { ...row, children: [] } : { ...row, children: undefined };
  });
}

/**
 * A lazy tree: the root level through SWR, deeper levels loaded on expand (`loadChildren`). `refresh`
 * reloads the root and every level already opened, so an edit deep in the tree shows without collapsing it.
 */
export function useLazyChildren(entity: EntitySchema, params: Record<string, unknown> | null, rootId: string | number = 0) {
  const { provider } = useEngine();
  const prefix = useKeyPrefix('lazy');
  const key = params ? [...prefix, entity.name, String(rootId), JSON.stringify(params)] : null;
  const root = useSWR<Row[]>(key, () => provider.lazyTree(entity, rootId, params ?? {}), screenData);
  const [loaded, setLoaded] = useState<{ key: string; levels: Record<string, Row[]> }>({ key: '', levels: {} });
  const keyText = JSON.stringify(key);
  // Opened levels belong to one query; a new search starts collapsed.
  const levels = useMemo(() => (loaded.key === keyText ? loaded.levels : {}), [loaded, keyText]);

  const loadChildren = useCallback(
    async (parentId: string | number) => {
      const rows = await provider.lazyTree(entity, parentId, params ?? {});
      setLoaded((prev) => ({ key: keyText, levels: { ...(prev.key === keyText ? prev.levels : {}), [String(parentId)]: rows } }));
    },
    [provider, entity, params, keyText],
  );

  const refresh = useCallback(async () => {
    const opened = Object.keys(levels);
    const again = await Promise.all(opened.map((id) => provider.lazyTree(entity, id, params ?? {})));
    setLoaded({ key: keyText, levels: Object.fromEntries(opened.map((id, i) => [id, again[i]])) });
    await root.mutate();
  }, [levels, provider, entity, params, keyText, root]);

  const rows = useMemo(() => attachChildren(root.data, levels), [root.data, levels]);
  return { rows, error: root.error as unknown, isLoading: root.isLoading, loadChildren, refresh };
}

/** Every dictionary a screen needs, in one batched call, cached per tenant + language. */
export function useDictionaries(codes: string[]) {
  const { provider, registry } = useEngine();
  const prefix = useKeyPrefix('dicts');
  const sorted = useMemo(() => [...new Set(codes)].sort(), [codes]);
  const key = sorted.length ? [...prefix, sorted.join(',')] : null;
  const res = useSWR<Record<string, DictItem[]>>(key, () => provider.dictionaries(sorted), slowData);
  // Entries get the tone their seed declares (states in colour).
  const dicts = useMemo(() => withTones(res.data ?? {}, registry.dicts), [res.data, registry.dicts]);
  return { dicts, error: res.error as unknown, isLoading: res.isLoading };
}

/** Options from an endpoint (`dict: { url }` columns). Pass `null` to skip. */
export function useOptions(url: string | null, params?: Record<string, unknown>) {
  const { provider } = useEngine();
  const prefix = useKeyPrefix('options');
  const key = url ? [...prefix, url, JSON.stringify(params ?? {})] : null;
  const res = useSWR<Row[]>(key, () => provider.options(url as string, params), slowData);
  return { rows: res.data, error: res.error as unknown, isLoading: res.isLoading };
}

/** Several endpoints at once (all the url dictionaries of one screen), one cache entry per screen. */
export function useOptionsBatch(urls: string[]) {
  const { provider } = useEngine();
  const prefix = useKeyPrefix('options-batch');
  const sorted = useMemo(() => [...new Set(urls)].sort(), [urls]);
  const key = sorted.length ? [...prefix, sorted.join('|')] : null;
  const res = useSWR<Record<string, Row[]>>(
    key,
    async () => Object.fromEntries(await Promise.all(sorted.map(async (u) => [u, await provider.options(u)] as const))),
    slowData,
  );
  return { byUrl: res.data ?? {}, error: res.error as unknown, isLoading: res.isLoading };
}

/**
 * The screen a reference's names are read through (`refBy`, server/crud/ref-names.ts): a user who may not
 * view the referenced entity's own screen still reads the names the screen `via` shows its rows with.
 * Undefined when the user may view it (the plain read, shared by every screen's cache).
 */
const readVia = (env: EngineEnv, e: EntitySchema, via: string | undefined): string | undefined =>
  via && via !== e.name && !hasPermission(env, crudPermissions(e).view) ? via : undefined;

const viaParam = (refBy: string | undefined) => (refBy ? { refBy } : {});

/** Rows of other entities used as choices (`ref` columns), one cache entry per screen. */
export function useRefRows(entities: EntitySchema[], via?: string) {
  const env = useEngine();
  const { provider } = env;
  const prefix = useKeyPrefix('refs');
  const names = entities.map((e) => `${e.name}${readVia(env, e, via) ? `@${via}` : ''}`).sort();
  const key = names.length ? [...prefix, names.join(',')] : null;
  const res = useSWR<Record<string, Row[]>>(
    key,
    // As many rows as the server gives one page (its ceiling, MAX_PAGE_SIZE), not its default page of 10: a reference to
    // the eleventh user would otherwise show the bare id ("1") where the name belongs.
    async () =>
      Object.fromEntries(
        await Promise.all(
          entities.map(
            async (e) => [e.name, await provider.list(e, { size: MAX_PAGE_SIZE, ...viaParam(readVia(env, e, via)) })] as const,
          ),
        ),
      ),
    slowData,
  );
  return { byName: res.data ?? {}, error: res.error as unknown };
}

/**
 * Rows of several entities by id (`ids=`, one call per entity; shown-refs.ts). Errors leave them out:
 * a cell then shows the id it holds, as before.
 */
export function useRefRowsByIds(wanted: Array<{ entity: EntitySchema; ids: string[] }>, via?: string) {
  const env = useEngine();
  const { provider } = env;
  const prefix = useKeyPrefix('refs-ids');
  const key = wanted.length
    ? [...prefix, JSON.stringify(wanted.map((w) => [w.entity.name, readVia(env, w.entity, via) ?? '', w.ids]))]
    : null;
  const res = useSWR<Record<string, Row[]>>(
    key,
    async () =>
      Object.fromEntries(
        await Promise.all(
          wanted.map(async ({ entity, ids }) => {
            const params = { ids: ids.join(','), size: ids.length, ...viaParam(readVia(env, entity, via)) };
            const rows = await provider.list(entity, params).catch(() => []);
            return [entity.name, rows] as const;
          }),
        ),
      ),
    { ...slowData, keepPreviousData: true },
  );
  return { byName: res.data ?? {} };
}

/**
 * One entity's rows for these list parameters (a reference's choices within one tenant: `tenantId`, which
 * BladeX lists read as "this tenant" for the platform administrator, and a `size` that covers a paged list).
 * Pass `null` to skip.
 */
export function useRefRowsWhere(entity: EntitySchema | null, params: Record<string, unknown>) {
  const { provider } = useEngine();
  const prefix = useKeyPrefix('refs-where');
  const key = entity ? [...prefix, entity.name, JSON.stringify(params)] : null;
  const res = useSWR<Row[]>(key, () => provider.list(entity!, params), slowData);
  return { rows: res.data, error: res.error as unknown };
}

/**
 * The totals of a list for its current search values (schema `summary`); the screen revalidates them with
 * its rows (`mutate`). Pass `null` to skip; no call when the schema has no summary or the provider no `sum`.
 */
export function useSum(entity: EntitySchema, params: Record<string, unknown> | null) {
  const { provider } = useEngine();
  const prefix = useKeyPrefix('sum');
  const key = params && entity.summary && provider.sum ? [...prefix, entity.name, JSON.stringify(params)] : null;
  return useSWR<Record<string, unknown>>(key, () => provider.sum!(entity, params ?? {}), screenData);
}
