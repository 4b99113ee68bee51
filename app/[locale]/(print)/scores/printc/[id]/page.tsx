import { printRacePage } from '@/components/results/print-pages';

/** /scores/printc/{id}: print of the scores by class: a table per class, each on a new page. */
const { generateMetadata, Page } = printRacePage('scoresByClass');
export { generateMetadata, Page as default };
