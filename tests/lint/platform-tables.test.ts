import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as platformSchema from '@/lib/db/schema/platform';

/**
 * The lint rule that keeps the embedded platform's tables inside lib/platform/embedded/
 * (eslint.config.mjs, decision 025): it names every table of lib/db/schema/platform.ts, and it
 * refuses their imports outside the adapter, by alias or relative path, named or namespace.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function restricted(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('lint: the platform tables stay in the embedded adapter', () => {
  it('restricts every table of the platform schema', async () => {
    const tables = Object.entries(platformSchema)
      .filter(([, value]) => is(value, PgTable))
      .map(([name]) => name)
      .sort();
    const config = (await eslint.calculateConfigForFile('lib/spectators/purchase-view.ts')) as { rules: Record<string, unknown[]> };
    const [, options] = config.rules['no-restricted-imports'] as [unknown, { paths: { name: string; importNames?: string[] }[] }];
    const barrel = options.paths.find((p) => p.name === '@/lib/db/schema');
    expect([...(barrel?.importNames ?? [])].sort()).toEqual(tables);
  });

  it('refuses them outside lib/platform/embedded/', async () => {
    const file = 'lib/spectators/example.ts';
    expect(await restricted(`import { events } from '@/lib/db/schema';\nexport const t = events;\n`, file)).toHaveLength(1);
    expect(await restricted(`import { riders } from '@/lib/db/schema/platform';\nexport const t = riders;\n`, file)).toHaveLength(1);
    expect(await restricted(`import * as t from '../db/schema';\nexport const x = t;\n`, file)).toHaveLength(1);
    expect(await restricted(`import { races } from '../../db/schema/platform';\nexport const t = races;\n`, 'lib/content/embedded/example.ts')).toHaveLength(1);
    expect(await restricted(`import { entries } from '@/lib/db/schema';\nexport const t = entries;\n`, 'app/[locale]/(main)/example/page.tsx')).toHaveLength(1);
  });

  it('allows them in the embedded adapter, and the app\'s own tables anywhere', async () => {
    expect(await restricted(`import * as t from '../../db/schema';\nexport const x = t;\n`, 'lib/platform/embedded/example.ts')).toEqual([]);
    expect(await restricted(`import { accounts } from '@/lib/db/schema';\nexport const t = accounts;\n`, 'lib/spectators/example.ts')).toEqual([]);
    expect(await restricted(`import { eventTicketing } from '@/lib/db/schema/spectators';\nexport const t = eventTicketing;\n`, 'lib/spectators/example.ts')).toEqual([]);
    expect(await restricted(`import * as t from '../../db/schema/content';\nexport const x = t;\n`, 'lib/content/embedded/example.ts')).toEqual([]);
  });
});
