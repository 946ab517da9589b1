import React, { type CSSProperties, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  Body,
  Button,
  Column,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  Row,
  Section,
  Text,
} from '@react-email/components';
import type { BrokerFacts } from '../broker-facts';
import { credentialsText, type Detail, type EstimateView } from './mail-content';

/*
 * The pieces every Velmora e-mail is built of, with React Email's table-based components. The files
 * are .ts with React.createElement rather than .tsx: Gatsby compiles Functions with TypeScript's
 * preset alone (no JSX), and these templates are bundled into the relay's Function.
 */
export const h = React.createElement;

/** The logo travels with the message as an inline (CID) attachment: see logo.ts. */
export const LOGO_CID = 'logo@velmora-transport';

/** The site's light palette (src/styles/theme.ts); dark-mode clients get DARK_MODE_CSS. */
const color = {
  page: '#f6f5f1',
  card: '#ffffff',
  sunken: '#efede7',
  text: '#14202f',
  heading: '#0b1f3a',
  muted: '#535d6b',
  border: '#e3e0d8',
  accent: '#e8a54a',
  onAccent: '#1a1206',
  link: '#1b5aa0',
} as const;

const FONT = "Inter, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/**
 * Apple Mail, iOS Mail, Outlook for Mac and Outlook.com follow the reader's dark mode with these
 * (hence !important over the inline styles); Gmail's apps invert the light colours by themselves,
 * which the accent button and the logo's own tile survive.
 */
const DARK_MODE_CSS = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .vm-page, .vm-page > table > tbody > tr > td { background-color: #07090d !important; }
  .vm-card { background-color: #111720 !important; border-color: #232a35 !important; }
  .vm-sunken { background-color: #0c1016 !important; border-color: #232a35 !important; }
  .vm-text, .vm-text td, .vm-text th { color: #e8ebf0 !important; }
  .vm-heading { color: #f4f1ea !important; }
  .vm-muted { color: #a3acb9 !important; }
  .vm-link { color: #8ab6ff !important; }
  .vm-rule, .vm-facts th, .vm-facts td { border-color: #232a35 !important; }
}
[data-ogsc] .vm-text, [data-ogsc] .vm-heading { color: #e8ebf0 !important; }
[data-ogsc] .vm-muted { color: #a3acb9 !important; }
[data-ogsc] .vm-link { color: #8ab6ff !important; }
`;

const text: CSSProperties = { margin: '0 0 16px', fontSize: '16px', lineHeight: '24px', color: color.text };
const muted: CSSProperties = { ...text, fontSize: '14px', lineHeight: '20px', color: color.muted };

export const Paragraph = ({ children }: { children?: ReactNode }) =>
  h(Text, { className: 'vm-text', style: text }, children);

export const SectionTitle = ({ children, first = false }: { children?: ReactNode; first?: boolean }) =>
  h(
    Heading,
    {
      as: 'h2',
      className: 'vm-heading',
      style: { margin: first ? '0 0 4px' : '24px 0 8px', fontSize: '18px', lineHeight: '24px', color: color.heading },
    },
    children,
  );

export const TextLink = ({ href, children }: { href: string; children?: ReactNode }) =>
  h(Link, { href, className: 'vm-link', style: { color: color.link, textDecoration: 'underline' } }, children);

/** The one call to action: a wide accent button, a tap target at 375 px. */
export const ActionButton = ({ href, label }: { href: string; label: string }) =>
  h(
    Section,
    { style: { margin: '8px 0 24px' } },
    h(
      Button,
      {
        href,
        style: {
          backgroundColor: color.accent,
          color: color.onAccent,
          borderRadius: '8px',
          fontSize: '16px',
          fontWeight: 700,
          lineHeight: '24px',
          padding: '14px 28px',
          textAlign: 'center',
          textDecoration: 'none',
          display: 'inline-block',
        },
      },
      label,
    ),
  );

const cellLines = (value: Detail['value']) =>
  (Array.isArray(value) ? value : [value]).flatMap((line, index) =>
    index === 0 ? [line] : [h('br', { key: `br${index}` }), line],
  );

/** Label and value rows: readable on a phone, where the label column stays narrow. */
export const FactTable = ({ details }: { details: Detail[] }) =>
  h(
    'table',
    {
      role: 'presentation',
      width: '100%',
      cellPadding: 0,
      cellSpacing: 0,
      className: 'vm-facts vm-text',
      style: { borderCollapse: 'collapse', fontSize: '15px', lineHeight: '22px', color: color.text },
    },
    h(
      'tbody',
      null,
      details.map(({ label, value, href }) =>
        h(
          'tr',
          { key: label },
          h(
            'th',
            {
              scope: 'row',
              className: 'vm-muted',
              style: {
                textAlign: 'left',
                verticalAlign: 'top',
                fontWeight: 400,
                color: color.muted,
                padding: '6px 12px 6px 0',
                width: '38%',
                borderTop: `1px solid ${color.border}`,
              },
            },
            label,
          ),
          h(
            'td',
            { style: { padding: '6px 0', verticalAlign: 'top', borderTop: `1px solid ${color.border}` } },
            href && typeof value === 'string' ? h(TextLink, { href }, value) : cellLines(value),
          ),
        ),
      ),
    ),
  );

/** The estimate: the ways of shipping side by side, each a price range and a transit time. */
export const EstimateBlock = ({ estimate }: { estimate: EstimateView }) =>
  h(
    Section,
    {
      className: 'vm-sunken',
      style: {
        backgroundColor: color.sunken,
        border: `1px solid ${color.border}`,
        borderRadius: '8px',
        padding: '16px',
        margin: '8px 0 16px',
      },
    },
    h(SectionTitle, { first: true }, estimate.title),
    estimate.kind === 'by-hand'
      ? h(Paragraph, null, estimate.reason)
      : [
          h(Text, { key: 'miles', className: 'vm-muted', style: muted }, estimate.miles),
          h(Row, {
            key: 'options',
            className: 'vm-options',
            children: estimate.options.map((option) =>
              h(
                Column,
                {
                  key: option.label,
                  className: 'vm-option',
                  title: option.label,
                  style: {
                    verticalAlign: 'top',
                    padding: '0 8px 0 0',
                    width: `${Math.floor(100 / estimate.options.length)}%`,
                  },
                },
                h(
                  Text,
                  { className: 'vm-heading', style: { ...text, margin: '0', fontWeight: 700, color: color.heading } },
                  option.label,
                ),
                h(
                  Text,
                  { className: 'vm-text', style: { ...text, margin: '4px 0 0', fontSize: '18px', fontWeight: 700 } },
                  option.price,
                ),
                h(Text, { className: 'vm-muted', style: { ...muted, margin: '4px 0 0' } }, option.transit),
                option.chosen
                  ? h(
                      Text,
                      { className: 'vm-muted', style: { ...muted, margin: '4px 0 0', fontWeight: 700 } },
                      estimate.choiceLabel,
                    )
                  : null,
              ),
            ),
          }),
          h(
            Text,
            { key: 'pickup', className: 'vm-muted', style: { ...muted, margin: '12px 0 0' } },
            `Pickup: ${estimate.pickup}`,
          ),
          estimate.note
            ? h(Text, { key: 'note', className: 'vm-muted', style: { ...muted, margin: '8px 0 0' } }, estimate.note)
            : null,
        ],
  );

/** The logo and the name, as the site's header shows them. */
const Masthead = ({ siteName }: { siteName: string }) =>
  h(Row, {
    style: { marginBottom: '24px' },
    children: [
      h(
        Column,
        { key: 'logo', style: { width: '56px', verticalAlign: 'middle' } },
        h(Img, { src: `cid:${LOGO_CID}`, width: 48, height: 48, alt: siteName, style: { borderRadius: '12px' } }),
      ),
      h(
        Column,
        { key: 'name', style: { verticalAlign: 'middle' } },
        h(
          Text,
          {
            className: 'vm-heading',
            style: { margin: 0, fontSize: '20px', lineHeight: '24px', fontWeight: 700, color: color.heading },
          },
          siteName,
        ),
      ),
    ],
  });

/** Who sent it and how to reach them: the phone as a tel: link, the hours, USDOT and MC with the FMCSA record. */
const ContactFooter = ({ broker, signOff }: { broker: BrokerFacts; signOff: string }) =>
  h(
    Section,
    { className: 'vm-footer' },
    h(Hr, { className: 'vm-rule', style: { borderColor: color.border, margin: '24px 0 16px' } }),
    h(Text, { className: 'vm-text', style: { ...text, margin: '0 0 4px', fontWeight: 700 } }, signOff),
    broker.phone
      ? h(
          Text,
          { className: 'vm-muted', style: { ...muted, margin: '0 0 4px' } },
          'Call ',
          h(TextLink, { href: broker.phone.href }, broker.phone.number),
          broker.phoneHours ? ` · ${broker.phoneHours}` : null,
        )
      : null,
    broker.credentials
      ? h(
          Text,
          { className: 'vm-muted', style: { ...muted, margin: 0 } },
          `${credentialsText(broker)} · `,
          h(TextLink, { href: broker.credentials.fmcsaUrl }, 'FMCSA record'),
        )
      : null,
  );

/** The frame of every message: preview line, a light page, a card up to 600 px wide, logo and footer. */
export const EmailFrame = ({
  title,
  preview,
  broker,
  signOff,
  children,
}: {
  title: string;
  preview: string;
  broker: BrokerFacts;
  signOff: string;
  children?: ReactNode;
}) =>
  h(
    Html,
    { lang: 'en', dir: 'ltr' },
    h(
      Head,
      null,
      h('title', null, title),
      h('meta', { name: 'color-scheme', content: 'light dark' }),
      h('meta', { name: 'supported-color-schemes', content: 'light dark' }),
      h('style', { dangerouslySetInnerHTML: { __html: DARK_MODE_CSS } }),
    ),
    h(Preview, null, preview),
    h(
      Body,
      {
        className: 'vm-page',
        style: { margin: 0, padding: '24px 8px', backgroundColor: color.page, fontFamily: FONT, color: color.text },
      },
      h(
        Container,
        {
          className: 'vm-card vm-text',
          style: {
            maxWidth: '600px',
            backgroundColor: color.card,
            border: `1px solid ${color.border}`,
            borderRadius: '12px',
            padding: '24px 20px',
          },
        },
        h(Masthead, { siteName: broker.siteName }),
        children,
        h(ContactFooter, { broker, signOff }),
      ),
    ),
  );

/** The finished HTML document, as React Email's render makes it (its doctype), but synchronously. */
export const renderEmail = (element: React.ReactElement) =>
  `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">${renderToStaticMarkup(element)}`;
