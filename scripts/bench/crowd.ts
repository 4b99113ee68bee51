import autocannon from 'autocannon';

/**
 * A race-day crowd (docs/performance.md "A crowd on race day"): 200 connections on home, the
 * calendar, a finished and a live results page, each against a static file in the same run; and
 * 30 simultaneous first requests of a page never rendered, counted in renders by the page cache
 * (its test-only stats route: the server runs with E2E_TEST_ROUTES=true).
 */

export const CROWD_CONNECTIONS = 200;
const CROWD_SECONDS = Number(process.env.BENCH_CROWD_SECONDS ?? 20);
/** What a phone's browser sends: compressed pages, English (no language redirect). */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'en-CA,en;q=0.9' };

export type TCrowdLoad = { rps: number; p50: number; p99: number; errors: number; timeouts: number; non2xx: number; ratioToStatic: number };

async function crowd(url: string): Promise<Omit<TCrowdLoad, 'ratioToStatic'>> {
  const result = await autocannon({ url, connections: CROWD_CONNECTIONS, duration: CROWD_SECONDS, headers: BROWSER, timeout: 20 });
  const latency = result.latency as unknown as Record<string, number>;
  return { rps: Math.round(result.requests.average), p50: latency.p50 ?? 0, p99: latency.p99 ?? 0, errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx };
}

export async function benchCrowd(origin: string, pages: Record<string, string>, staticFile: string) {
  const staticLoad = await crowd(`${origin}${staticFile}`);
  const loads: Record<string, TCrowdLoad> = {};
  for (const [name, path] of Object.entries(pages)) {
    // One visit first: the crowd arrives on a page already kept (the first render is measured below).
    await fetch(`${origin}${path}`, { headers: BROWSER });
    const load = await crowd(`${origin}${path}`);
    loads[name] = { ...load, ratioToStatic: staticLoad.rps > 0 ? load.rps / staticLoad.rps : 0 };
  }
  return { connections: CROWD_CONNECTIONS, seconds: CROWD_SECONDS, staticFile: staticLoad, pages: loads, firstRequests: await firstRequests(origin) };
}

/** 30 visitors ask at once for a results page nobody asked for yet: how many renders. */
async function firstRequests(origin: string) {
  const stats = async () => (await (await fetch(`${origin}/ll/api/test/page-cache`)).json()) as { renders: number };
  const path = `/ll/results/7?race=99&q=bench${Date.now().toString(36)}`;
  const before = await stats();
  const answers = await Promise.all(Array.from({ length: 30 }, () => fetch(`${origin}${path}`, { headers: BROWSER }).then(async (r) => ({ status: r.status, cache: r.headers.get('x-page-cache'), size: (await r.arrayBuffer()).byteLength }))));
  const after = await stats();
  return { requests: answers.length, renders: after.renders - before.renders, statuses: [...new Set(answers.map((a) => a.status))], cache: [...new Set(answers.map((a) => a.cache))] };
}

export function printCrowd(result: Awaited<ReturnType<typeof benchCrowd>>) {
  const s = result.staticFile;
  console.log(`\nA crowd on race day (${result.connections} connections, ${result.seconds} s each)`);
  console.log(`  static file: ${s.rps} req/s, p99 ${s.p99} ms, errors ${s.errors}, non-2xx ${s.non2xx}`);
  for (const [name, r] of Object.entries(result.pages)) {
    console.log(`  ${name.padEnd(16)} ${String(r.rps).padStart(6)} req/s (${r.ratioToStatic.toFixed(2)} of the static file), p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors}, timeouts ${r.timeouts}, non-2xx ${r.non2xx}`);
  }
  const f = result.firstRequests;
  console.log(`  ${f.requests} simultaneous first requests of one page: ${f.renders} render(s); statuses ${f.statuses.join(', ')}; X-Page-Cache ${f.cache.join(', ')}`);
}
