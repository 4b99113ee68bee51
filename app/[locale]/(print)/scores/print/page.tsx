import { printListPage } from '@/components/results/print-pages';

/** /scores/print without a race: the races to print (overall scores), live ones first. */
const { generateMetadata, Page } = printListPage('scores');
export { generateMetadata, Page as default };
