import { useStore } from '@nanostores/react';
import { useContext } from 'react';
import { currentHost, currentPathAndQuery } from '../platform/browser';
import { $privacySignal } from '../stores/privacy';
import type { PageSnapshot } from './server-marker';
import { ServerRenderingContext, useAsDrawn } from './element-context';

const sameSnapshot = (a: PageSnapshot, b: PageSnapshot) => a.page === b.page && a.host === b.host && a.year === b.year && a.privacySignal === b.privacySignal;

/**
 * The page as the element shows it: as the server saw it while it renders on the server and
 * while it hydrates in the browser (so both render the same HTML), else read live.
 */
export function usePageSnapshot(): PageSnapshot {
  const rendering = useContext(ServerRenderingContext);
  const server = rendering?.snapshot;
  const privacySignal = useStore($privacySignal);
  // On the server the snapshot is the page: there is none to read.
  const live = server && !rendering.hydrated ? server : { page: currentPathAndQuery(), host: currentHost(), year: new Date().getFullYear(), privacySignal };
  return useAsDrawn(server, live, sameSnapshot);
}
