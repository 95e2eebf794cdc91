import { useLingui } from '@lingui/react/macro';

/** Spec 000 §9: the logo is 99 by 20 px. */
export const LOGO_WIDTH = 99;
export const LOGO_HEIGHT = 20;

/** The Eventbrite logo linking to the server's home page; coloured by `--eb-header-logo-color` (ui-orange). */
export function Logo({ href }: { href: string }) {
  const { t } = useLingui();
  return (
    <a className="eb-header__logo" href={href} part="logo">
      <svg className="eb-header__logo-mark" width={LOGO_WIDTH} height={LOGO_HEIGHT} viewBox={`0 0 ${LOGO_WIDTH} ${LOGO_HEIGHT}`} aria-hidden="true" focusable="false">
        <text x="0" y="16" fill="currentColor" fontSize="19" fontWeight="700" fontFamily="inherit" textLength={LOGO_WIDTH} lengthAdjust="spacingAndGlyphs">
          eventbrite
        </text>
      </svg>
      <span className="eb-visually-hidden">{t`Eventbrite home`}</span>
    </a>
  );
}
