import { render, screen } from '@testing-library/react';
import React from 'react';
import { declaredCss } from '../../testing/css-rules';
import { Alert } from '.';

describe('alerts (SPEC §9: success, info, warning, error)', () => {
  it.each([
    ['success', '--color-success'],
    ['info', '--color-info'],
    ['warning', '--color-warning'],
    ['error', '--color-danger'],
  ] as const)('draws %s in its own colour', (variant, colour) => {
    render(
      <Alert variant={variant} title="Heads up">
        <p>Text</p>
      </Alert>,
    );
    const box = screen.getByText('Heads up').closest('[data-variant]') as HTMLElement;
    expect(declaredCss(box)).toContain(`border-left:4px solid var(${colour});`);
  });

  it('announces only when asked to', () => {
    render(
      <>
        <Alert variant="error" role="alert">
          <p>We could not load your booking.</p>
        </Alert>
        <Alert variant="info">
          <p>Static note</p>
        </Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load your booking.');
    expect(screen.getByText('Static note').closest('[data-variant]')).not.toHaveAttribute('role');
  });
});
