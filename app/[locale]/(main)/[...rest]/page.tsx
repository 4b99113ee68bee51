import { notFound } from 'next/navigation';

/** Any path no other route matches: 404 "This page could not be found" in the visitor's language. */
export default function CatchAll() {
  notFound();
}
