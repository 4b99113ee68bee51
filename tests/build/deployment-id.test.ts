import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildDeploymentId, deploymentIdFor } from '@/lib/build/deployment-id';

const NOW = () => 1_800_000_000_000;
const STAMP = NOW().toString(36);
const gitAt = (commit: string | null, status = '') => (args: string[]) => (args[0] === 'rev-parse' ? commit : status);

describe('deployment id of a build', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('is the commit of a clean tree, so every server built from it agrees', () => {
    expect(buildDeploymentId({ env: {}, distDir: '.next', now: NOW, git: gitAt('0123456789ab') })).toBe('git-0123456789ab');
  });

  it('is unique to the build with uncommitted changes or without git', () => {
    expect(buildDeploymentId({ env: {}, distDir: '.next', now: NOW, git: gitAt('0123456789ab', ' M app/page.tsx') })).toBe(`git-0123456789ab-${STAMP}`);
    expect(buildDeploymentId({ env: {}, distDir: '.next', now: NOW, git: gitAt(null) })).toBe(`build-${STAMP}`);
  });

  it('takes NEXT_DEPLOYMENT_ID when given, and refuses one Next would refuse', () => {
    expect(buildDeploymentId({ env: { NEXT_DEPLOYMENT_ID: 'release-2026_06' }, distDir: '.next', git: gitAt('0123456789ab') })).toBe('release-2026_06');
    expect(() => buildDeploymentId({ env: { NEXT_DEPLOYMENT_ID: 'v1.2 beta' }, distDir: '.next' })).toThrow(/NEXT_DEPLOYMENT_ID/);
  });

  it("keeps the build's id for its workers, and the server answers with the id its build wrote", () => {
    const env: Record<string, string | undefined> = {};
    const id = deploymentIdFor('phase-production-build', { env, distDir: '.next', now: NOW, git: gitAt('0123456789ab', '?? new.ts') });
    expect(env.NEXT_DEPLOYMENT_ID).toBe(id);
    // A worker loading the config later, on another clock, gets the same id.
    expect(deploymentIdFor('phase-production-build', { env, distDir: '.next', now: () => NOW() + 5000, git: gitAt('0123456789ab', '?? new.ts') })).toBe(id);

    dir = mkdtempSync(path.join(tmpdir(), 'dpl-'));
    mkdirSync(path.join(dir, '.next-x'));
    expect(deploymentIdFor('phase-production-server', { env: {}, distDir: '.next-x', cwd: dir })).toBeUndefined();
    writeFileSync(path.join(dir, '.next-x', 'routes-manifest.json'), JSON.stringify({ version: 3, deploymentId: id }));
    expect(deploymentIdFor('phase-production-server', { env: {}, distDir: '.next-x', cwd: dir, git: gitAt('fedcba987654') })).toBe(id);
    expect(deploymentIdFor('phase-development-server', { env: {}, distDir: '.next-x', cwd: dir })).toBeUndefined();
  });
});
