import type { TCurrentAccount } from './session-store';

/** What the browser learns about the signed-in account (GET /ll/api/account/me): no email, no ids. */
export type TAccountSummary = {
  firstName: string;
  lastName: string;
  role: TCurrentAccount['role'];
  isMinor: boolean;
  /** Holds a role of the organiser area (the menu links to it). */
  organiser: boolean;
};
export type TAccountMeResponse = { account: TAccountSummary | null };

export function toAccountSummary(account: TCurrentAccount | null, organiser = false): TAccountMeResponse {
  return {
    account: account
      ? { firstName: account.firstName, lastName: account.lastName, role: account.role, isMinor: account.isMinor, organiser }
      : null,
  };
}
