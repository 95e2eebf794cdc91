import { defineElement } from '../src/element/define-element';
import { Footer } from '../src/footer/Footer';
import { footerStyles } from '../src/footer/footer.styles';

/** `<eb-footer>` (API.md §3). */
defineElement({
  tag: 'eb-footer',
  component: Footer,
  attributes: { minimalLinks: 'boolean', hideMarketing: 'boolean' },
  events: {
    onLocaleChange: { event: 'eb-locale-change', cancelable: true },
    onManageCookies: { event: 'eb-manage-cookies', cancelable: true },
  },
  styles: footerStyles,
});
