// autocannon 9 ships no types: just the part of its API the harness uses.
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    method?: 'GET' | 'POST';
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    /** The run's count (requests: how many were answered). */
    total: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
