import { NotFoundMessage } from '@/components/layout/NotFoundMessage';

/** A page of the main layout that called notFound() (an unknown event, article, rider...). */
export default function NotFound() {
  return <NotFoundMessage />;
}
