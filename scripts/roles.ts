/**
 * Roles of the organiser area (README "Running an event", docs/decisions/052):
 *   npm run roles -- grant EMAIL --organiser ORGANISATION_ID
 *   npm run roles -- grant EMAIL --promoter PROMOTER_ID
 *   npm run roles -- revoke EMAIL --organiser ORGANISATION_ID | --promoter PROMOTER_ID
 *   npm run roles -- list
 *   npm run roles -- reset-factor EMAIL   (a lost phone: the factor, recovery codes and sessions go)
 * For the first person of a deployment; after that an organiser grants roles on their own
 * organisation from /organiser/roles. The account must exist (signed up on the site). Every grant
 * and revocation is in the audit log, made by "command line". The same database as the app
 * (DATABASE_URL, else the embedded one under DATA_DIR: stop the app first, one process opens it).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { env } from '../lib/env';
import { acquireDatabaseLock } from '../lib/db/lock';
import { connect, runMigrations } from '../lib/db/open';
import { accounts, roleGrants } from '../lib/db/schema';
import { COMMAND_LINE_ACTOR } from '../lib/organiser/audit';
import { grantRole, revokeRole, type TGrantTarget } from '../lib/organiser/roles';
import { normalizeEmail } from '../lib/accounts/authenticate';
import { resetSecondFactor } from '../lib/accounts/second-factor';

const USAGE = 'usage: npm run roles -- grant|revoke EMAIL --organiser ID | --promoter ID\n       npm run roles -- list\n       npm run roles -- reset-factor EMAIL';

function option(name: string): number | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return undefined;
  const value = Number(process.argv[i + 1]);
  return Number.isInteger(value) && value > 0 && value <= 2_147_483_647 ? value : NaN;
}

const MESSAGES = {
  noSuchAccount: 'no account has this email: the person signs up on the site first',
  cannotSignIn: 'this account cannot sign in (a minor without a login)',
  alreadyGranted: 'this account already has this role',
  notGranted: 'this account does not have this role',
} as const;

async function main(): Promise<number> {
  const [command, email] = process.argv.slice(2);
  if (command !== 'list' && (!['grant', 'revoke', 'reset-factor'].includes(command ?? '') || !email)) {
    console.error(USAGE);
    return 2;
  }
  const organiser = option('organiser');
  const promoter = option('promoter');
  if (command !== 'list' && command !== 'reset-factor' && (organiser === undefined) === (promoter === undefined)) {
    console.error(USAGE);
    return 2;
  }
  if (Number.isNaN(organiser) || Number.isNaN(promoter)) {
    console.error('the id must be a whole number above 0');
    return 2;
  }
  const lock = env.DATABASE_URL ? null : await acquireDatabaseLock(env.DATA_DIR);
  const { db, close } = await connect({ databaseUrl: env.DATABASE_URL, dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR });
  try {
    await runMigrations(db, !env.DATABASE_URL);
    if (command === 'list') {
      const rows = await db
        .select({ email: accounts.email, kind: roleGrants.kind, organizationId: roleGrants.organizationId, promoterId: roleGrants.promoterId, grantedAt: roleGrants.grantedAt })
        .from(roleGrants)
        .innerJoin(accounts, eq(accounts.id, roleGrants.accountId))
        .where(isNull(roleGrants.revokedAt))
        .orderBy(roleGrants.id);
      for (const row of rows) console.log(`${row.email}\t${row.kind}\t${row.organizationId ?? row.promoterId}\t${row.grantedAt.toISOString()}`);
      if (rows.length === 0) console.log('no roles granted');
      return 0;
    }
    if (command === 'reset-factor') {
      const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, normalizeEmail(email!)));
      if (!account) {
        console.error(MESSAGES.noSuchAccount);
        return 1;
      }
      const { removed } = await resetSecondFactor(db, COMMAND_LINE_ACTOR, account.id);
      console.log(`${removed ? 'second factor removed' : 'no second factor was set up'}; recovery codes and sessions of ${normalizeEmail(email!)} ended: a new factor is set up at the next sign-in`);
      return 0;
    }
    const target: TGrantTarget = organiser !== undefined ? { kind: 'organiser', organizationId: organiser } : { kind: 'promoter', promoterId: promoter!, organizationId: null };
    if (command === 'grant') {
      const result = await grantRole(db, COMMAND_LINE_ACTOR, email!, target);
      if (!result.ok) {
        console.error(MESSAGES[result.error]);
        return 1;
      }
      console.log(`granted: ${normalizeEmail(email!)} is ${target.kind} of ${target.kind === 'organiser' ? `organisation ${target.organizationId}` : `promoter ${target.promoterId}`}`);
      return 0;
    }
    const [grant] = await db
      .select({ id: roleGrants.id })
      .from(roleGrants)
      .innerJoin(accounts, eq(accounts.id, roleGrants.accountId))
      .where(
        and(
          eq(accounts.email, normalizeEmail(email!)),
          eq(roleGrants.kind, target.kind),
          isNull(roleGrants.revokedAt),
          target.kind === 'organiser' ? eq(roleGrants.organizationId, target.organizationId) : eq(roleGrants.promoterId, target.promoterId),
        ),
      );
    const result = grant ? await revokeRole(db, COMMAND_LINE_ACTOR, grant.id, target.kind === 'organiser' ? target.organizationId : null) : { ok: false as const, error: 'notGranted' as const };
    if (!result.ok) {
      console.error(MESSAGES[result.error]);
      return 1;
    }
    console.log('revoked');
    return 0;
  } finally {
    await close();
    lock?.release();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
