import { printListPage } from '@/components/results/print-pages';

/** /scores/printoa without a race: the races to print (scores of all classes), live ones first. */
const { generateMetadata, Page } = printListPage('scoresAllClasses');
export { generateMetadata, Page as default };
