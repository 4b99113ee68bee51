import { eventResultsPage } from '@/components/results/race-pages';

/** /results/{id} (id = event): choose a race of the event (`?race=`), then its results. */
const { generateMetadata, Page } = eventResultsPage();
export { generateMetadata, Page as default };
