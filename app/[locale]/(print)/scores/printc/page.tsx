import { printListPage } from '@/components/results/print-pages';

/** /scores/printc without a race: the races to print (scores by class), live ones first. */
const { generateMetadata, Page } = printListPage('scoresByClass');
export { generateMetadata, Page as default };
