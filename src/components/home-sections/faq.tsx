import React from 'react';
import type { Question } from '../../types/content';
import { Accordion } from '../accordion';

/** The FAQ accordion (SPEC §4): one question open at a time; clicking the open one closes it. */
export function Faq({ questions }: { questions: Question[] }) {
  return <Accordion collapsible items={questions.map((qa) => ({ title: qa.question, content: <p>{qa.answer}</p> }))} />;
}
