/** What a transport receives with every call (its own file: the adapter and the simulator both use it). */
export interface AdapterCall {
  /** Aborted when the call times out: a transport stops waiting (fetch's `signal`). */
  signal: AbortSignal;
  /** The timeout in force, for transports that pass it on. */
  timeoutMs: number;
}
