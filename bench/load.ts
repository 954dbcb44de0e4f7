import autocannon, { type Request } from 'autocannon';

export interface LoadTarget {
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A fresh body per request (orders name a random product). */
  body?: () => string;
  /** Seconds of load before the measured rounds (1 unless said). */
  warmUpSeconds?: number;
  /**
   * Paths sent once each, in turn, in place of `path` (the uncached search rows): the warm-up
   * sends `warmUp` of them and each round the next `perRound`, so a round ends when its paths
   * are sent rather than after a number of seconds.
   */
  distinct?: { paths: string[]; warmUp: number; perRound: number };
}

/** The paths of a `distinct` target, each handed out once. */
function pathCursor(paths: string[]) {
  let next = 0;
  return {
    take: () => paths[next++ % paths.length] as string,
    /** Paths handed out a second time (the list was too short): 0 when each went once. */
    repeated: () => Math.max(0, next - paths.length),
  };
}
type PathCursor = ReturnType<typeof pathCursor>;

export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  /** Mean latency, in fractions of a millisecond (p50 is whole milliseconds). */
  mean: number;
  non2xx: number;
  errors: number;
}

export const CONNECTIONS = 10;

/** `seconds` of load, or with `sending` that many requests, each to the cursor's next path. */
export async function hit(
  baseUrl: string | string[],
  target: LoadTarget,
  seconds: number,
  sending?: { amount: number; paths: PathCursor },
): Promise<LoadFigures> {
  const result = await autocannon({
    // Several servers share the connections in turn (autocannon's types name only one URL).
    url: baseUrl as string,
    connections: CONNECTIONS,
    ...(sending ? { amount: sending.amount } : { duration: seconds }),
    requests: [
      {
        method: target.method ?? 'GET',
        path: target.path,
        headers: { 'content-type': 'application/json', ...target.headers },
        setupRequest: (req: Request): Request => ({
          ...req,
          ...(target.body && { body: target.body() }),
          ...(sending && { path: sending.paths.take() }),
        }),
      },
    ],
  });
  return {
    // A round of so many requests may last under a second, which a per-second average misses.
    rps: sending
      ? result.requests.total / Math.max(0.001, result.duration)
      : result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    mean: result.latency.mean,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * A warm-up, then rounds that alternate between the shop and the reference server, so both
 * see the same machine state; each figure is the median of its rounds.
 */
export async function compare(
  shopUrl: string | string[],
  referenceUrl: string | null,
  target: LoadTarget,
  rounds: number,
  seconds: number,
) {
  const paths = target.distinct && pathCursor(target.distinct.paths);
  const sending = (amount: number) => (paths ? { amount, paths } : undefined);
  await hit(shopUrl, target, target.warmUpSeconds ?? 1, sending(target.distinct?.warmUp ?? 0));
  const shop: LoadFigures[] = [];
  const reference: LoadFigures[] = [];
  for (let i = 0; i < rounds; i += 1) {
    shop.push(await hit(shopUrl, target, seconds, sending(target.distinct?.perRound ?? 0)));
    if (referenceUrl)
      reference.push(await hit(referenceUrl, { ...target, body: undefined }, seconds));
  }
  const pick = (list: LoadFigures[], key: keyof LoadFigures) => median(list.map((f) => f[key]));
  const sum = (list: LoadFigures[], key: 'non2xx' | 'errors') =>
    list.reduce((n, f) => n + f[key], 0);
  return {
    rps: pick(shop, 'rps'),
    p50: pick(shop, 'p50'),
    p99: pick(shop, 'p99'),
    mean: pick(shop, 'mean'),
    non2xx: sum(shop, 'non2xx'),
    errors: sum(shop, 'errors'),
    referenceRps: referenceUrl ? pick(reference, 'rps') : null,
    /** Requests that repeated a path of a `distinct` target (0: each was sent once). */
    repeated: paths ? paths.repeated() : 0,
  };
}
