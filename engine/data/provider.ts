/**
 * The one interface screens talk to (react-admin style). `blade` and `restful` implement it over the
 * HTTP transport; Storybook and tests implement it in memory. Components never call axios directly.
 */
import type { Action, EntitySchema } from '../schema/model';

export type Row = Record<string, unknown> & { id?: string | number };

export interface PageQuery {
  current: number;
  size: number;
  /** Search values; empty ones are dropped before the call (see isEmpty). */
  params?: Record<string, unknown>;
  ascs?: string[];
  descs?: string[];
}

export interface PageResult<T = Row> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

export interface DictItem {
  code?: string;
  dictKey: string;
  dictValue: string;
  sort?: number;
  remark?: string;
}

export interface ActionCall {
  /** Target rows (row / batch actions); empty for toolbar actions. */
  rows: Row[];
  /** Values of the action's input form, if any. */
  values?: Record<string, unknown>;
}

export interface DownloadResult {
  blob: Blob;
  fileName: string;
}

export interface DataProvider {
  page(entity: EntitySchema, query: PageQuery): Promise<PageResult>;
  /** Whole list or whole tree (children nested). */
  list(entity: EntitySchema, params?: Record<string, unknown>): Promise<Row[]>;
  /** One level of a lazy tree; nodes carry hasChildren. */
  lazyTree(entity: EntitySchema, parentId: string | number, params?: Record<string, unknown>): Promise<Row[]>;
  detail(entity: EntitySchema, id: string | number): Promise<Row>;
  /** Insert when the row has no id, update otherwise. */
  submit(entity: EntitySchema, row: Row): Promise<void>;
  remove(entity: EntitySchema, ids: Array<string | number>): Promise<void>;
  action(entity: EntitySchema, action: Action, call: ActionCall): Promise<unknown>;
  download(url: string, params?: Record<string, unknown>): Promise<DownloadResult>;
  /** Several dictionary codes in one call; result keyed by code. */
  dictionaries(codes: string[]): Promise<Record<string, DictItem[]>>;
  /** Options from an arbitrary endpoint (dict `{url}` columns, references). */
  options(url: string, params?: Record<string, unknown>): Promise<Row[]>;
  /** Store a file and answer its link (image / upload value types); without it those fields take a link. */
  upload?(file: File): Promise<{ link: string; name?: string }>;
}
