/**
 * The one interface screens talk to (react-admin style). `blade` and `restful` implement it over the
 * HTTP transport; Storybook and tests implement it in memory. Components never call axios directly.
 */
import type { Action, EntitySchema, Tone } from '../schema/model';
import type { ChartData } from '../schema/stats';

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
  /** The entry's colour, from its seed (engine/data/tones.ts); BladeX does not send one. */
  tone?: Tone;
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

export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';

/** A background job as the server shows it (exports, imports). */
export interface JobInfo {
  id: string;
  kind: string;
  status: JobStatus;
  /** 0..100. */
  progress: number;
  doneCount: number;
  totalCount: number;
  attempts: number;
  maxAttempts: number;
  /** An export: `{ rows, fileName, expiresAt }`; an import: its report. */
  result?: unknown;
  error?: string | null;
}

/** One problem of an import's row, as the dry run reports it. */
export interface ImportProblem {
  row: number;
  field: string;
  label: string;
  message: string;
}

export interface ImportReport {
  mode: 'check' | 'all' | 'valid';
  rows: number;
  valid: number;
  invalid: number;
  stored: number;
  problems: ImportProblem[];
  truncated: boolean;
  refusal?: string;
}

/** Exports and imports of a list as background jobs (schema `excel`). */
export interface JobApi {
  /** Start exporting every row matching the search. */
  exportRows(entity: EntitySchema, params?: Record<string, unknown>): Promise<JobInfo>;
  /** The same rows as a file at once (schema `excel.export.direct`). */
  exportFile(entity: EntitySchema, params?: Record<string, unknown>): Promise<DownloadResult>;
  /** Start an import: a new file (`check` = dry run), or the file of an earlier dry run (`all` / `valid`). */
  importRows(
    entity: EntitySchema,
    how: { file?: File; mode: 'check' | 'all' | 'valid'; fromJob?: string },
  ): Promise<JobInfo>;
  progress(id: string): Promise<JobInfo>;
  cancel(id: string): Promise<void>;
  /** The file a finished export left (its owner only). */
  download(id: string): Promise<DownloadResult>;
  /** The header row an import reads. */
  template(entity: EntitySchema): Promise<DownloadResult>;
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
  upload?(file: File, opts?: { accept?: string }): Promise<{ link: string; name?: string }>;
  /** Background jobs: exports and imports (without it the list offers neither). */
  jobs?: JobApi;
  /**
   * Totals of a list for these search values (schema `summary`): prop → yuan text with 2 decimals for
   * money, a number for whole numbers. Without it no summary row is shown.
   */
  sum?(entity: EntitySchema, params?: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** The data of a statistics endpoint (a schema chart's, or a plugin's answering the same shape). */
  chart?(url: string, params?: Record<string, unknown>): Promise<ChartData>;
}
