import { useStore } from '@nanostores/react';
import { useContext } from 'react';
import { $env, $featureFlags, $footerLinks, $gaSettings, $request, $user } from '../stores/server-data';
import type { ServerData } from '../stores/server-data-types';
import { ServerRenderingContext, useAsDrawn } from './element-context';

const SECTIONS = { env: $env, user: $user, request: $request, featureFlags: $featureFlags, footerLinks: $footerLinks, gaSettings: $gaSettings };

/**
 * A section of the page's server data (API.md §2), live; but while an element rendered on the
 * server hydrates, the data it was drawn with (server-marker.ts serverDataDrawnWith): a page that
 * configured other data meanwhile (its router, at the first click) would otherwise make the first
 * render in the browser differ from the server's HTML and draw it again. The next render is live.
 */
export function useServerData<Section extends keyof typeof SECTIONS>(section: Section): ServerData[Section] {
  const live = useStore(SECTIONS[section]) as ServerData[Section];
  return useAsDrawn(useContext(ServerRenderingContext)?.serverData?.[section], live);
}
