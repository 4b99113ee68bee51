import { printChooserPage } from '@/components/results/print-pages';

/** /races/printScores: choose a race and what to print (race results by default). */
const { generateMetadata, Page } = printChooserPage('/races/printScores', 'raceResults');
export { generateMetadata, Page as default };
