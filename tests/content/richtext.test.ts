import { describe, expect, it } from 'vitest';
import { blocksToHtml, isHtml, richTextToHtml } from '@/lib/content/richtext';

const HOST = 'https://cms.example.org';

describe('rich text from a content service', () => {
  it('tells HTML from Markdown by the opening tag', () => {
    expect(isHtml('<p>Hello</p>')).toBe(true);
    expect(isHtml('  <h2 id="x">Title</h2>\n<p>a</p>')).toBe(true);
    expect(isHtml('<!-- note -->\n<ul><li>a</li></ul>')).toBe(true);
    expect(isHtml('## Title\n\n**bold**')).toBe(false);
    expect(isHtml('Plain words <b>with</b> inline HTML')).toBe(false);
  });

  it('renders Markdown as sanitised HTML, and sanitises HTML without touching its markup', () => {
    expect(richTextToHtml('## Rules\n\n**Bold** and *italic*, [a link](https://example.org).', HOST)).toBe(
      '<h2>Rules</h2>\n<p><strong>Bold</strong> and <em>italic</em>, <a href="https://example.org">a link</a>.</p>\n',
    );
    expect(richTextToHtml('| a | b |\n| - | - |\n| 1 | 2 |', HOST)).toContain('<table>');
    expect(richTextToHtml('![Flags](/uploads/flags.png)', HOST)).toBe(`<p><img src="${HOST}/uploads/flags.png" alt="Flags" loading="lazy" /></p>\n`);
    expect(richTextToHtml('Hi <script>alert(1)</script><img src=x onerror=alert(2)>', HOST)).not.toMatch(/script|onerror|alert/);
    expect(richTextToHtml('[x](javascript:alert(1))', HOST)).not.toContain('javascript:');
    expect(richTextToHtml('<p>Keep **stars** as typed</p>', HOST)).toBe('<p>Keep **stars** as typed</p>');
    expect(richTextToHtml('   ', HOST)).toBe('');
    expect(richTextToHtml(null, HOST)).toBe('');
  });

  it('renders Strapi 5 blocks', () => {
    const blocks = [
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Flags' }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Yellow ', bold: true },
          { type: 'text', text: 'means <slow>', italic: true },
          { type: 'link', url: 'https://example.org/flags', children: [{ type: 'text', text: 'more' }] },
        ],
      },
      { type: 'list', format: 'ordered', children: [{ type: 'list-item', children: [{ type: 'text', text: 'One' }] }] },
      { type: 'quote', children: [{ type: 'text', text: 'Ride safe' }] },
      { type: 'image', image: { url: '/uploads/flag.png', alternativeText: 'Flag' }, children: [{ type: 'text', text: '' }] },
      { type: 'mystery', children: [{ type: 'text', text: 'kept text' }] },
    ];
    expect(blocksToHtml(blocks)).toBe(
      '<h2>Flags</h2><p><strong>Yellow </strong><em>means &lt;slow&gt;</em><a href="https://example.org/flags">more</a></p><ol><li>One</li></ol><blockquote>Ride safe</blockquote><p><img src="/uploads/flag.png" alt="Flag"></p>kept text',
    );
    expect(richTextToHtml(blocks, HOST)).toContain(`<img src="${HOST}/uploads/flag.png" alt="Flag" loading="lazy" />`);
    expect(richTextToHtml([{ type: 'paragraph', children: [{ type: 'link', url: 'javascript:alert(1)', children: [{ type: 'text', text: 'x' }] }] }], HOST)).not.toContain('javascript');
  });
});
