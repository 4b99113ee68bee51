import { raceListPage } from '@/components/results/race-pages';

/** /scores: scores without a race: the races to choose from, live ones first. */
const { generateMetadata, Page } = raceListPage('scores');
export { generateMetadata, Page as default };
