import { useLingui } from '@lingui/react/macro';
import type { App } from '../../api/apps';
import { httpUrl } from '../../lib/urls';

const EMAIL = /^[^\s@<>"'(),;:\\[\]]+@[^\s@<>"'(),;:\\[\]]+\.[^\s@<>"'(),;:\\[\]]+$/;
const PHONE = /^\+?[0-9][0-9 ().-]{2,30}$/;

/** A mailto: address for a plain e-mail address; nothing for anything else. */
export const mailtoHref = (email: string | null | undefined) => (email && EMAIL.test(email.trim()) ? `mailto:${email.trim()}` : undefined);
/** A tel: address for a phone number written with digits, spaces, dots, dashes and brackets. */
export const telHref = (phone: string | null | undefined) => (phone && PHONE.test(phone.trim()) ? `tel:${phone.trim().replace(/[^0-9+]/g, '')}` : undefined);

/** Spec 001 §2 "resources": support and sales e-mail and phone links, and the app's resource links. */
export function Resources({ app }: { app: App }) {
  const { t } = useLingui();
  const contact = app.localization?.contactInfo;
  const items = [
    { label: t`Support email`, value: contact?.supportEmail, href: mailtoHref(contact?.supportEmail) },
    { label: t`Sales email`, value: contact?.salesEmail, href: mailtoHref(contact?.salesEmail) },
    { label: t`Support phone`, value: contact?.supportPhone, href: telHref(contact?.supportPhone) },
    { label: t`Sales phone`, value: contact?.salesPhone, href: telHref(contact?.salesPhone) },
  ].filter((item) => item.href);
  const links = (app.localization?.resourceLinks ?? []).map((link) => ({ ...link, href: httpUrl(link.url) })).filter((link) => link.href && link.title.trim());
  if (!items.length && !links.length) return null;
  return (
    <section className="eb-product__section" aria-labelledby="eb-product-resources">
      <h2 id="eb-product-resources" className="eb-product__section-title">{t`Resources`}</h2>
      <ul className="eb-product__resources">
        {items.map((item) => (
          <li key={item.label}>
            <span className="eb-product__resource-label">{item.label}</span> <a href={item.href}>{item.value!.trim()}</a>
          </li>
        ))}
        {links.map((link) => (
          <li key={link.id}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {link.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
