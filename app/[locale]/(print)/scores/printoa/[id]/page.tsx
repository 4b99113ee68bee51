import { printRacePage } from '@/components/results/print-pages';

/** /scores/printoa/{id}: print of the scores of all classes in one overall table with the class column. */
const { generateMetadata, Page } = printRacePage('scoresAllClasses');
export { generateMetadata, Page as default };
