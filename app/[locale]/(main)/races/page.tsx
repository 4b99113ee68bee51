import { raceListPage } from '@/components/results/race-pages';

/** /races: live scoring without a race: the races to choose from, live ones first. */
const { generateMetadata, Page } = raceListPage('live');
export { generateMetadata, Page as default };
