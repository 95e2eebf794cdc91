import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useAnalytics } from '../element/analytics';
import { copyText, navigateTo, openWindow } from '../platform/browser';
import { Button } from '../ui/button/Button';
import { Modal } from '../ui/modal/Modal';
import { ShareMethodIcon } from './icons';
import { shareOptions, type ShareMethod, type ShareOption } from './share-options';

/** The detail of `eb-share` (API.md §3). */
export interface ShareDetail {
  eventId: string;
  method: ShareMethod;
  /** The event URL as shared: affiliate code, campaign tags and the method's tracking code. */
  url: string;
}

export interface ShareDialogProps {
  eventId: string;
  eventName: string;
  /** The event URL with its `aff` parameter. */
  eventUrl: string;
  facebookAppId?: string;
  onClose: () => void;
  onShare?: (detail: ShareDetail) => void;
}

const METHOD_LABELS: Readonly<Record<ShareMethod, MessageDescriptor>> = {
  email: msg`Email`,
  facebook: msg`Facebook`,
  facebookMessenger: msg`Messenger`,
  linkedin: msg`LinkedIn`,
  twitter: msg`X (Twitter)`,
  whatsapp: msg`WhatsApp`,
  copyLink: msg`Copy link`,
};

type CopyState = 'idle' | 'copied' | 'failed';

/** The share dialog of an event card: one button per share method (spec 000 §3, §9). */
export function ShareDialog({ eventId, eventName, eventUrl, facebookAppId, onClose, onShare }: ShareDialogProps) {
  const { t, i18n } = useLingui();
  const track = useAnalytics();
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const [copiedUrl, setCopiedUrl] = useState('');
  const options = shareOptions({ eventUrl, eventName, facebookAppId });

  const choose = (option: ShareOption) => {
    track({ category: 'event-card', action: 'Share', label: option.method, eventId });
    onShare?.({ eventId, method: option.method, url: option.url });
    const { action } = option;
    if (action.kind === 'open') openWindow(action.target);
    else if (action.kind === 'navigate') navigateTo(action.target);
    else {
      setCopiedUrl(option.url);
      setCopyState('idle');
      void copyText(option.url).then((copied) => setCopyState(copied ? 'copied' : 'failed'));
    }
  };

  return (
    <Modal isOpen role="dialog" title={t`Share with friends`} onClose={onClose}>
      <p className="eb-share__event">{eventName}</p>
      <ul className="eb-share__methods">
        {options.map((option) => (
          <li key={option.method} className="eb-share__method">
            <Button onClick={() => choose(option)}>
              <span className="eb-share__method-content">
                <ShareMethodIcon method={option.method} />
                {i18n._(METHOD_LABELS[option.method])}
              </span>
            </Button>
          </li>
        ))}
      </ul>
      {/* Always present: a live region only announces changes made after it appeared. */}
      <div className="eb-share__status" role="status">
        {copyState === 'copied' ? t`Link copied` : null}
        {copyState === 'failed' ? (
          <>
            {t`The link could not be copied. Select it to copy it yourself:`} <span className="eb-share__link">{copiedUrl}</span>
          </>
        ) : null}
      </div>
    </Modal>
  );
}
