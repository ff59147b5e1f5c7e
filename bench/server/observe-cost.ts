/**
 * CPU per request of the request observation (server/kernel/observe/requests.ts: request id, the
 * X-Request-Id header, the latency histogram, and the access-log line when `info` is on), measured in a
 * real Fastify pipeline: the same trivial route served with and without it, through `inject`, CPU time
 * from process.cpuUsage. `tsx bench/server/observe-cost.ts [requests]`. A development aid beside `npm run bench`.
 */
import Fastify, { LogController } from 'fastify';
import { Metrics } from '../../server/kernel/observe/metrics';
import { installRequestObservation, requestIdGenerator } from '../../server/kernel/observe/requests';

const N = Number(process.argv[2] ?? 40_000);
const sink = { write: () => undefined };

async function app(observe: boolean, level: string) {
  const a = Fastify({
    logger: { level, stream: sink },
    logController: new LogController({ disableRequestLogging: true }),
    ...(observe && { genReqId: requestIdGenerator(false) }),
  });
  // The app's first onRequest hook exists either way (the language); observed, it also sets the header.
  a.addHook('onRequest', (req, reply, done) => {
    if (observe) reply.header('x-request-id', req.id);
    done();
  });
  if (observe) installRequestObservation(a, new Metrics());
  a.get('/api/x/page', async () => ({ code: 200, success: true, data: { records: [] }, msg: 'ok' }));
  await a.ready();
  return a;
}

async function cpuPerRequest(observe: boolean, level: string): Promise<number> {
  const a = await app(observe, level);
  for (let i = 0; i < 2000; i++) await a.inject({ method: 'GET', url: '/api/x/page?current=1' });
  const t0 = process.cpuUsage();
  for (let i = 0; i < N; i++) await a.inject({ method: 'GET', url: '/api/x/page?current=1' });
  const t = process.cpuUsage(t0);
  await a.close();
  return (t.user + t.system) / N;
}

const rounds = 5;
const results: Record<string, number[]> = { plain: [], observed: [], 'observed + access log': [] };
for (let r = 0; r < rounds; r++) {
  results.plain.push(await cpuPerRequest(false, 'warn'));
  results.observed.push(await cpuPerRequest(true, 'warn'));
  results['observed + access log'].push(await cpuPerRequest(true, 'info'));
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const base = median(results.plain);
for (const [name, xs] of Object.entries(results))
  console.log(`${name.padEnd(24)} ${median(xs).toFixed(1)} µs CPU/request (+${(median(xs) - base).toFixed(1)} µs)`);
