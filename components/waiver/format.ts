/** An instant in UTC to the second, as the waiver record keeps it: "2026-06-07 14:03:22 UTC". */
export function utcStamp(at: Date): string {
  return `${at.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}
