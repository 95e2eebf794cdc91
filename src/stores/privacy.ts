import { atom } from 'nanostores';
import { hasGlobalPrivacyControl } from '../platform/browser';

/** The visitor's Global Privacy Control signal, read once when the library starts. */
export const $privacySignal = atom<boolean>(hasGlobalPrivacyControl());
