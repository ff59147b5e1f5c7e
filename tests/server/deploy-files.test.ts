/**
 * What README "Run in production" hands an operator, checked without Docker: deploy/docker-compose.yml
 * starts PostgreSQL, Mosquitto and two console processes behind nginx, the processes share the database
 * (no JWT_SECRET: the keys are in it), one folder for files, trust the proxy and are checked on /readyz;
 * nginx forwards to both and keeps /metrics inside; the README's links stay inside the repository.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: Record<string, unknown> | string[];
  healthcheck?: { test: string[] };
  ports?: string[];
  command?: string[];
}

describe('deploy/docker-compose.yml', () => {
  const compose = parse(read('deploy/docker-compose.yml'), { merge: true }) as {
    services: Record<string, Service>;
    volumes: Record<string, unknown>;
  };
  const { services } = compose;
  const consoles = Object.entries(services).filter(([, s]) => s.build?.dockerfile === 'deploy/Dockerfile');

  it('PostgreSQL, Mosquitto, two console processes and a proxy', () => {
    expect(services.postgres.image).toMatch(/^postgres:/);
    expect(services.mosquitto.image).toMatch(/^eclipse-mosquitto:/);
    expect(consoles.map(([name]) => name)).toEqual(['console-1', 'console-2']);
    expect(services.proxy.image).toMatch(/^nginx:/);
    expect(services.proxy.depends_on).toEqual(['console-1', 'console-2']);
    expect(existsSync(join(root, 'deploy/Dockerfile'))).toBe(true);
  });

  it('the consoles share the database, its keys, one files folder, and are checked on /readyz', () => {
    for (const [, s] of consoles) {
      const env = s.environment!;
      expect(env.DATABASE_URL).toMatch(/^postgres:\/\/postgres:.*@postgres:5432\/toycar$/);
      expect(env.TRUST_PROXY).toBe('1');
      expect(env.MQTT_URL).toBe('mqtt://mosquitto:1883');
      expect(env.JWT_SECRET).toBeUndefined();
      expect(s.volumes).toEqual(['files:/data']);
      expect(s.healthcheck!.test.join(' ')).toMatch(/\/readyz/);
      expect(Object.keys(s.depends_on as object)).toEqual(['postgres', 'mosquitto']);
    }
    expect(Object.keys(compose.volumes)).toEqual(['pgdata', 'files']);
    // The image's environment: the port the proxy forwards to, files where the volume is.
    const dockerfile = read('deploy/Dockerfile');
    expect(dockerfile).toMatch(/PORT=8080/);
    expect(dockerfile).toMatch(/DATA_DIR=\/data/);
    expect(dockerfile).toMatch(/CMD \["node", "--import", "tsx", "server\/main.ts"\]/);
  });

  it('nginx forwards to both consoles, passes the request id and keeps /metrics inside', () => {
    const nginx = read('deploy/nginx.conf');
    const upstreams = [...nginx.matchAll(/^\s*server ([\w.-]+:\d+)/gm)].map((m) => m[1]);
    expect(upstreams).toEqual(consoles.map(([name]) => `${name}:8080`));
    expect(nginx).toMatch(/proxy_set_header X-Request-Id \$request_id;/);
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
    expect(nginx).toMatch(/location = \/metrics \{\s*return 404;/);
    const mounted = services.proxy.volumes![0].split(':')[0];
    expect(resolve(root, 'deploy', mounted)).toBe(join(root, 'deploy/nginx.conf'));
  });
});

describe('README', () => {
  const readme = read('README.md');

  it('has the section "Run in production"', () => {
    expect(readme).toMatch(/^## Run in production$/m);
    for (const topic of [
      'TRUST_PROXY',
      'pg_dump',
      'pg_restore',
      '.backup',
      '/healthz',
      '/readyz',
      '/metrics',
      'npm run keys',
    ])
      expect(readme).toContain(topic);
  });

  it('no link leaves the repository: every link names a file in it', () => {
    const links = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) {
      expect(link, link).not.toMatch(/^[a-z]+:/i);
      const path = link.split('#')[0];
      if (path) expect(existsSync(join(dirname(join(root, 'README.md')), path)), link).toBe(true);
    }
    // Autolinks only to this machine (the address the server prints).
    for (const m of readme.matchAll(/<(https?:\/\/[^>]+)>/g))
      expect(m[1]).toMatch(/^https?:\/\/(127\.0\.0\.1|localhost)[:/]/);
  });
});
