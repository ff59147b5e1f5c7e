/**
 * Option sources: the server's own reading of a remote option list (`dict: { url }`) that a schema's field
 * linkage depends on. A field whose options come from `GET <url>?<param>=<value of another field>` (the
 * region cascade: `/api/blade-system/region/select?code=33`) is checked on every write against the same
 * list the form offered, and a computed value that takes the chosen option's label (`{ label: 'cityCode' }`)
 * is computed from it again. The module that serves the URL registers the source (`optionSources` in
 * defineServerModule), usually the very function its route answers with. At start every such URL a schema
 * depends on must have a source, else the server does not start (as for transition guards).
 */
import type { FastifyRequest } from 'fastify';
import type { EntitySchema, Registry } from '../../engine/schema';
import { computeReads } from '../../engine/schema/linkage-compute';

/** The rows the URL answers for these query parameters (the caller is the writing request). */
export type OptionSource = (req: FastifyRequest, params: Record<string, string>) => Promise<Array<Record<string, unknown>>>;

export class OptionSourceRegistry {
  private readonly sources = new Map<string, OptionSource>();

  add(sources: Record<string, OptionSource>): void {
    for (const [url, fn] of Object.entries(sources)) this.sources.set(url, fn);
  }

  get(url: string): OptionSource | undefined {
    return this.sources.get(url);
  }

  /** Remote lists the schemas' linkage needs on the server and no module serves. Empty when all are there. */
  missing(registry: Registry): string[] {
    const out: string[] = [];
    for (const e of registry.entities as EntitySchema[]) {
      const byProp = new Map(e.columns.map((c) => [c.prop, c]));
      const need = (prop: string, why: string) => {
        const dict = byProp.get(prop)?.dict;
        if (dict && typeof dict === 'object' && !this.sources.has(dict.url))
          out.push(`${e.name}.${prop} (${why}): no module registers an option source for ${dict.url}`);
      };
      for (const c of e.columns) {
        if (c.options?.param) need(c.prop, `options from ${c.options.dependsOn}`);
        if (c.compute) for (const l of computeReads(c.compute).labels) need(l, `label computed into ${c.prop}`);
      }
    }
    return [...new Set(out)];
  }
}
