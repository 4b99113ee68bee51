// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqSearch, type TFaqItem } from '@/components/content/FaqSearch';
import { renderWithIntl } from '../setup/intl';

const items: TFaqItem[] = [
  { id: 1, category: 'Registration', question: 'How do I register?', answerHtml: '<p>Open the <strong>calendar</strong>.</p>', answerText: 'Open the calendar.' },
  { id: 2, category: 'Registration', question: 'Can a minor race?', answerHtml: '<p>With a guardian.</p>', answerText: 'With a guardian.' },
  { id: 3, category: 'Race day', question: 'Where is the pit?', answerHtml: '<p>Behind the gate.</p>', answerText: 'Behind the gate.' },
];

/** The FAQ list without MUI: disclosure buttons that show their answer, and the search box. */
describe('FaqSearch', () => {
  it('shows an answer when its question is pressed, and hides it again', async () => {
    const user = userEvent.setup();
    renderWithIntl(<FaqSearch items={items} />);
    const question = screen.getByRole('button', { name: 'How do I register?' });
    expect(question).toHaveProperty('ariaExpanded', 'false');
    const answer = document.getElementById(question.getAttribute('aria-controls')!)!;
    expect(answer.hidden).toBe(true);

    await user.click(question);
    expect(question).toHaveProperty('ariaExpanded', 'true');
    expect(answer.hidden).toBe(false);
    expect(within(screen.getByRole('region', { name: 'How do I register?' })).getByText('calendar').tagName).toBe('STRONG');

    await user.click(question);
    expect(answer.hidden).toBe(true);
  });

  it('filters as the visitor types, announces the count, and clears back to every question', async () => {
    const user = userEvent.setup();
    renderWithIntl(<FaqSearch items={items} />);
    const box = screen.getByRole('searchbox', { name: 'Search the questions' });
    expect(screen.getAllByTestId('faq-item')).toHaveLength(3);

    await user.type(box, 'gate');
    expect(screen.getAllByTestId('faq-item')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('1 question matches “gate”');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Race day']);

    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(box).toHaveProperty('value', '');
    expect(document.activeElement).toBe(box);
    expect(screen.getAllByTestId('faq-item')).toHaveLength(3);
  });

  it('offers to show every question when nothing matches; Escape clears the box', async () => {
    const user = userEvent.setup();
    renderWithIntl(<FaqSearch items={items} />);
    const box = screen.getByRole('searchbox', { name: 'Search the questions' });
    await user.type(box, 'zzz');
    expect(screen.queryAllByTestId('faq-item')).toHaveLength(0);
    expect(screen.getByTestId('faq-no-matches').textContent).toContain('zzz');
    await user.click(screen.getByRole('button', { name: 'Show all questions' }));
    expect(screen.getAllByTestId('faq-item')).toHaveLength(3);

    await user.type(box, 'pit{Escape}');
    expect(box).toHaveProperty('value', '');
  });
});
