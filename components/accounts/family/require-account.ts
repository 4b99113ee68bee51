import 'server-only';
import { redirect } from '@/i18n/navigation';
import { loginHref } from '@/lib/accounts/paths';
import { getCurrentAccount, type TCurrentAccount } from '@/lib/accounts/sessions';
import type { TLocale } from '@/lib/constants';

/** The signed-in account of a family members page; a visitor who is not signed in goes to the login first. */
export async function requireAccount(locale: TLocale, path: string): Promise<TCurrentAccount> {
  const account = await getCurrentAccount();
  if (!account) redirect({ href: loginHref(path), locale });
  return account as TCurrentAccount;
}
