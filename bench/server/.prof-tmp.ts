// temporary profiling driver (deleted at the end)
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
const [query = 'current=1&size=10', conns = '10', secs = '5', prof = '', kind = 'ours'] = process.argv.slice(2);
const file = '/work/main/data/bench/api-logs-1000000.db';
const child = spawn(process.execPath, [...(prof ? ['--cpu-prof', '--cpu-prof-dir=/tmp/g/prof' + (kind === 'bare' ? 'b' : '')] : []), '--import', 'tsx', 'bench/server/targets.ts', kind, file], { stdio: ['ignore', 'pipe', 'inherit'] });
const port: number = await new Promise((r) => { let o = ''; child.stdout!.on('data', (d) => { o += d; const m = /"port":(\d+)/.exec(o); if (m) r(Number(m[1])); }); });
const md5 = createHash('md5').update('admin').digest('hex');
const q = new URLSearchParams({ tenantId: '000000', username: 'admin', password: md5, grant_type: 'password', scope: 'all', type: 'account' });
const t = kind === 'bare' ? {} as any : await (await fetch(`http://127.0.0.1:${port}/api/blade-auth/oauth/token?${q}`, { method: 'POST', headers: { authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`, 'tenant-id': '000000' } })).json() as any;
const headers = { 'blade-auth': `bearer ${t.access_token}` };
const url = `http://127.0.0.1:${port}/api/blade-log/api/page?${query}`;
console.log(JSON.stringify((await (await fetch(url, { headers })).json()).data?.total));
await autocannon({ url, headers, connections: 10, duration: 2 });
for (const c of conns.split(',')) {
  const r = await autocannon({ url, headers, connections: Number(c), duration: Number(secs) });
  console.log(`c${c}: ${r.requests.average} req/s p50 ${r.latency.p50} p99 ${r.latency.p99} non2xx ${r.non2xx}`);
}
child.kill('SIGTERM');
await new Promise((r) => child.once('exit', r));
