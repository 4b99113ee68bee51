import { racePage } from '@/components/results/race-pages';

/** /races/{id}: live scoring of a race: its results view, refreshed by itself while it runs. */
const { generateMetadata, Page } = racePage('live');
export { generateMetadata, Page as default };
