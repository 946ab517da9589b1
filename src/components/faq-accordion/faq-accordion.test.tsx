import { fireEvent, render, screen } from '@testing-library/react';
import React from 'react';
import { FaqAccordion } from './faq-accordion';

const entries = [
  { id: '1', question: 'How long does shipping take?', answer: 'Usually one to two weeks.' },
  { id: '2', question: 'Is my car insured?', answer: 'Yes, by the carrier.' },
  { id: '3', question: 'Do I need to be there?', answer: 'Someone you trust can hand over the keys.' },
];

const question = (name: string) => screen.getByRole('button', { name });
const answerOf = (name: string) => document.getElementById(question(name).getAttribute('aria-controls') ?? '')!;
const openQuestions = () =>
  screen.getAllByRole('button').filter((button) => button.getAttribute('aria-expanded') === 'true');

describe('the FAQ accordion (SPEC §4: one open question; clicking the open one closes it)', () => {
  it('starts with every question closed, each answer in the page and tied to its question', () => {
    render(<FaqAccordion entries={entries} />);
    expect(openQuestions()).toEqual([]);
    for (const entry of entries) {
      const answer = answerOf(entry.question);
      expect(answer).toHaveTextContent(entry.answer);
      expect(answer).toHaveAttribute('data-open', 'false');
      expect(answer).toHaveAttribute('aria-labelledby', question(entry.question).id);
    }
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('opens the question clicked, closing the one that was open', () => {
    render(<FaqAccordion entries={entries} />);
    fireEvent.click(question('Is my car insured?'));
    expect(openQuestions().map((button) => button.textContent)).toEqual(['Is my car insured?']);
    expect(answerOf('Is my car insured?')).toHaveAttribute('data-open', 'true');
    fireEvent.click(question('Do I need to be there?'));
    expect(openQuestions().map((button) => button.textContent)).toEqual(['Do I need to be there?']);
    expect(answerOf('Is my car insured?')).toHaveAttribute('data-open', 'false');
  });

  it('closes the open question when it is clicked again', () => {
    render(<FaqAccordion entries={entries} />);
    fireEvent.click(question('How long does shipping take?'));
    fireEvent.click(question('How long does shipping take?'));
    expect(openQuestions()).toEqual([]);
    expect(answerOf('How long does shipping take?')).toHaveAttribute('data-open', 'false');
  });

  it('works from the keyboard: the questions are buttons', () => {
    render(<FaqAccordion entries={entries} headingLevel={2} />);
    const button = question('Is my car insured?');
    expect(button).toHaveAttribute('type', 'button');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });
});
