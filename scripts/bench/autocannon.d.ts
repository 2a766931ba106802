/** The part of autocannon's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** stop after this many requests instead of a duration */
    amount?: number;
    headers?: Record<string, string>;
    /** run the connections in this many worker threads instead of the calling thread */
    workers?: number;
  }
  interface Result {
    latency: { p50: number; p99: number };
    requests: { average: number };
    non2xx: number;
    errors: number;
    '2xx': number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
