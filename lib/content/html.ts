import sanitizeHtml from 'sanitize-html';

/**
 * Editor HTML made safe to render: a conservative allow-list, links that open elsewhere get
 * rel="noopener noreferrer", and image sources starting with /uploads/ point at the content host
 * (seed §3, simple page).
 */
export function sanitizeContentHtml(html: string, contentHost: string): string {
  const host = contentHost.replace(/\/+$/, '');
  return sanitizeHtml(html, {
    allowedTags: [
      ...sanitizeHtml.defaults.allowedTags.filter((t) => t !== 'iframe'),
      'img',
      'figure',
      'figcaption',
      'h1',
      'h2',
    ],
    allowedAttributes: {
      a: ['href', 'name', 'target', 'rel', 'title'],
      img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
      '*': ['id', 'lang', 'dir'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    transformTags: {
      img: (tagName, attribs) => {
        const src = attribs.src ?? '';
        return {
          tagName,
          attribs: {
            ...attribs,
            src: src.startsWith('/uploads/') ? `${host}${src}` : src,
            loading: 'lazy',
            alt: attribs.alt ?? '',
          },
        };
      },
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      }),
    },
  });
}

/** Plain text of HTML (for search and summaries). */
export function htmlToText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
