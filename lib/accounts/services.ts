import 'server-only';
import { after } from 'next/server';
import { getDb } from '../db/client';
import { env } from '../env';
import { sendMail } from '../mail';
import { getRateLimiter } from '../server/services';
import type { TFamilyDeps } from './family';
import type { TPasswordResetDeps } from './password-reset';

/** The app's dependencies of the password reset (mail is sent after the answer, see `defer`). */
export async function passwordResetDeps(): Promise<TPasswordResetDeps> {
  return {
    db: await getDb(),
    rateLimiter: getRateLimiter(),
    sendMail,
    siteUrl: env.SITE_URL,
    supportEmail: env.SUPPORT_EMAIL,
    defer: (task) => after(task),
  };
}

/** The app's dependencies of family members and the welcome page (lib/accounts/family.ts). */
export async function familyDeps(): Promise<TFamilyDeps> {
  return { db: await getDb() };
}
