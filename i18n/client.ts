/** Message namespaces that client components read; only these are sent to the browser. */
export const CLIENT_NAMESPACES = ['Common', 'Shell', 'Home', 'Errors', 'Error', 'Contact', 'Faqs', 'ResultsClient', 'Account', 'Follow', 'Offline', 'Display', 'ResultsCompact'] as const;

export function pickMessages(messages: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(CLIENT_NAMESPACES.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]]));
}
