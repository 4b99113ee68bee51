import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The deployment id of a build (next.config.ts `deploymentId`, Next's version skew protection):
 * Next puts it on every static asset URL (`?dpl=`), sends it with client navigations and Server
 * Function calls, and turns a navigation into a full page load when the server answering has
 * another id. So a page of one build never mixes in chunks or payloads of another, even with
 * several app servers behind a load balancer during a rolling deploy.
 *
 * - `next build`: NEXT_DEPLOYMENT_ID when set (Next's own variable: a release tag, CI's commit);
 *   else the git commit, so every server built from one commit agrees; else (no git, or
 *   uncommitted changes) a fresh id per build. Kept in NEXT_DEPLOYMENT_ID for the build's workers.
 * - `next start` (server.mjs): the id the build wrote into its routes-manifest.json, so the server
 *   always answers with the id its own browser bundles carry.
 * - `next dev`: none.
 */
export const DEPLOYMENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export type TDeploymentIdOptions = {
  env: Record<string, string | undefined>;
  /** The build output folder (absolute, or relative to cwd). */
  distDir: string;
  cwd?: string;
  now?: () => number;
  /** Runs git and returns its output, or null when git is missing or fails. */
  git?: (args: string[]) => string | null;
};

const PHASE_BUILD = 'phase-production-build';
const PHASE_SERVER = 'phase-production-server';

function runGit(cwd: string) {
  return (args: string[]): string | null => {
    try {
      return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 5000 }).trim();
    } catch {
      return null;
    }
  };
}

/** The id for a new build: explicit, else the clean commit, else unique to this build. */
export function buildDeploymentId(options: TDeploymentIdOptions): string {
  const explicit = options.env.NEXT_DEPLOYMENT_ID?.trim();
  if (explicit) {
    if (!DEPLOYMENT_ID_PATTERN.test(explicit)) throw new Error('NEXT_DEPLOYMENT_ID: use 1-64 letters, digits, "-" or "_".');
    return explicit;
  }
  const git = options.git ?? runGit(options.cwd ?? process.cwd());
  const stamp = (options.now ?? Date.now)().toString(36);
  const commit = git(['rev-parse', '--short=12', 'HEAD']);
  if (!commit || !/^[0-9a-f]+$/.test(commit)) return `build-${stamp}`;
  // Uncommitted changes make another build of the same commit: give it its own id.
  const dirty = git(['status', '--porcelain']);
  return dirty === '' ? `git-${commit}` : `git-${commit}-${stamp}`;
}

/** The id a finished build carries (routes-manifest.json), or undefined. */
export function builtDeploymentId(distDir: string, cwd = process.cwd()): string | undefined {
  try {
    const manifest = JSON.parse(readFileSync(path.resolve(cwd, distDir, 'routes-manifest.json'), 'utf8')) as { deploymentId?: unknown };
    return typeof manifest.deploymentId === 'string' && DEPLOYMENT_ID_PATTERN.test(manifest.deploymentId) ? manifest.deploymentId : undefined;
  } catch {
    return undefined;
  }
}

/** next.config.ts: the deploymentId for a Next phase. */
export function deploymentIdFor(phase: string, options: TDeploymentIdOptions): string | undefined {
  if (phase === PHASE_BUILD) {
    const id = buildDeploymentId(options);
    // The build's workers load the config again: they must not make another id.
    options.env.NEXT_DEPLOYMENT_ID = id;
    return id;
  }
  if (phase === PHASE_SERVER) return builtDeploymentId(options.distDir, options.cwd);
  return undefined;
}
