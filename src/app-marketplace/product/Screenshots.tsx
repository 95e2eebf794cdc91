import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { httpUrl } from '../../lib/urls';
import { prefersReducedMotion } from '../../platform/browser';

// Spec 001 §2: the carousel advances every 5000 ms with a 500 ms transition, pauses on hover,
// and a swipe of at least 100 px changes slides. Hand-written rather than embla-carousel: embla
// states its scroll speed and drag threshold in its own units, not in the spec's ms and px.
export const ADVANCE_EVERY_MS = 5000;
export const TRANSITION_MS = 500;
export const SWIPE_MIN_PX = 100;

interface Screenshot {
  id: string;
  imageUrl: string;
  sortOrder?: number | null;
}

/**
 * The app's screenshots, one at a time. Beyond the spec (WCAG 2.2.2): a visible pause/play
 * button, previous/next buttons, and no advancing by itself under `prefers-reduced-motion` or
 * while focus is inside.
 */
export function Screenshots({ screenshots, appName }: { screenshots: readonly Screenshot[]; appName: string }) {
  const { t } = useLingui();
  const slides = [...screenshots]
    .map((shot) => ({ ...shot, src: httpUrl(shot.imageUrl) }))
    .filter((shot): shot is Screenshot & { src: string } => shot.src !== undefined)
    .sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0));
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(() => prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const swipeStart = useRef<number | null>(null);
  const count = slides.length;
  const current = count ? index % count : 0;
  const go = (next: number) => setIndex(((next % count) + count) % count);

  const moving = count > 1 && !paused && !hovered && !focused;
  useEffect(() => {
    if (!moving) return undefined;
    const timer = setTimeout(() => setIndex((before) => (before + 1) % count), ADVANCE_EVERY_MS);
    return () => clearTimeout(timer);
  }, [moving, current, count]);

  if (!count) return null;

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    swipeStart.current = event.clientX;
    // The swipe ends where the pointer is let go, also outside the carousel.
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const distance = event.clientX - start;
    if (Math.abs(distance) >= SWIPE_MIN_PX) go(current + (distance < 0 ? 1 : -1));
  };

  return (
    <section
      className="eb-carousel"
      aria-roledescription={t`carousel`}
      aria-label={t`Screenshots of ${appName}`}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div
        className="eb-carousel__viewport"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
        // Swiping sideways is the carousel's; scrolling up and down stays the page's.
        style={{ touchAction: 'pan-y' }}
      >
        <div className="eb-carousel__track" style={{ transform: `translateX(${-100 * current}%)` }} aria-live={moving ? 'off' : 'polite'}>
          {slides.map((slide, position) => {
            const slideNumber = position + 1;
            return (
              <div
                key={slide.id}
                className="eb-carousel__slide"
                role="group"
                aria-roledescription={t`slide`}
                aria-label={t`${slideNumber} of ${count}`}
                aria-hidden={position !== current}
              >
                <img src={slide.src} alt={t`Screenshot ${slideNumber} of ${appName}`} draggable={false} loading={position === 0 ? 'eager' : 'lazy'} />
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 ? (
        <div className="eb-carousel__controls">
          <button type="button" className="eb-carousel__button" onClick={() => setPaused(!paused)}>
            {paused ? t`Play` : t`Pause`}
          </button>
          <button type="button" className="eb-carousel__button" onClick={() => go(current - 1)} aria-label={t`Previous screenshot`}>
            ‹
          </button>
          <span className="eb-carousel__position" aria-hidden="true">{`${current + 1} / ${count}`}</span>
          <button type="button" className="eb-carousel__button" onClick={() => go(current + 1)} aria-label={t`Next screenshot`}>
            ›
          </button>
        </div>
      ) : null}
    </section>
  );
}
