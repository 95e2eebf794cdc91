import { Trans } from '@lingui/react/macro';
import { safeUrl, siteUrl } from '../lib/urls';
import { useServerData } from './use-server-data';

/** Spec 000 §8 "Generic fallback" (and spec 001 §2 "Generic error fallback"). */
export function GenericErrorFallback() {
  const env = useServerData('env');
  const serverUrl = safeUrl(env.serverUrl) ?? 'https://www.eventbrite.com';
  const contactUrl = safeUrl(env.contactUsUrl, serverUrl) ?? siteUrl(serverUrl, '/support/');
  return (
    <div className="eb-generic-error" role="alert">
      <p className="eb-generic-error__title">
        <Trans>Oops, something went wrong!</Trans>
      </p>
      <p>
        <Trans>
          If you feel that this message is in error, <a href={contactUrl}>please let us know</a>
        </Trans>
      </p>
      <div className="eb-generic-error__actions">
        <a className="eb-button eb-button--primary" href={siteUrl(serverUrl, '/create')}>
          <Trans>Create an Event</Trans>
        </a>
        <a className="eb-button" href={siteUrl(serverUrl, '/d/local/')}>
          <Trans>Find an Event</Trans>
        </a>
      </div>
    </div>
  );
}
