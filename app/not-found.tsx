/* eslint-disable @next/next/no-html-link-for-pages -- outside the app's layouts: a plain link home */
/** Requests the proxy did not route into a language (rare): a minimal 404 in English. */
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: 32 }}>
        <h1>This page could not be found</h1>
        <p>
          <a href="/ll">Back to the home page</a>
        </p>
      </body>
    </html>
  );
}
