import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { expectedReadmeBlock, readmeBlock, README_FILE, renderNginxConfig } from '@/scripts/cluster/nginx-config.mjs';
import { LOCALE_COOKIE_NAME, SESSION_COOKIE_NAMES } from '@/server/config.mjs';

const NGINX = '/usr/sbin/nginx';

describe('the nginx configuration of several servers (deploy/nginx.conf.template)', () => {
  const config = renderNginxConfig({ runDir: '/srv/nginx', listen: '8080', servers: ['10.0.0.1:3000', '10.0.0.2:3000'] });

  test('is filled in completely, with every server and the app’s own cookie names', () => {
    expect(config).not.toMatch(/\{\{|\}\}/);
    expect(config).toContain('    server 10.0.0.1:3000;\n    server 10.0.0.2:3000;');
    expect(config).toContain('listen 8080;');
    for (const name of SESSION_COOKIE_NAMES) expect(config).toContain(name);
    expect(config).toContain(`$cookie_${LOCALE_COOKIE_NAME}`);
    expect(config).toContain('pid /srv/nginx/nginx.pid;');
  });

  test('is the one the README shows (node scripts/cluster/nginx-config.mjs --readme writes it again)', () => {
    const block = readmeBlock(readFileSync(README_FILE, 'utf8'));
    expect(block, 'README "Run several servers" has the configuration block').not.toBeNull();
    expect(block).toBe(expectedReadmeBlock());
  });

  test.skipIf(!existsSync(NGINX))('is accepted by nginx', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'nginx-config-'));
    try {
      const file = path.join(dir, 'nginx.conf');
      writeFileSync(file, renderNginxConfig({ runDir: dir, listen: '127.0.0.1:1', servers: ['127.0.0.1:2', '127.0.0.1:3'] }));
      const result = spawnSync(NGINX, ['-t', '-q', '-p', dir, '-c', file], { encoding: 'utf8' });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
