import { printListPage } from '@/components/results/print-pages';

/** /races/print without a race: the races to print (race results), live ones first. */
const { generateMetadata, Page } = printListPage('race');
export { generateMetadata, Page as default };
