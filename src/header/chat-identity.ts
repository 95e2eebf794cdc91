import type { User } from '../stores/server-data';

/**
 * What the host page's chat widget needs to know about the visitor (spec 000 §6: "identifies a
 * user as manager only when a user exists with a hash value"). The header hands this to the
 * page as data (`eb-chat-identity`, `chatIdentity`) rather than loading a chat script itself.
 */
export type ChatIdentity = { isManager: true; publicId: string; email: string; intercomUserHash: string } | { isManager: false };

export function chatIdentityFor(user: User): ChatIdentity {
  const hash = typeof user.intercomUserHash === 'string' ? user.intercomUserHash.trim() : '';
  if (!user.isAuthenticated || !hash) return { isManager: false };
  return { isManager: true, publicId: user.publicId ?? '', email: user.email?.email ?? '', intercomUserHash: hash };
}

/** Same identity, so the event is not dispatched again for an unrelated change of the user. */
export function sameChatIdentity(a: ChatIdentity, b: ChatIdentity): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The identity as the element's `chatIdentity` property, for a page that reads it there. */
export function showChatIdentity(host: HTMLElement, identity: ChatIdentity): void {
  (host as HTMLElement & { chatIdentity?: ChatIdentity }).chatIdentity = identity;
}
