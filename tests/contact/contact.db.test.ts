import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createEmbeddedContent } from '@/lib/content/embedded';
import { sendContactMessage, type TContactDeps } from '@/lib/contact/service';
import { contactMessages, mailOutbox } from '@/lib/db/schema';
import type { TDatabase } from '@/lib/db/open';
import { createMailer } from '@/lib/mail/mailer';
import { createRateLimiter, RATE_LIMIT_POLICIES } from '@/lib/security/rate-limit';
import { createTestDb } from '../setup/db';

const valid = { name: 'Chloé Bélanger', email: 'chloe@example.org', phone: '416-555-0199', subject: 'Pit passes', message: 'How many pit passes come with an entry?' };

describe('contact form service', () => {
  let db: TDatabase;
  let close: () => Promise<void>;
  let deps: TContactDeps;

  beforeAll(async () => {
    ({ db, close } = await createTestDb());
    const getDb = async () => db;
    deps = {
      content: createEmbeddedContent(getDb, { contentHost: '/ll' }),
      sendMail: createMailer({ getDb, from: 'Portal <no-reply@test>' }).send,
      rateLimiter: createRateLimiter(getDb),
      verifyCaptcha: null,
      contactTo: 'office@test',
    };
  });
  afterAll(() => close());

  it('keeps the message and mails it to the office with the sender as reply-to', async () => {
    const result = await sendContactMessage(deps, valid, { locale: 'fr', ip: '203.0.113.5' });
    expect(result).toEqual({ ok: true });
    const [saved] = await db.select().from(contactMessages).where(eq(contactMessages.email, valid.email));
    expect(saved).toMatchObject({ name: valid.name, subject: valid.subject, locale: 'fr' });
    expect(saved?.ipHash).not.toContain('203.0.113.5');
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'office@test'));
    expect(mail?.replyTo).toBe(`${valid.name} <${valid.email}>`);
    expect(mail?.text).toContain(valid.message);
  });

  it('answers with translated field error keys and keeps nothing', async () => {
    const before = await db.select({ n: count() }).from(contactMessages);
    const result = await sendContactMessage(deps, { ...valid, email: 'not-an-email', message: 'short' }, { locale: 'en', ip: '198.51.100.1' });
    expect(result).toMatchObject({ ok: false, fieldErrors: { email: ['emailInvalid'], message: ['messageTooShort'] } });
    const after = await db.select({ n: count() }).from(contactMessages);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('pretends success to bots that fill the honeypot, keeping nothing', async () => {
    const result = await sendContactMessage(deps, { ...valid, email: 'bot@example.org', website: 'http://spam' }, { locale: 'en', ip: '198.51.100.2' });
    expect(result).toEqual({ ok: true });
    expect(await db.select().from(contactMessages).where(eq(contactMessages.email, 'bot@example.org'))).toEqual([]);
  });

  it('limits messages per IP address', async () => {
    const ip = '192.0.2.77';
    const limit = RATE_LIMIT_POLICIES.contactPerIp.points;
    for (let i = 0; i < limit; i++) {
      const r = await sendContactMessage(deps, { ...valid, email: `fan${i}@example.org` }, { locale: 'en', ip });
      expect(r.ok).toBe(true);
    }
    const blocked = await sendContactMessage(deps, { ...valid, email: 'late@example.org' }, { locale: 'en', ip });
    expect(blocked).toMatchObject({ ok: false, formError: 'rateLimited' });
    if (!blocked.ok) expect(blocked.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('refuses the message when the captcha is configured and not solved', async () => {
    const result = await sendContactMessage({ ...deps, verifyCaptcha: async (token) => token === 'good' }, { ...valid, email: 'c@example.org' }, { locale: 'en', ip: '192.0.2.200' });
    expect(result).toMatchObject({ ok: false, formError: 'captcha' });
    const ok = await sendContactMessage({ ...deps, verifyCaptcha: async (token) => token === 'good' }, { ...valid, email: 'c2@example.org', captchaToken: 'good' }, { locale: 'en', ip: '192.0.2.201' });
    expect(ok).toEqual({ ok: true });
  });
});
