import { useStore } from '@nanostores/react';
import { useContext } from 'react';
import { currentHost, currentPathAndQuery } from '../platform/browser';
import { $privacySignal } from '../stores/privacy';
import type { PageSnapshot } from './server-marker';
import { ServerRenderingContext } from './element-context';

/**
 * The page as the element shows it: as the server saw it while it renders on the server and
 * while it hydrates in the browser (so both render the same HTML), else read live.
 */
export function usePageSnapshot(): PageSnapshot {
  const server = useContext(ServerRenderingContext)?.snapshot;
  const privacySignal = useStore($privacySignal);
  return server ?? { page: currentPathAndQuery(), host: currentHost(), year: new Date().getFullYear(), privacySignal };
}
