import { printRacePage } from '@/components/results/print-pages';

/** /races/print/{id}: print of the race results (overall, or the view and filters of the results page's Print link). */
const { generateMetadata, Page } = printRacePage('race');
export { generateMetadata, Page as default };
