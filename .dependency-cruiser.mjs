// @ts-check
/**
 * The import layers of the app (docs/decisions/059), held by dependency-cruiser: `npm run
 * lint:layers` (over lib/, i18n/, components/, app/, server/ and the root modules), which `npm run
 * lint` and so CI run. A module imports modules of its own layer and of the layers below it, never
 * of a layer above. A module belongs to the first layer, from the bottom, whose paths it matches.
 * tests/, e2e/ and scripts/ are outside the layers.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

/** @type {{ name: string; comment: string; path: string[] }[]} */
export const LAYERS = [
  {
    name: 'node-server',
    comment: "server.mjs and server/: plain JavaScript that the Node server runs before Next; it imports nothing of the app",
    path: ['^server/', '^server\\.mjs$'],
  },
  {
    name: 'ports',
    comment: "the app's own vocabulary: the ports' types (lib/*/port.ts), constants, the error type, value lists without database code",
    path: ['^lib/(constants|errors)\\.ts$', '^lib/[^/]+/port\\.ts$', '^lib/db/schema/[a-z-]+-values\\.ts$'],
  },
  {
    name: 'core',
    comment: 'pure rules, no I/O: scoring and standings, racer search, state machines, validation, languages and formats',
    path: ['^lib/paging\\.ts$', '^lib/(scoring|search|validation)/', '^lib/spectators/domain/', '^lib/i18n/(?!(page-locale|translator)\\.ts$)', '^lib/results/live-snapshot\\.ts$'],
  },
  {
    name: 'infrastructure',
    comment: 'environment, log, caches, the messages and translator outside a request (next-intl), and the database itself (schema, migrations, connection)',
    path: ['^lib/(env|log|process-shared)\\.ts$', '^lib/i18n/translator\\.ts$', '^lib/(cache|build)/', '^lib/db/(?!(client|start)\\.ts$)'],
  },
  {
    name: 'adapters',
    comment:
      "the outside world behind the ports and the process's instances of it: racing platforms and the results mirror, content, payments, mail, security, HTTP, private files, the app's database and its demo data, the live feed that polls the platform for the open live pages, and the composition root that builds them once per process (lib/app.ts)",
    path: ['^lib/(db|platform|mirror|content|payments|mail|security|http|demo)/', '^lib/spectators/files\\.ts$', '^lib/results/live-feed\\.ts$', '^lib/app\\.ts$'],
  },
  {
    name: 'services',
    comment: 'what pages and actions call',
    path: [
      '^lib/(accounts|calendar|contact|events|follow|memberships|organiser|organizations|pwa|results|series|spectators|trackside)/',
      '^lib/server/services\\.ts$',
    ],
  },
  {
    name: 'glue',
    comment: "next-intl's wiring (i18n/), the request and server actions' helpers (lib/server/), proxy.ts and instrumentation",
    path: ['^i18n/', '^lib/server/', '^lib/i18n/page-locale\\.ts$', '^(proxy|instrumentation|instrumentation-client|global)\\.ts$'],
  },
  { name: 'components', comment: 'React components and their server actions', path: ['^components/'] },
  { name: 'app', comment: 'routes: pages, layouts, route handlers', path: ['^app/'] },
];

const UI = ['components', 'app'];
const PURE = ['ports', 'core'];
const pathsOf = (/** @type {typeof LAYERS} */ layers) => layers.flatMap((layer) => layer.path);

/**
 * One rule per layer: from the layer (its paths, less those of the layers below) to any layer
 * above. An import of components/ or app/ from below them is the rule `no-ui-below-components`.
 */
const layerRules = LAYERS.flatMap((layer, index) => {
  const above = LAYERS.slice(index + 1).filter((upper) => UI.includes(layer.name) || !UI.includes(upper.name));
  if (above.length === 0) return [];
  return {
    name: `layer-${layer.name}`,
    comment: `${layer.name} (${layer.comment}) imports only its own layer and those below: ${LAYERS.slice(0, index + 1)
      .map((l) => l.name)
      .join(', ')}`,
    severity: 'error',
    from: index === 0 ? { path: layer.path } : { path: layer.path, pathNot: pathsOf(LAYERS.slice(0, index)) },
    to: { path: pathsOf(above), pathNot: pathsOf(LAYERS.slice(0, index + 1)) },
  };
});

/**
 * The client components (files of components/, app/ and i18n/ that start with 'use client') and
 * the modules that import 'server-only' (less the server action modules, 'use server', which a
 * client component imports as references to the server).
 */
function sourceFiles(/** @type {string} */ dir) {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}
const directive = (/** @type {string} */ name) => new RegExp(`^\\s*(?:\\/\\/[^\\n]*\\n\\s*|\\/\\*[\\s\\S]*?\\*\\/\\s*)*['"]${name}['"]`);
const sources = ['lib', 'i18n', 'components', 'app'].flatMap(sourceFiles).map((file) => ({ file, text: readFileSync(path.join(ROOT, file), 'utf8') }));
const clientFiles = sources.filter(({ text }) => directive('use client').test(text)).map(({ file }) => file);
const serverOnlyFiles = sources
  .filter(({ text }) => /^import ['"]server-only['"];?$/m.test(text) && !directive('use server').test(text))
  .map(({ file }) => file);
const exactly = (/** @type {string} */ file) => `^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;

/** @type {import('dependency-cruiser').IConfiguration} */
const config = {
  forbidden: [
    ...layerRules,
    {
      name: 'no-ui-below-components',
      comment: 'lib/, i18n/ and the Node server never import components/ or app/: the routes and their components sit on top',
      severity: 'error',
      from: { path: pathsOf(LAYERS.filter((layer) => !UI.includes(layer.name))) },
      to: { path: '^(components|app)/' },
    },
    {
      name: 'pure-core',
      comment: 'ports and core do no I/O: no Node module but crypto',
      severity: 'error',
      from: { path: pathsOf(LAYERS.filter((layer) => PURE.includes(layer.name))) },
      to: { dependencyTypes: ['core'], pathNot: '^crypto$' },
    },
    {
      name: 'pure-core-no-framework',
      comment: 'ports and core need no framework, database or service client: React, Next, next-intl, drizzle, the drivers, mail, payments',
      severity: 'error',
      from: { path: pathsOf(LAYERS.filter((layer) => PURE.includes(layer.name))) },
      to: { path: 'node_modules/(react|react-dom|next|next-intl|server-only|drizzle-orm|pg|@electric-sql|nodemailer|stripe|sharp|@node-rs)/' },
    },
    {
      name: 'no-circular',
      comment:
        "No import circles. The one allowed is the lap graph's: LapGraphSection loads LapGraph on demand and LapGraph takes its rider type from it (a type only)",
      severity: 'error',
      from: {},
      to: { circular: true, via: { pathNot: '^components/results/LapGraph(Section)?\\.tsx$' } },
    },
    {
      name: 'no-unlayered-lib-module',
      comment: 'Every module of lib/ is in a layer: a new folder is added to one above (docs/decisions/059)',
      severity: 'error',
      from: {},
      to: { path: '^lib/', pathNot: pathsOf(LAYERS) },
    },
    {
      name: 'no-tests-or-scripts-from-the-app',
      comment: 'The app never imports tests, end-to-end tests or scripts',
      severity: 'error',
      from: { path: pathsOf(LAYERS) },
      to: { path: '^(tests|e2e|scripts)/' },
    },
    {
      name: 'no-server-only-in-client-components',
      comment: "A client component ('use client') imports no module that imports 'server-only'; a server action module ('use server') is the way to the server",
      severity: 'error',
      from: { path: clientFiles.map(exactly) },
      to: { path: serverOnlyFiles.map(exactly) },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^lib/db/migrations/' },
    // Type-only imports count: a type from a layer above is a dependency on it all the same.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    moduleSystems: ['es6', 'cjs'],
    skipAnalysisNotInRules: true,
  },
};

export default config;
