import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The import layers of .dependency-cruiser.mjs (docs/decisions/059): which layer a module is in,
 * and which imports its rules refuse. `npm run lint:layers` runs them over the code; this checks
 * the rules themselves, the way dependency-cruiser reads them (a rule's `path` is any of its
 * regular expressions, `pathNot` none of them).
 */
type TPaths = string | string[] | undefined;
type TRule = { name: string; from: { path?: TPaths; pathNot?: TPaths }; to: { path?: TPaths; pathNot?: TPaths; circular?: boolean; dependencyTypes?: string[] } };
type TLayer = { name: string; path: string[] };

const configUrl = pathToFileURL(path.join(process.cwd(), '.dependency-cruiser.mjs')).href;
const { LAYERS, default: config } = (await import(configUrl)) as { LAYERS: TLayer[]; default: { forbidden: TRule[] } };

const any = (paths: TPaths, file: string) => [paths ?? []].flat().some((re) => new RegExp(re).test(file));
const layerOf = (file: string) => LAYERS.find((layer) => any(layer.path, file))?.name;

/** The rules an import from `from` to `to` breaks (the rules on paths: not the circles, not Node's modules). */
function broken(from: string, to: string): string[] {
  return config.forbidden
    .filter((rule) => rule.to.path !== undefined && !rule.to.circular && !rule.to.dependencyTypes)
    .filter((rule) => (rule.from.path === undefined || any(rule.from.path, from)) && !any(rule.from.pathNot, from))
    .filter((rule) => any(rule.to.path, to) && !any(rule.to.pathNot, to))
    .map((rule) => rule.name);
}

function modulesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(process.cwd(), path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

describe('import layers', () => {
  it('puts every module of lib/ in a layer', () => {
    const unlayered = modulesOf('lib').filter((file) => layerOf(file) === undefined);
    expect(unlayered).toEqual([]);
  });

  it('puts modules in the layers decided', () => {
    expect(layerOf('server/config.mjs')).toBe('node-server');
    expect(layerOf('lib/platform/port.ts')).toBe('ports');
    expect(layerOf('lib/db/schema/spectator-values.ts')).toBe('ports');
    expect(layerOf('lib/scoring/engine.ts')).toBe('core');
    expect(layerOf('lib/spectators/domain/totals.ts')).toBe('core');
    expect(layerOf('lib/i18n/format.ts')).toBe('core');
    expect(layerOf('lib/db/open.ts')).toBe('infrastructure');
    expect(layerOf('lib/db/schema/platform.ts')).toBe('infrastructure');
    expect(layerOf('lib/db/client.ts')).toBe('adapters');
    expect(layerOf('lib/demo/index.ts')).toBe('adapters');
    expect(layerOf('lib/spectators/files.ts')).toBe('adapters');
    expect(layerOf('lib/platform/embedded/results.ts')).toBe('adapters');
    expect(layerOf('lib/spectators/queries.ts')).toBe('services');
    expect(layerOf('lib/server/services.ts')).toBe('services');
    expect(layerOf('lib/server/request.ts')).toBe('glue');
    expect(layerOf('lib/i18n/page-locale.ts')).toBe('glue');
    expect(layerOf('i18n/navigation.ts')).toBe('glue');
    expect(layerOf('components/results/LapGraph.tsx')).toBe('components');
    expect(layerOf('app/layout.tsx')).toBe('app');
  });

  it('refuses an import up a layer', () => {
    expect(broken('lib/scoring/engine.ts', 'lib/results/view.ts')).toEqual(['layer-core']);
    expect(broken('lib/spectators/domain/totals.ts', 'lib/db/schema/spectators.ts')).toEqual(['layer-core']);
    expect(broken('lib/payments/port.ts', 'lib/spectators/payment-events.ts')).toEqual(['layer-ports']);
    expect(broken('lib/db/schema/platform.ts', 'lib/platform/livelaps/index.ts')).toEqual(['layer-infrastructure']);
    expect(broken('lib/db/open.ts', 'lib/demo/index.ts')).toEqual(['layer-infrastructure']);
    expect(broken('lib/platform/embedded/results.ts', 'lib/results/access.ts')).toEqual(['layer-adapters']);
    expect(broken('lib/results/page.ts', 'i18n/navigation.ts')).toEqual(['layer-services']);
    expect(broken('lib/accounts/registration.ts', 'lib/server/request.ts')).toEqual(['layer-services']);
    expect(broken('server/config.mjs', 'lib/env.ts')).toEqual(['layer-node-server']);
    expect(broken('components/results/LapGraph.tsx', 'app/layout.tsx')).toEqual(['layer-components']);
  });

  it('refuses lib/ and i18n/ importing components/ or app/, the tests or the scripts', () => {
    expect(broken('lib/http/paths.ts', 'components/providers/theme.ts')).toEqual(['no-ui-below-components']);
    expect(broken('i18n/request.ts', 'app/layout.tsx')).toEqual(['no-ui-below-components']);
    expect(broken('lib/db/client.ts', 'tests/setup/db.ts')).toEqual(['no-tests-or-scripts-from-the-app']);
  });

  it('refuses a module of lib/ outside every layer', () => {
    expect(broken('app/layout.tsx', 'lib/somewhere/new.ts')).toEqual(['no-unlayered-lib-module']);
  });

  it('allows imports down and within a layer', () => {
    expect(broken('lib/platform/embedded/results.ts', 'lib/scoring/engine.ts')).toEqual([]);
    expect(broken('lib/db/schema/platform.ts', 'lib/search/racer-search.ts')).toEqual([]);
    expect(broken('lib/db/client.ts', 'lib/demo/index.ts')).toEqual([]);
    expect(broken('lib/demo/spectators.ts', 'lib/spectators/files.ts')).toEqual([]);
    expect(broken('lib/validation/participant.ts', 'lib/db/schema/account-values.ts')).toEqual([]);
    expect(broken('lib/accounts/registration.ts', 'lib/server/services.ts')).toEqual([]);
    expect(broken('lib/server/action-redirect.ts', 'i18n/navigation.ts')).toEqual([]);
    expect(broken('app/page.tsx', 'components/results/LapGraph.tsx')).toEqual([]);
    expect(broken('components/results/LapGraph.tsx', 'lib/results/format.ts')).toEqual([]);
  });
});
