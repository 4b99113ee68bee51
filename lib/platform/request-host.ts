import 'server-only';
import { headers } from 'next/headers';

/** The request's host (X-Forwarded-Host, else Host); none outside a request (build, start-up work). */
export async function requestHost(): Promise<string | null> {
  try {
    const h = await headers();
    return h.get('x-forwarded-host') ?? h.get('host');
  } catch {
    return null;
  }
}
