import { useCallback, useEffect, useState } from 'react';
import { graphemes } from '../../lib/graphemes';
import { safeUrl } from '../../lib/urls';
import { useStyles } from '../use-styles';
import { avatarStyles } from './avatar.styles';

/** Spec 000 §5 "Sizes xxsmall, xsmall, small, medium, large". */
export const AVATAR_SIZES = ['xxsmall', 'xsmall', 'small', 'medium', 'large'] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];

/**
 * Spec 000 §5 "one word gives first characters (max 2), several words give first letters of
 * first and last word, uppercase". Anything but a string gives no initials.
 */
export function initialsFor(text: unknown): string {
  if (typeof text !== 'string') return '';
  const words = text.normalize('NFC').trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return '';
  const letters =
    // Letters a reader sees, so 'é' written as e + accent stays one.
    words.length === 1 ? graphemes(words[0]).slice(0, 2) : [graphemes(words[0])[0], graphemes(words[words.length - 1])[0]];
  return letters.join('').toUpperCase();
}

/** The image URL when it is http(s); profile pictures have no business being mailto: or tel:. */
export function avatarImageUrl(value: unknown): string | undefined {
  const url = safeUrl(value);
  return url && /^https?:/.test(url) ? url : undefined;
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}

export interface AvatarProps {
  /** The person's name: gives the initials and, unless `alt` is set, the accessible name. Must be a string. */
  text: string;
  /** A profile picture (http or https); the initials show when there is none or it fails to load. */
  imageUrl?: string;
  /** The accessible name when it should differ from `text`. */
  alt?: string;
  size?: AvatarSize;
  /** Beside the person's name already: hidden from screen readers. */
  decorative?: boolean;
}

/** A person's picture, or their initials (spec 000 §5). */
export function Avatar({ text, imageUrl, alt, size = 'medium', decorative = false }: AvatarProps) {
  useStyles(avatarStyles);
  const textProblem = typeof text === 'string' ? null : kindOf(text);
  useEffect(() => {
    if (textProblem) {
      console.error(`[eb-widgets] Avatar: "text" must be a string (spec 000 §5), got ${textProblem}; a generic avatar is shown.`);
    }
  }, [textProblem]);

  const src = avatarImageUrl(imageUrl);
  // Remembering which URL failed lets a new URL try again without an effect to reset the flag.
  const [failedSrc, setFailedSrc] = useState<string>();
  const showImage = src !== undefined && src !== failedSrc;
  // A server-rendered picture (eb-widgets/ssr) that failed before the page's script ran fired
  // its error event before React listened: a finished image is asked whether it can be drawn.
  // Broken only with no size as well: a browser may refuse to decode an SVG that draws.
  const whenFinished = useCallback((image: HTMLImageElement | null) => {
    if (!image?.complete) return;
    const tried = image.getAttribute('src') ?? undefined;
    image.decode().catch(() => image.naturalWidth === 0 && setFailedSrc(tried));
  }, []);
  // Worked out only when shown: splitting text into characters loads the browser's locale data (src/lib/graphemes.ts).
  const initials = showImage ? '' : initialsFor(text);
  const name = (alt ?? (textProblem ? '' : text)).trim();
  const hidden = decorative || name === '';

  return (
    <span
      className={`eb-avatar eb-avatar--${AVATAR_SIZES.includes(size) ? size : 'medium'}`}
      role={hidden ? undefined : 'img'}
      aria-label={hidden ? undefined : name}
      aria-hidden={hidden ? 'true' : undefined}
    >
      {showImage ? (
        <img ref={whenFinished} className="eb-avatar__image" src={src} alt="" onError={() => setFailedSrc(src)} />
      ) : initials ? (
        <span className="eb-avatar__initials" aria-hidden="true">
          {initials}
        </span>
      ) : (
        <svg className="eb-avatar__generic" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
          <circle cx="12" cy="8" r="4.5" />
          <path d="M3 21.5c0-4.7 4-8 9-8s9 3.3 9 8z" />
        </svg>
      )}
    </span>
  );
}
