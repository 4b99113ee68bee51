// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act, render, screen } from '@testing-library/react';
import { ScriptGate } from '@/components/ui/ScriptGate';
import en from '@/messages/en.json';

const texts = { loading: en.Forms.loading, noScript: en.Forms.needsJavaScript };

function Gated() {
  return (
    <ScriptGate {...texts}>
      <label>
        Name <input name="name" />
      </label>
      <button type="submit">Next</button>
    </ScriptGate>
  );
}

describe('ScriptGate (forms that need JavaScript)', () => {
  it('is served disabled, with the loading note and a <noscript> notice', () => {
    const html = renderToString(<Gated />);
    const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
    expect(doc.querySelector('fieldset')?.hasAttribute('disabled')).toBe(true);
    expect(doc.querySelector('[data-testid="form-loading"]')?.textContent).toBe(en.Forms.loading);
    expect(doc.querySelector('noscript')?.innerHTML).toContain(en.Forms.needsJavaScript);
  });

  it('takes input once hydrated, and the loading note goes', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Gated />);
    document.body.appendChild(container);
    const fieldset = container.querySelector('fieldset')!;
    expect(fieldset.disabled).toBe(true);
    await act(async () => {
      hydrateRoot(container, <Gated />);
    });
    expect(fieldset.disabled).toBe(false);
    expect(container.querySelector('[data-testid="form-loading"]')).toBeNull();
    container.remove();
  });

  it('a gate inside another adds no second notice or fieldset', () => {
    render(
      <ScriptGate {...texts}>
        <ScriptGate {...texts}>
          <input name="inner" aria-label="inner" />
        </ScriptGate>
      </ScriptGate>,
    );
    expect(document.querySelectorAll('fieldset')).toHaveLength(1);
    expect(document.querySelectorAll('noscript')).toHaveLength(1);
    expect((screen.getByLabelText('inner') as HTMLInputElement).disabled).toBe(false);
  });
});
