// Inline icons for icon buttons: decoration only, the button's label names them.

/** The props every inline icon shares: drawn in the text colour, hidden from screen readers. */
export const iconSvgProps = {
  viewBox: '0 0 24 24',
  width: 24,
  height: 24,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': 'true',
  focusable: 'false',
} as const;

export function CloseIcon() {
  return (
    <svg {...iconSvgProps} className="eb-icon eb-icon--close">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

export function ChevronDownIcon() {
  return (
    <svg {...iconSvgProps} className="eb-icon eb-icon--chevron-down">
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

export function SearchIcon() {
  return (
    <svg {...iconSvgProps} className="eb-icon eb-icon--search">
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5L20 20" />
    </svg>
  );
}

export function MenuIcon() {
  return (
    <svg {...iconSvgProps} className="eb-icon eb-icon--menu">
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}
