import autocannon, { type Request } from 'autocannon';

export interface LoadTarget {
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A fresh body per request (orders name a random product). */
  body?: () => string;
  /** Seconds of load before the measured rounds (1 unless said). */
  warmUpSeconds?: number;
}

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

export async function hit(
  baseUrl: string | string[],
  target: LoadTarget,
  seconds: number,
): Promise<LoadFigures> {
  const result = await autocannon({
    // Several servers share the connections in turn (autocannon's types name only one URL).
    url: baseUrl as string,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: target.method ?? 'GET',
        path: target.path,
        headers: { 'content-type': 'application/json', ...target.headers },
        setupRequest: (req: Request): Request => ({
          ...req,
          ...(target.body && { body: target.body() }),
        }),
      },
    ],
  });
  return {
    rps: result.requests.average,
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
  await hit(shopUrl, target, target.warmUpSeconds ?? 1);
  const shop: LoadFigures[] = [];
  const reference: LoadFigures[] = [];
  for (let i = 0; i < rounds; i += 1) {
    shop.push(await hit(shopUrl, target, seconds));
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
  };
}
