// The part of autocannon's API the benchmark uses (the package ships no types).
declare module "autocannon" {
  export interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
    total: number;
  }
  export interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: { setupRequest?: (request: RawRequest) => RawRequest }[];
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    /** Bytes of the answers (headers and body as sent); `total` is the sum over the run. */
    throughput: Histogram;
    /** Seconds the run took. */
    duration: number;
    non2xx: number;
    errors: number;
    timeouts: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
