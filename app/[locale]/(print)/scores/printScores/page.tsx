import { printChooserPage } from '@/components/results/print-pages';

/** /scores/printScores: choose a race and what to print (overall scores by default). */
const { generateMetadata, Page } = printChooserPage('/scores/printScores', 'scoresOverall');
export { generateMetadata, Page as default };
