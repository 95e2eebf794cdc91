import { useState, type ReactNode } from 'react';
import { useStyles } from '../use-styles';
import { listItemStyles } from './list-item.styles';

/** Spec 000 §9: list item alignment top, middle, bottom. */
export type ListItemAlignment = 'top' | 'middle' | 'bottom';

/** Spec 000 §4: an image in a list item is loading, then loaded or failed. */
export type ListItemImageState = 'loading' | 'loaded' | 'failed';

// Any base with an http(s) scheme: a relative URL inherits the page's, which is http(s).
const RELATIVE_BASE = 'https://relative.invalid/';

/** The image URL when it is http(s) or relative to the page; undefined for data:, javascript: and the rest. */
export function listItemImageSource(url: string | undefined): string | undefined {
  const value = url?.trim();
  if (!value) return undefined;
  try {
    const { protocol } = new URL(value, RELATIVE_BASE);
    return protocol === 'http:' || protocol === 'https:' ? value : undefined;
  } catch {
    return undefined;
  }
}

export interface ListItemProps {
  /** The main content: usually a TextList. */
  children?: ReactNode;
  /** An http(s) image shown before the content. */
  imageUrl?: string;
  /** The image's text alternative; leave empty when the content already says what it shows. */
  imageAlt?: string;
  /** Shown after the content, such as actions. */
  endContent?: ReactNode;
  /** How the image, content and end content line up vertically. */
  alignment?: ListItemAlignment;
  /** 'li' inside a list (the default), 'div' for a row on its own. */
  as?: 'li' | 'div';
}

function ListItemImage({ src, alt }: { src: string | undefined; alt: string }) {
  const [state, setState] = useState<ListItemImageState>(src ? 'loading' : 'failed');
  const className = `eb-list-item__image eb-list-item__image--${state}`;
  if (state === 'failed' || !src) {
    // A placeholder instead of the browser's broken-image icon; it still carries the alt text.
    return alt ? <span className={className} role="img" aria-label={alt} /> : <span className={className} aria-hidden="true" />;
  }
  return (
    <span className={className}>
      <img className="eb-list-item__img" src={src} alt={alt} onLoad={() => setState('loaded')} onError={() => setState('failed')} />
    </span>
  );
}

/** A row of a list: an optional image, the content and optional end content (spec 000 §4, §9). */
export function ListItem({ children, imageUrl, imageAlt = '', endContent, alignment = 'middle', as: Tag = 'li' }: ListItemProps) {
  useStyles(listItemStyles);
  const src = listItemImageSource(imageUrl);
  return (
    <Tag className={`eb-list-item eb-list-item--${alignment}`}>
      {/* Keyed by the URL so a new image starts loading again. */}
      {imageUrl !== undefined ? <ListItemImage key={src ?? ''} src={src} alt={imageAlt} /> : null}
      <div className="eb-list-item__content">{children}</div>
      {endContent ? <div className="eb-list-item__end">{endContent}</div> : null}
    </Tag>
  );
}
