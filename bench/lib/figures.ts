/** One measured figure, as printed, compared with its budget and stored in bench/results/<date>.json. */
export interface Figure {
  /** Stable key; budgets.json and earlier results are matched by it. */
  key: string;
  label: string;
  unit: string;
  value: number;
  /** Companion numbers shown beside the value (e.g. the bare handler's figure). */
  extra?: Record<string, number | string | boolean | undefined>;
}
