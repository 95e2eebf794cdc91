import { expect } from 'chai';
import type { User } from '../stores/server-data';
import { chatIdentityFor } from './chat-identity';
import {
  NARROW_LABEL_ENTRY_INDEX,
  isAdminHost,
  manageMyEventsPath,
  narrowMenuLabel,
  shownUserMenu,
  showsManageMyEvents,
  userMenuEntries,
  userMenuLabel,
  withNarrowLabelEntry,
  type UserMenuContext,
} from './menu-rules';

const attendee: User = { isAuthenticated: true, isAttendee: true, publicId: 'u1001', email: { email: 'ada@example.com' }, numSavedEvents: 3 };
const organizer: User = {
  isAuthenticated: true,
  isAttendee: false,
  publicId: 'u1002',
  email: { email: 'olu@example.com' },
  canInvite: true,
  hasOrganizers: true,
  hasEvents: true,
  canUseAttendeeNewsletter: true,
  canUseStudio: true,
};

function context(patch: Partial<UserMenuContext> = {}): UserMenuContext {
  return {
    env: { serverUrl: 'https://www.eventbrite.com', logoutUrl: 'https://www.eventbrite.com/logout/' },
    user: attendee,
    featureFlags: {},
    currentPage: '/e/123?aff=x',
    isMobile: false,
    onAdminHost: false,
    ...patch,
  };
}
const ids = (patch?: Partial<UserMenuContext>) => userMenuEntries(context(patch)).map((entry) => entry.id);
const hrefOf = (id: string, patch?: Partial<UserMenuContext>) => userMenuEntries(context(patch)).find((entry) => entry.id === id)?.href;

describe('user menu (spec 000 §2): "authenticated only; otherwise nothing"', () => {
  it('is empty for an anonymous visitor', () => {
    expect(userMenuEntries(context({ user: { isAuthenticated: false } }))).to.deep.equal([]);
  });

  it('Tickets /u/{publicId}/, Liked /u/{publicId}/saved, Following /u/{publicId}/followed/, Interests /u/interests', () => {
    expect(hrefOf('tickets')).to.equal('https://www.eventbrite.com/u/u1001/');
    expect(hrefOf('liked')).to.equal('https://www.eventbrite.com/u/u1001/saved');
    expect(hrefOf('following')).to.equal('https://www.eventbrite.com/u/u1001/followed/');
    expect(hrefOf('interests')).to.equal('https://www.eventbrite.com/u/interests');
  });

  it("lists the organizer's entries in the spec's order, Log out last", () => {
    expect(ids({ user: organizer, featureFlags: { enableOldCollectionsLink: true } })).to.deep.equal([
      'tickets',
      'liked',
      'following',
      'collections',
      'interests',
      'account-settings',
      'contacts',
      'organizer-profile',
      'attendee-newsletter',
      'sponsorships',
      'studio',
      'manage-my-events',
      'logout',
    ]);
    expect(hrefOf('account-settings', { user: organizer })).to.equal('https://www.eventbrite.com/account-settings/');
    expect(hrefOf('contacts', { user: organizer })).to.equal('https://www.eventbrite.com/contacts/');
    expect(hrefOf('organizer-profile', { user: organizer })).to.equal('https://www.eventbrite.com/myprofile/');
    expect(hrefOf('attendee-newsletter', { user: organizer })).to.equal('https://www.eventbrite.com/hybrid_newsletter/');
    expect(hrefOf('sponsorships', { user: organizer })).to.equal('https://www.eventbrite.com/sponsorship/connect/search/');
    expect(hrefOf('studio', { user: organizer })).to.equal('https://www.eventbrite.com/studio/');
  });

  it('Tickets, Liked, Following and Interests are always shown', () => {
    for (const user of [attendee, organizer, { isAuthenticated: true } as User]) {
      expect(ids({ user })).to.include.members(['tickets', 'liked', 'following', 'interests']);
    }
  });

  it('Liked carries the saved count; Sponsorships a Beta badge; Studio a New badge', () => {
    const entries = userMenuEntries(context({ user: organizer }));
    expect(userMenuEntries(context()).find((entry) => entry.id === 'liked')!.badge).to.deep.equal({ kind: 'count', count: 3 });
    const textBadge = (id: string) => {
      const badge = entries.find((entry) => entry.id === id)!.badge;
      return badge?.kind === 'text' ? badge.text.message : undefined;
    };
    expect(textBadge('sponsorships')).to.equal('Beta');
    expect(textBadge('studio')).to.equal('New');
  });

  it('Collections only with the enableOldCollectionsLink flag', () => {
    expect(ids()).not.to.include('collections');
    expect(hrefOf('collections', { featureFlags: { enableOldCollectionsLink: true } })).to.equal('https://www.eventbrite.com/u/u1001/favorites/collections');
  });

  it('Interests opens the detached variant with a referrer to the current page under enableDetachedInterests', () => {
    const url = new URL(hrefOf('interests', { featureFlags: { enableDetachedInterests: true } })!);
    expect(url.pathname).to.equal('/u/interests/tags/');
    expect(url.searchParams.get('mode')).to.equal('detached');
    expect(url.searchParams.get('referrer')).to.equal('/e/123?aff=x');
  });

  it('Log out goes to env.logoutUrl as a logout action', () => {
    const logout = userMenuEntries(context()).at(-1)!;
    expect(logout).to.deep.include({ id: 'logout', href: 'https://www.eventbrite.com/logout/', action: 'logout' });
  });

  it('the user id is encoded in profile URLs', () => {
    expect(hrefOf('tickets', { user: { ...attendee, publicId: 'a/b?c' } })).to.equal('https://www.eventbrite.com/u/a%2Fb%3Fc/');
  });
});

describe('Manage my events (spec 000 §2, §6)', () => {
  it('attendees on non-mobile do not see Manage my events; others and mobile do', () => {
    expect(showsManageMyEvents({ isAttendee: true }, false)).to.equal(false);
    expect(showsManageMyEvents({ isAttendee: true }, true)).to.equal(true);
    expect(showsManageMyEvents({ isAttendee: false }, false)).to.equal(true);
    expect(ids()).not.to.include('manage-my-events');
    expect(ids({ isMobile: true })).to.include('manage-my-events');
  });

  it('goes to /myevents/, to /manage/ when manage overview is active, to /organizations/home when creator home is activated', () => {
    expect(manageMyEventsPath({})).to.equal('/myevents/');
    expect(manageMyEventsPath({ enableManageOverview: true })).to.equal('/manage/');
    expect(manageMyEventsPath({ enableCreatorHome: true })).to.equal('/organizations/home');
    expect(manageMyEventsPath({ enableManageOverview: true, enableCreatorHome: true })).to.equal('/organizations/home');
    expect(hrefOf('manage-my-events', { user: organizer, featureFlags: { enableManageOverview: true } })).to.equal('https://www.eventbrite.com/manage/');
  });
});

describe('staff items (spec 000 §2, §6): "Staff-only items on the admin host"', () => {
  const staff: User = { ...organizer, isStaff: true, hasTikibar: true };

  it('the admin host is the host of env.adminServerUrl', () => {
    expect(isAdminHost('admin.eventbrite.com', 'https://admin.eventbrite.com')).to.equal(true);
    expect(isAdminHost('ADMIN.eventbrite.com', 'https://admin.eventbrite.com/')).to.equal(true);
    expect(isAdminHost('www.eventbrite.com', 'https://admin.eventbrite.com')).to.equal(false);
    expect(isAdminHost('localhost:8000', 'http://localhost:8000')).to.equal(true);
    expect(isAdminHost('localhost:8000', 'not a url')).to.equal(false);
  });

  it('Admin /admin/search/, Feature Flags /admin/nexus/gargoyle/, Tikibar /tikibar/settings/ for staff on the admin host', () => {
    expect(ids({ user: staff, onAdminHost: true }).slice(-4)).to.deep.equal(['admin', 'feature-flags', 'tikibar', 'logout']);
    expect(hrefOf('admin', { user: staff, onAdminHost: true })).to.equal('https://www.eventbrite.com/admin/search/');
    expect(hrefOf('feature-flags', { user: staff, onAdminHost: true })).to.equal('https://www.eventbrite.com/admin/nexus/gargoyle/');
    expect(hrefOf('tikibar', { user: staff, onAdminHost: true })).to.equal('https://www.eventbrite.com/tikibar/settings/');
  });

  it('Tikibar only with hasTikibar; nothing off the admin host or for non-staff', () => {
    expect(ids({ user: { ...staff, hasTikibar: false }, onAdminHost: true })).not.to.include('tikibar');
    expect(ids({ user: staff, onAdminHost: false })).not.to.include.members(['admin']);
    expect(ids({ user: organizer, onAdminHost: true })).not.to.include('admin');
  });
});

describe('narrow screens (spec 000 §2): label cut and the label entry at index 9', () => {
  it("a user menu label longer than 30 characters is cut to its first 25 plus '...'", () => {
    expect(narrowMenuLabel('a'.repeat(30))).to.equal('a'.repeat(30));
    expect(narrowMenuLabel('a'.repeat(31))).to.equal(`${'a'.repeat(25)}...`);
    expect(narrowMenuLabel('ada.lovelace.the.first@example.com')).to.equal('ada.lovelace.the.first@ex...');
  });

  it('cuts by characters, never inside an emoji', () => {
    expect(narrowMenuLabel(`${'😀'.repeat(31)}`)).to.equal(`${'😀'.repeat(25)}...`);
  });

  it('inserts the label entry at index 9 (position 10)', () => {
    const entries = Array.from({ length: 12 }, (_, index) => index);
    const shown = withNarrowLabelEntry(entries, -1);
    expect(NARROW_LABEL_ENTRY_INDEX).to.equal(9);
    expect(shown.indexOf(-1)).to.equal(9);
    expect(shown).to.have.length(13);
  });

  it('a menu shorter than 9 entries gets it at its end', () => {
    expect(withNarrowLabelEntry([1, 2, 3], -1)).to.deep.equal([1, 2, 3, -1]);
  });

  it('the shown narrow menu holds a disabled entry with the cut label; the wide menu does not', () => {
    const entries = userMenuEntries(context({ user: organizer }));
    const label = 'a.very.long.address.for.testing@example.com';
    const narrow = shownUserMenu(entries, label, true);
    expect(narrow[9]).to.deep.equal({ id: 'user-label', label: 'a.very.long.address.for.t...', disabled: true });
    expect(shownUserMenu(entries, label, false)).to.deep.equal(entries);
  });

  it("the label is the user's email, else their name", () => {
    expect(userMenuLabel({ email: { email: 'ada@example.com' }, fullName: 'Ada L' })).to.equal('ada@example.com');
    expect(userMenuLabel({ fullName: 'Ada Lovelace' })).to.equal('Ada Lovelace');
    expect(userMenuLabel({ firstName: 'Ada', lastName: 'Lovelace' })).to.equal('Ada Lovelace');
  });
});

describe('chat identity (spec 000 §6): "identifies a user as manager only when a user exists with a hash value"', () => {
  it('is a manager with the user and the hash', () => {
    expect(chatIdentityFor({ ...organizer, intercomUserHash: 'h4sh' })).to.deep.equal({
      isManager: true,
      publicId: 'u1002',
      email: 'olu@example.com',
      intercomUserHash: 'h4sh',
    });
  });

  it('is not a manager without a hash, or without a user', () => {
    expect(chatIdentityFor(organizer)).to.deep.equal({ isManager: false });
    expect(chatIdentityFor({ ...organizer, intercomUserHash: ' ' })).to.deep.equal({ isManager: false });
    expect(chatIdentityFor({ isAuthenticated: false, intercomUserHash: 'h4sh' })).to.deep.equal({ isManager: false });
  });
});
