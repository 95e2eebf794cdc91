// Demo sign-in: personas instead of passwords, a session cookie, the csrftoken cookie, sign-out
// by a form, and the server data document (API.md §2) built from the session for every demo page.
import { escapeHtml, newToken, parseCookies, serializeCookie } from './http-kit.mjs';

export const SESSION_COOKIE = 'eb_session';
export const CSRF_COOKIE = 'csrftoken';

const PERSONA_DESCRIPTIONS = {
  attendee: 'An attendee: buys tickets and saves events; no events of their own.',
  organizer: 'An organizer with events and several installed apps, some not yet reviewed.',
  staff: 'A staff member: sees the staff-only menu items.',
  partner: 'An app partner: may reply to the reviews of their own apps.',
  'no-apps': 'An organizer with no installed apps: cannot review any app.',
};

export function createSessions(db) {
  const statements = {
    session: db.prepare(`SELECT u.* FROM sessions s JOIN users u ON u.public_id = s.user_public_id WHERE s.id = ?`),
    insert: db.prepare('INSERT INTO sessions (id, user_public_id, created) VALUES (?, ?, ?)'),
    remove: db.prepare('DELETE FROM sessions WHERE id = ?'),
    personas: db.prepare('SELECT * FROM users WHERE persona IS NOT NULL ORDER BY rowid'),
    persona: db.prepare('SELECT * FROM users WHERE persona = ?'),
    savedCount: db.prepare('SELECT COUNT(*) AS count FROM saved_events WHERE user_public_id = ?'),
  };

  /** The signed-in user of the request, or null; also the cookies. */
  function read(request) {
    const cookies = parseCookies(request.headers.cookie);
    const user = cookies[SESSION_COOKIE] ? (statements.session.get(cookies[SESSION_COOKIE]) ?? null) : null;
    return { cookies, user };
  }

  /** Every page hands out a csrftoken cookie, as the platform does. */
  function csrfCookieFor(cookies) {
    if (cookies[CSRF_COOKIE]) return { token: cookies[CSRF_COOKIE], setCookie: [] };
    const token = newToken();
    return { token, setCookie: [serializeCookie(CSRF_COOKIE, token)] };
  }

  function signIn(persona) {
    const user = statements.persona.get(persona);
    if (!user) return null;
    const id = newToken(32);
    statements.insert.run(id, user.public_id, new Date().toISOString());
    return serializeCookie(SESSION_COOKIE, id, { httpOnly: true });
  }

  function signOut(cookies) {
    if (cookies[SESSION_COOKIE]) statements.remove.run(cookies[SESSION_COOKIE]);
    return serializeCookie(SESSION_COOKIE, '', { httpOnly: true, maxAge: 0 });
  }

  function signInPage({ referrer, csrfToken }) {
    const personas = statements.personas
      .all()
      .map(
        (user) => `
      <li>
        <form method="post" action="/signin/">
          <input type="hidden" name="csrfmiddlewaretoken" value="${escapeHtml(csrfToken)}">
          <input type="hidden" name="persona" value="${escapeHtml(user.persona)}">
          <input type="hidden" name="referrer" value="${escapeHtml(referrer)}">
          <button type="submit">Sign in as ${escapeHtml(user.first_name)} ${escapeHtml(user.last_name)}</button>
          <span>${escapeHtml(PERSONA_DESCRIPTIONS[user.persona] ?? user.persona)}</span>
        </form>
      </li>`,
      )
      .join('');
    return accountPage(
      'Sign in',
      `
  <h1>Sign in to the sandbox</h1>
  <p>Pick a demo persona. You will return to <code>${escapeHtml(referrer)}</code>.</p>
  <ul>${personas}</ul>
  <p><a href="${escapeHtml(referrer)}">Continue without signing in</a></p>`,
    );
  }

  /** Signing out takes a POST with the csrf token, so a link or an image on another site cannot do it. */
  function signOutPage({ user, referrer, csrfToken }) {
    const who = user ? `You are signed in as ${escapeHtml(user.first_name)} ${escapeHtml(user.last_name)}.` : 'You are not signed in.';
    return accountPage(
      'Sign out',
      `
  <h1>Sign out of the sandbox</h1>
  <p>${who}</p>
  <form method="post" action="/logout/">
    <input type="hidden" name="csrfmiddlewaretoken" value="${escapeHtml(csrfToken)}">
    <input type="hidden" name="referrer" value="${escapeHtml(referrer)}">
    <button type="submit">Sign out</button>
  </form>
  <p><a href="${escapeHtml(referrer)}">Go back</a></p>`,
    );
  }

  /** The server data document for a page, from the session (API.md §2, camelCase). */
  function serverData({ user, origin, path, isEmbeddedView = false }) {
    const referrer = encodeURIComponent(path);
    const flags = user ? JSON.parse(user.flags) : {};
    return {
      env: {
        serverUrl: origin,
        adminServerUrl: origin,
        ebDomain: new URL(origin).host,
        isEmbeddedView,
        isMobile: false,
        loginUrl: `${origin}/signin/?referrer=${referrer}`,
        signupUrl: `${origin}/signin/signup/?referrer=${referrer}`,
        logoutUrl: `${origin}/logout/`,
        organizerOverviewUrl: `${origin}/organizer/overview/`,
        organizerPricingUrl: `${origin}/organizer/pricing/`,
        blogAcademyUrl: `${origin}/blog/academy/`,
        howItWorksUrl: `${origin}/how-it-works/`,
        feesUrl: `${origin}/fees/`,
        supportHomeUrl: `${origin}/help/en-us/`,
        contactUsUrl: `${origin}/help/en-us/contact-us/`,
        apiBaseUrl: '/api/v3',
        affiliateCode: 'oddtdtcreator',
      },
      user: user
        ? {
            isAuthenticated: true,
            publicId: user.public_id,
            firstName: user.first_name,
            lastName: user.last_name,
            fullName: `${user.first_name} ${user.last_name}`,
            email: { email: user.email },
            thumbnailUrl: `${origin}/images/users/${user.public_id}.svg`,
            numSavedEvents: statements.savedCount.get(user.public_id).count,
            ...flags,
          }
        : { isAuthenticated: false },
      request: { path },
      featureFlags: { enableDoNotSellLink: true },
      footerLinks: [
        { locale: 'en_US', title: 'San Francisco Events', link: `${origin}/d/ca--san-francisco/events/`, position: 1 },
        { locale: 'en_US', title: 'New York Events', link: `${origin}/d/ny--new-york/events/`, position: 2 },
        { locale: 'en_US', title: 'Online Events', link: `${origin}/d/online/all-events/`, position: 3 },
      ],
      gaSettings: {},
    };
  }

  return { read, csrfCookieFor, signIn, signOut, signInPage, signOutPage, serverData };
}

function accountPage(title, main) {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} | eb-widgets sandbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:720px;margin:40px auto;padding:0 16px;color:#1e0a3c}li{margin:12px 0;list-style:none}
button{font:inherit;padding:8px 16px;margin-right:12px;cursor:pointer}</style></head>
<body><main>${main}
</main></body></html>`;
}

/** A config block safe to put in HTML: nothing in the JSON can close the script element. */
export function configBlock(data) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
  return `<script type="application/json" data-eb-config>${json}</script>`;
}
