import type { Page } from './test';
import { CONFIG_BLOCK } from './pages';

// What the brand-colour specs share (issue 40): a user whose header shows 'Create an event' in
// the brand colour, and that text's contrast as the page draws it.

/** A user who can create events: the default header shows them 'Create an event' in the brand colour. */
export const ORGANIZER = CONFIG_BLOCK({
  env: { serverUrl: 'https://www.eventbrite.com', isMobile: false },
  user: { isAuthenticated: true, canCreateEvents: true, publicId: 'u42', email: { email: 'grace.hopper@example.com' }, firstName: 'Grace', lastName: 'Hopper' },
});

/** The call to action's text colour, the header's background and the WCAG contrast between them, as computed in the page. */
export const ctaContrast = (page: Page) =>
  page
    .locator('eb-header')
    .getByRole('link', { name: 'Create an event' })
    .evaluate((link) => {
      const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
      // Computed colours (rgb() or color(srgb-linear …)) painted, to read them back as sRGB.
      const channels = (color: string) => {
        canvas.clearRect(0, 0, 1, 1);
        canvas.fillStyle = color;
        canvas.fillRect(0, 0, 1, 1);
        return [...canvas.getImageData(0, 0, 1, 1).data.slice(0, 3)];
      };
      const linear = (value: number) => (value / 255 <= 0.04045 ? value / 255 / 12.92 : ((value / 255 + 0.055) / 1.055) ** 2.4);
      const luminance = (color: string) => {
        const [r, g, b] = channels(color);
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
      };
      const banner = link.closest('header')!;
      const [text, background] = [luminance(getComputedStyle(link).color), luminance(getComputedStyle(banner).backgroundColor)];
      return {
        text: getComputedStyle(link).color,
        background: getComputedStyle(banner).backgroundColor,
        ratio: (Math.max(text, background) + 0.05) / (Math.min(text, background) + 0.05),
      };
    });
