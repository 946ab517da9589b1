import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  :root {
    --color-bg: #f7f9fc;
    --color-surface: #ffffff;
    --color-text: #13294b;
    --color-muted: #4a5d78;
    --color-brand: #0b1f3a;
    --color-accent: #f2a541;
    --color-link: #1d5fa8;
    --color-border: #d9e2ee;
    --color-field: #ffffff;
    --color-field-border: #9fb0c6;
    --color-focus: #1d5fa8;
    --color-danger: #b42318;
    --color-success: #1b7a43;
    --color-selected: #e8f0fb;
    color-scheme: light;
  }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    background: var(--color-bg);
    color: var(--color-text);
    font: 400 1rem/1.6 system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
  }
  a { color: var(--color-link); }
  img { max-width: 100%; height: auto; }
  h1, h2, h3, h4, h5, h6 { line-height: 1.2; color: var(--color-brand); }
  table { border-collapse: collapse; width: 100%; }
  th, td { border: 1px solid var(--color-border); padding: 0.5rem 0.75rem; text-align: left; }
  .visually-hidden {
    position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
`;
