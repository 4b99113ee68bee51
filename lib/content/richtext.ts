import { Marked } from 'marked';
import { sanitizeContentHtml } from './html';

/**
 * An editor's rich text as safe HTML (docs/decisions/026-strapi-4-and-5.md). A content service
 * may store it as HTML (a WYSIWYG editor), as Markdown (Strapi's default "Rich text" field) or,
 * in Strapi 5, as "blocks" (a JSON list of nodes). Markdown and blocks become HTML first; then
 * everything goes through the same sanitiser (lib/content/html.ts).
 */

/** GitHub-flavoured Markdown; raw HTML inside it is left to the sanitiser. */
const markdown = new Marked({ gfm: true, breaks: false, async: false });

/**
 * HTML when the text opens with a block-level tag (what HTML editors always write: `<p>`, `<h2>`,
 * `<ul>`, `<figure>`…); Markdown otherwise. Markdown may hold inline HTML, and plain text is
 * Markdown too (it becomes a paragraph).
 */
const HTML_START =
  /^\s*(<!--[\s\S]*?-->\s*)*<(p|div|h[1-6]|ul|ol|table|blockquote|figure|section|article|pre|hr|br|img|dl|details)(\s[^>]*)?\/?>/i;

export function isHtml(text: string): boolean {
  return HTML_START.test(text);
}

export function markdownToHtml(text: string): string {
  return markdown.parse(text, { async: false });
}

// ---------------------------------------------------------------------------------------------
// Strapi 5 blocks

type TNode = { type: string; [key: string]: unknown };

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function isNode(value: unknown): value is TNode {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

function children(node: TNode): string {
  return Array.isArray(node.children) ? node.children.filter(isNode).map(renderNode).join('') : '';
}

function text(node: TNode): string {
  let html = escapeHtml(typeof node.text === 'string' ? node.text : '').replace(/\n/g, '<br>');
  if (node.code === true) html = `<code>${html}</code>`;
  if (node.bold === true) html = `<strong>${html}</strong>`;
  if (node.italic === true) html = `<em>${html}</em>`;
  if (node.underline === true) html = `<u>${html}</u>`;
  if (node.strikethrough === true) html = `<s>${html}</s>`;
  return html;
}

function renderNode(node: TNode): string {
  switch (node.type) {
    case 'text':
      return text(node);
    case 'link':
      return `<a href="${escapeHtml(typeof node.url === 'string' ? node.url : '')}">${children(node)}</a>`;
    case 'paragraph':
      return `<p>${children(node)}</p>`;
    case 'heading': {
      const level = typeof node.level === 'number' && node.level >= 1 && node.level <= 6 ? Math.trunc(node.level) : 2;
      return `<h${level}>${children(node)}</h${level}>`;
    }
    case 'list': {
      const tag = node.format === 'ordered' ? 'ol' : 'ul';
      return `<${tag}>${children(node)}</${tag}>`;
    }
    case 'list-item':
      return `<li>${children(node)}</li>`;
    case 'quote':
      return `<blockquote>${children(node)}</blockquote>`;
    case 'code':
      return `<pre><code>${children(node)}</code></pre>`;
    case 'image': {
      const image = (typeof node.image === 'object' && node.image !== null ? node.image : {}) as { url?: unknown; alternativeText?: unknown };
      if (typeof image.url !== 'string') return '';
      const alt = typeof image.alternativeText === 'string' ? image.alternativeText : '';
      return `<p><img src="${escapeHtml(image.url)}" alt="${escapeHtml(alt)}"></p>`;
    }
    default:
      // A node type this site does not know: its text, if any.
      return children(node);
  }
}

/** Strapi 5 blocks as HTML (unsanitised: callers sanitise). */
export function blocksToHtml(blocks: readonly unknown[]): string {
  return blocks.filter(isNode).map(renderNode).join('');
}

/**
 * Rich text from a content service as sanitised HTML: blocks, HTML or Markdown; '' when empty.
 * Image sources under /uploads/ point at `contentHost`.
 */
export function richTextToHtml(value: string | readonly unknown[] | null | undefined, contentHost: string): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return sanitizeContentHtml(blocksToHtml(value), contentHost);
  const source = value as string;
  if (source.trim() === '') return '';
  return sanitizeContentHtml(isHtml(source) ? source : markdownToHtml(source), contentHost);
}
