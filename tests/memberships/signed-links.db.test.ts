import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '@/lib/db/open';
import { signId, verifySignedId } from '@/lib/security/signed-links';
import { createTestDb } from '../setup/db';

/** The signed addresses of membership cards (lib/security/signed-links.ts, docs/decisions/050). */
describe('signed ids', () => {
  let db: TDatabase;
  let other: TDatabase;
  const closers: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    const a = await createTestDb();
    const b = await createTestDb();
    db = a.db;
    other = b.db;
    closers.push(a.close, b.close);
  });
  afterAll(async () => {
    for (const close of closers) await close();
  });

  it('verifies what it signed, for its purpose only', async () => {
    const token = await signId(db, 'membership-card', 42);
    expect(token).toMatch(/^42-[A-Za-z0-9_-]{22}$/);
    expect(await verifySignedId(db, 'membership-card', token)).toBe(42);
    expect(await signId(db, 'membership-card', 42)).toBe(token);
    expect(await verifySignedId(db, 'gate-ticket', token)).toBeNull();
  });

  it('refuses another id, a changed signature, malformed tokens, and another deployment’s key', async () => {
    const token = await signId(db, 'membership-card', 7);
    const signature = token.split('-').slice(1).join('-');
    expect(await verifySignedId(db, 'membership-card', `8-${signature}`)).toBeNull();
    // Every other last character (the last one carries 2 bits of the signature and 4 of padding).
    for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'.replace(signature.at(-1)!, '')) {
      expect(await verifySignedId(db, 'membership-card', `7-${signature.slice(0, -1)}${c}`)).toBeNull();
    }
    for (const bad of ['', '7', '7-', '07-' + signature, '-7-' + signature, '7.' + signature, `99999999999-${signature}`, `7-${signature}x`, '7-%E0%A4%A']) {
      expect(await verifySignedId(db, 'membership-card', bad), bad).toBeNull();
    }
    expect(await verifySignedId(other, 'membership-card', token)).toBeNull();
  });
});
