import { getTranslations } from 'next-intl/server';

/** Where the browser puts the clock time in the live badge's text. */
const TIME_SLOT = '\u2063TIME\u2063';

/**
 * The live badge's "Live · checked {time}" (Results.liveChecked) around its time, which the browser
 * fills in (LiveRefreshIsland). The results pages and a rider's page word it alike, apart from
 * "Results changed at …" (Results.resultsChanged), so a live page never shows two times that read
 * alike. Made on the server: the Results messages are not sent to the browser.
 */
export async function liveCheckedText(): Promise<[before: string, after: string]> {
  const t = await getTranslations('Results');
  const [before = '', after = ''] = t('liveChecked', { time: TIME_SLOT }).split(TIME_SLOT);
  return [before, after];
}
