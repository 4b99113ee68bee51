import { racePage } from '@/components/results/race-pages';

/** /scores/{id}: a race's scores and points, class by class (`?class=` one class, `?page=` a page of 50 rows). */
const { generateMetadata, Page } = racePage('scores');
export { generateMetadata, Page as default };
