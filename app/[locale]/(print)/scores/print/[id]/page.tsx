import { printRacePage } from '@/components/results/print-pages';

/** /scores/print/{id}: print of the scores (overall; `?view=position&class=…` prints positions only). */
const { generateMetadata, Page } = printRacePage('scores');
export { generateMetadata, Page as default };
