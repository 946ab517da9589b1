import { Check, Link2, Mail } from 'lucide-react';
import React, { useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { colorVar, radii } from '../../styles/theme';
import { asideLabel, wrappingList } from '../../styles/patterns';
import { SocialIcon } from '../icon';

/** Where a page can be shared, each given the page's absolute URL and title. */
export const shareLinks = (url: string, title: string) => {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { network: 'facebook', label: 'Share on Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    {
      network: 'linkedin',
      label: 'Share on LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    },
    { network: 'email', label: 'Share by e-mail', href: `mailto:?subject=${t}&body=${u}` },
  ];
};

const Wrapper = styled.div`
  h2 {
    ${asideLabel}
  }
  ul {
    ${wrappingList}
  }
`;

const control = `
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 1px solid ${colorVar('border')};
  border-radius: ${radii.pill};
  background: ${colorVar('surface')};
  color: ${colorVar('heading')};
  cursor: pointer;
  &:hover {
    border-color: ${colorVar('borderStrong')};
    background: ${colorVar('surfaceSunken')};
  }
`;

const ShareLink = styled.a`
  ${control}
`;

const CopyButton = styled.button`
  ${control}
`;

/** Whether the browser has a clipboard does not change while the page is open: nothing to subscribe to. */
const unchanging = () => () => undefined;
const hasClipboard = () => Boolean(navigator.clipboard);

interface ShareButtonsProps {
  /** The page's absolute URL. */
  url: string;
  title: string;
}

/** SPEC §2's share buttons: real links carrying the page's URL, and a button that copies it. */
export function ShareButtons({ url, title }: ShareButtonsProps) {
  const [copied, setCopied] = useState(false);
  // Copying needs JavaScript and the clipboard: the button appears only where both exist (the
  // server's HTML has none; hydration adds it).
  const canCopy = useSyncExternalStore(unchanging, hasClipboard, () => false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      // Without clipboard access the address bar still has the link; nothing to report.
    }
  };
  return (
    <Wrapper data-share-url={url}>
      <h2 id="share-this-page">Share</h2>
      <ul aria-labelledby="share-this-page">
        {shareLinks(url, title).map((link) => (
          <li key={link.network}>
            <ShareLink
              href={link.href}
              aria-label={link.label}
              title={link.label}
              {...(link.network === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            >
              {link.network === 'email' ? (
                <Mail size={18} strokeWidth={1.75} aria-hidden="true" focusable="false" />
              ) : (
                <SocialIcon network={link.network} size={18} />
              )}
            </ShareLink>
          </li>
        ))}
        {canCopy ? (
          <li>
            <CopyButton
              type="button"
              onClick={copy}
              aria-label={copied ? 'Link copied' : 'Copy link'}
              title="Copy link"
            >
              {copied ? (
                <Check size={18} strokeWidth={1.75} aria-hidden="true" focusable="false" />
              ) : (
                <Link2 size={18} strokeWidth={1.75} aria-hidden="true" focusable="false" />
              )}
            </CopyButton>
          </li>
        ) : null}
      </ul>
    </Wrapper>
  );
}
