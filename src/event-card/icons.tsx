// The card's inline icons: decoration only, the text or label beside them names the control.
import { iconSvgProps } from '../ui/icon-button/icons';
import type { ShareMethod } from './share-options';

export function ShareIcon() {
  return (
    <svg {...iconSvgProps} className="eb-icon eb-icon--share">
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" />
    </svg>
  );
}

export function ImagePlaceholderIcon() {
  return (
    <svg {...iconSvgProps} className="eb-icon eb-icon--image" width={48} height={48}>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="M21 17l-5.5-5.5L6 20" />
    </svg>
  );
}

const METHOD_PATHS: Readonly<Record<ShareMethod, string>> = {
  email: 'M3 6h18v12H3zM3 6l9 7 9-7',
  facebook: 'M14 21v-8h3l.5-3.5H14V7.8c0-1 .3-1.8 1.8-1.8H18V3c-.4 0-1.6-.1-2.9-.1-2.9 0-4.6 1.7-4.6 4.9v2.7H7.5V13h3v8',
  facebookMessenger: 'M12 3C7 3 3 6.7 3 11.3c0 2.6 1.3 4.9 3.3 6.4V21l3-1.7c.9.3 1.8.4 2.7.4 5 0 9-3.7 9-8.3S17 3 12 3zM7.5 13.5l3-3.2 2 2 3.5-2-3 3.2-2-2z',
  linkedin:
    'M4 9h3.5v11H4zM5.75 3.5a1.75 1.75 0 110 3.5 1.75 1.75 0 010-3.5zM10 9h3.3v1.6c.5-.9 1.7-1.9 3.5-1.9 3.6 0 4.2 2.3 4.2 5.4V20h-3.5v-5.2c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8V20H10z',
  twitter: 'M4 4l16 16M20 4L4 20',
  whatsapp: 'M12 3a9 9 0 00-7.8 13.5L3 21l4.6-1.2A9 9 0 1012 3zM9 8c.3 2.8 3.2 5.8 6.5 6.5l1-1.5-2-1-1 1c-1-.5-2-1.5-2.5-2.5l1-1-1-2z',
  copyLink: 'M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1 1M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1',
};

export function ShareMethodIcon({ method }: { method: ShareMethod }) {
  return (
    <svg {...iconSvgProps} className={`eb-icon eb-icon--${method}`} width={20} height={20}>
      <path d={METHOD_PATHS[method]} />
    </svg>
  );
}
