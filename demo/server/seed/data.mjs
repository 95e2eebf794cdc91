// Seed data for the sandbox API server: categories, users, apps, installations, ratings, events
// and saved events. seedData() is a pure function: a seeded PRNG (mulberry32) drives every
// choice, so each call returns the same data and tests can rely on it. Word lists live in
// text-pools.mjs; the fixed choices the demo depends on (personas, picks, review buckets) are
// spelled out below so they are easy to find.
import * as P from './text-pools.mjs';

const SEED = 0x5eed2026;

// ---------------------------------------------------------------------------------------------
// Fixed choices the demo and the tests rely on

const STAFF_PICK_NAMES = ['Mailbloom', 'Ticketcraft Scanner', 'Surveyly'];

/** Pick lists in rank order (rank = index + 1). 18 popular apps give two pages of 15. */
const PICKS = {
  popular: [
    'mailbloom',
    'ticketcraft-scanner',
    'pipeforce-crm',
    'toneden',
    'surveyly',
    'badgebuilder-pro',
    'sitespring',
    'dashwise',
    'sheetsync',
    'promoly',
    'streamstage',
    'seatwise',
    'dripwell',
    'flowhook',
    'quickpoll-live',
    'ledgerly-reports',
    'kioskly',
    'conference-badges',
  ],
  featured: [
    'eventide-attendee-journey-orchestrator',
    'mailbloom',
    'hybridhall',
    'payloop',
    'agenda-pro',
    'leadgrabber',
    'goodcause-giving',
    'nps-pulse',
    'metricly',
    'crewshift',
    'translato',
    'webinarly',
  ],
  recommended: [
    'ticketcraft-scanner',
    'surveyly',
    'pipeforce-crm',
    'buzzcaster',
    'taskboard-for-events',
    'inboxly-newsletter',
    'waitlist-wizard',
    'sponsorly',
    'textblast-sms',
    'cohortly',
  ],
};

const PERSONA = Object.fromEntries(P.PERSONAS.map((p) => [p.persona, p.publicId]));
const STAFF_REPLIER = PERSONA.staff; // answers reviews of apps without a partner

/** The partner persona's apps; ticketcraft-scanner has many reviews to reply to. */
const PARTNER_APPS = ['ticketcraft-scanner', 'badgebuilder-pro', 'kioskly', 'seatwise'];
/** How many other apps belong to reviewer users acting as partners (two apps each). */
const REVIEWER_OWNED_APP_COUNT = 16;

/** Renamed apps: the old slug redirects to the current one on the product page. */
const OLD_SLUGS = { 'pipeforce-crm': 'pipeforce', surveyly: 'surveyly-feedback', sheetsync: 'sheet-sync-exporter' };

/** Review count buckets; every app not named gets 5..20 reviews. */
const HEAVY_REVIEWS = ['mailbloom', 'ticketcraft-scanner', 'pipeforce-crm', 'toneden']; // 30..60
const NO_REVIEWS = ['sanitizer-test-app', 'shuttlesync', 'certifly', 'hotelblock', 'translato', 'accessibly', 'recapreel', 'photobooth-live', 'currencywise', 'groupgo'];
const FEW_REVIEWS = [
  'conference-badges',
  'pressbridge-tickets',
  'widgetbox-embed',
  'pushbell',
  'roomcast',
  'expohall-virtual',
  'billbright-invoicing',
  'taxcalc-events',
  'helpdesk-hero',
  'formfolio',
  'waitlist-wizard',
  'shopline-merch',
]; // 1..4
/** Apps whose reviews lean negative, so filters and replies to complaints have material. */
const LOW_QUALITY = ['contactly-sync', 'chatterbell-alerts', 'webinarly', 'pixelpath'];

/** Persona installations. The organizer reviewed two of its apps and can still review the rest. */
const PERSONA_INSTALLS = {
  attendee: ['datebook-sync'],
  organizer: ['mailbloom', 'ticketcraft-scanner', 'pipeforce-crm', 'surveyly', 'sheetsync', 'badgebuilder-pro', 'conference-badges', 'shuttlesync'],
  staff: ['dashwise', 'chatterbell-alerts'],
  partner: ['ticketcraft-scanner', 'kioskly', 'mailbloom', 'sheetsync'],
  'no-apps': [],
};
const ORGANIZER_REVIEWS = { surveyly: 5, sheetsync: 4 };

const DAY = 86_400_000;
const RATINGS_FROM = Date.UTC(2024, 0, 1);
const RATINGS_UNTIL = Date.UTC(2026, 10, 15); // a few days before the sandbox's "now"
const EVENTS_FROM = Date.UTC(2026, 11, 1);
const EVENTS_UNTIL = Date.UTC(2027, 8, 30);

/** Star weights (1..5) per app quality: skewed positive, every value possible. */
const STAR_WEIGHTS = { high: [3, 3, 8, 30, 56], mid: [6, 8, 18, 35, 33], low: [24, 18, 20, 22, 16] };
/** Chance that the app's partner replied, by star value. */
const REPLY_CHANCE = [0, 0.45, 0.4, 0.2, 0.1, 0.08];

// ---------------------------------------------------------------------------------------------
// Randomness

/** mulberry32: tiny, fast and good enough for seed data. */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One generator per section, so editing one section does not reshuffle the others. */
function rngFor(section) {
  let h = SEED;
  for (const ch of section) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  const next = mulberry32(h);
  const rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (list) => list[Math.floor(next() * list.length)],
    shuffle(list) {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy;
    },
    sample: (list, count) => rng.shuffle(list).slice(0, count),
    /** Index drawn with the given weights. */
    weighted(weights) {
      let r = next() * weights.reduce((sum, w) => sum + w, 0);
      for (let i = 0; i < weights.length; i++) {
        r -= weights[i];
        if (r < 0) return i;
      }
      return weights.length - 1;
    },
  };
  return rng;
}

// ---------------------------------------------------------------------------------------------
// Small helpers

const iso = (ms) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
const ymd = (ms) => new Date(ms).toISOString().slice(0, 10);
const pad = (n, width) => String(n).padStart(width, '0');
const slugify = (name) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const capitalize = (text) => text.charAt(0).toUpperCase() + text.slice(1);
const fill = (template, slots) => template.replace(/\{(\w+)\}/g, (whole, key) => slots[key] ?? whole);
/** Plain ASCII for e-mail local parts: 'Jürgen Müller' -> 'jurgen', 'muller'. */
const asciiWord = (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ø/g, 'o')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

// ---------------------------------------------------------------------------------------------
// Categories

function buildCategories() {
  // Two categories have no localized name, to exercise the fallback to `name`.
  const withoutLocalized = new Set(['virtual-events', 'payments']);
  return P.CATEGORIES.map(([slug, name], index) => ({
    id: index + 1,
    slug,
    name,
    nameLocalized: withoutLocalized.has(slug) ? null : name,
  }));
}

// ---------------------------------------------------------------------------------------------
// Users

/** Field order of the contract; the defaults describe an ordinary organizer. */
const USER_DEFAULTS = {
  isStaff: false,
  isAttendee: false,
  hasEvents: true,
  hasOrganizers: true,
  canCreateEvents: true,
  hasPublish: true,
  hasPaidPublish: false,
  canUseStudio: false,
  canUseAttendeeNewsletter: false,
  canInvite: false,
  hasGlobalPermissions: false,
  usesNewPermissions: true,
  hasTikibar: false,
  numOrders: 0,
  numFollowing: 0,
};

function userRecord({ publicId, persona, firstName, lastName, email, locale, ...flags }) {
  return { publicId, persona, firstName, lastName, email, ...USER_DEFAULTS, ...flags, locale };
}

const PERSONA_FLAGS = {
  attendee: { isAttendee: true, hasEvents: false, hasOrganizers: false, canCreateEvents: false, hasPublish: false, usesNewPermissions: false, numOrders: 7, numFollowing: 5 },
  // The chat widget's manager identity needs a hash (spec 000 §6): the organizer has one.
  organizer: { hasPaidPublish: true, canUseStudio: true, canUseAttendeeNewsletter: true, canInvite: true, numOrders: 3, numFollowing: 12, intercomUserHash: 'c0ffee5eed0rg4n1zer' },
  staff: {
    isStaff: true,
    hasPaidPublish: true,
    canUseStudio: true,
    canUseAttendeeNewsletter: true,
    canInvite: true,
    hasGlobalPermissions: true,
    hasTikibar: true,
    numOrders: 14,
    numFollowing: 31,
  },
  partner: { canInvite: true, numOrders: 2, numFollowing: 4 },
  'no-apps': { numOrders: 1, numFollowing: 0 },
};

function buildPersonas() {
  return P.PERSONAS.map((p) =>
    userRecord({
      ...p,
      email: `${asciiWord(p.firstName)}.${p.persona.replace('-', '')}@example.com`,
      ...PERSONA_FLAGS[p.persona],
    }),
  );
}

/** Reviewers: organizers from many countries; ids u1101.. in a shuffled (mixed) locale order. */
function buildReviewers(rng, takenEmails) {
  const people = [];
  for (const [locale, count] of P.REVIEWER_LOCALE_MIX) {
    const { first, last } = P.NAMES_BY_LOCALE[locale];
    const combos = first.flatMap((f) => last.map((l) => [f, l]));
    for (const [firstName, lastName] of rng.sample(combos, count)) people.push({ firstName, lastName, locale });
  }
  return rng.shuffle(people).map((person, index) => {
    let email = `${asciiWord(person.firstName)}.${asciiWord(person.lastName)}@example.com`;
    for (let n = 2; takenEmails.has(email); n++) email = email.replace(/\d*@/, `${n}@`);
    takenEmails.add(email);
    return userRecord({
      publicId: `u${1101 + index}`,
      persona: null,
      ...person,
      email,
      hasPaidPublish: rng.chance(0.7),
      canUseStudio: rng.chance(0.3),
      canUseAttendeeNewsletter: rng.chance(0.4),
      canInvite: rng.chance(0.5),
      usesNewPermissions: rng.chance(0.6),
      numOrders: rng.int(0, 40),
      numFollowing: rng.int(0, 60),
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Apps

function descriptionHtml(rng, entry, domain, eventCategories) {
  const [first, second] = entry.cats;
  const features = rng.sample(P.FEATURES[first], rng.int(2, 3));
  if (second) features.push(rng.pick(P.FEATURES[second]));
  const paragraphs = [
    `<p><strong>${escapeHtml(entry.name)}</strong> ${escapeHtml(entry.pitch)}. ${escapeHtml(rng.pick(P.DESCRIPTION_OPENERS))}</p>`,
    `<ul>${features.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>`,
  ];
  if (rng.chance(0.6)) {
    paragraphs.push(`<p>Especially popular with organizers of <strong>${escapeHtml(eventCategories.join(', '))}</strong> events.</p>`);
  }
  paragraphs.push(`<p>${escapeHtml(rng.pick(P.DESCRIPTION_CLOSERS))} Learn more at <a href="https://${domain}/">${domain}</a>.</p>`);
  return paragraphs.join('\n');
}

/** The one test fixture with hostile markup; the client must sanitize it before showing it. */
const HOSTILE_DESCRIPTION = [
  '<p><strong>Sanitizer Test App</strong> is a test fixture. Everything below must render harmlessly.</p>',
  '<p>An image with an error handler: <img src=x onerror="alert(1)"></p>',
  '<script>alert(1)</script>',
  '<p>A link with a script URL: <a href="javascript:alert(1)">click</a></p>',
  '<p onclick="alert(1)">A paragraph with an inline event handler.</p>',
  '<ul><li>An ordinary list item that should survive sanitizing</li></ul>',
].join('\n');

function buildApps(rng, reviewers) {
  const entries = P.APP_CATALOGUE.map((entry) => ({ ...entry, slug: entry.slug ?? slugify(entry.name) }));
  const isFixture = (slug) => slug === 'sanitizer-test-app';

  // Half the apps (never the fixture) are OAuth extensions.
  const oauthSlugs = new Set(
    rng
      .shuffle(entries.filter((e) => !isFixture(e.slug)))
      .slice(0, entries.length >> 1)
      .map((e) => e.slug),
  );

  // Other partners: reviewer users who own two apps each.
  const ownable = entries.filter((e) => !isFixture(e.slug) && !PARTNER_APPS.includes(e.slug));
  const owners = new Map();
  const ownerIds = rng.sample(reviewers, REVIEWER_OWNED_APP_COUNT / 2).map((u) => u.publicId);
  rng.sample(ownable, REVIEWER_OWNED_APP_COUNT).forEach((e, i) => owners.set(e.slug, ownerIds[i >> 1]));
  for (const slug of PARTNER_APPS) owners.set(slug, PERSONA.partner);

  const rankOf = (list, slug) => (list.includes(slug) ? list.indexOf(slug) + 1 : null);
  let resourceLinkId = 501;

  return entries.map((entry, index) => {
    const { slug, name } = entry;
    const domain = `${slug}.example`;
    const requiresOauth = oauthSlugs.has(slug);
    const eventCategories = rng.sample(P.EVENT_CATEGORIES, rng.int(2, 4)).map(([, label]) => label);
    const resourceLinks = rng
      .sample(P.RESOURCE_LINK_TITLES, isFixture(slug) ? 0 : rng.int(0, 4))
      .map(([title, path]) => ({ id: resourceLinkId++, title, url: `https://${domain}/${path}` }));
    // Apps without reviews are mostly recent; the others had time to collect some.
    const created = NO_REVIEWS.includes(slug) ? Date.UTC(2024, 2, 1) + rng.int(0, 900) * DAY : Date.UTC(2018, 0, 15) + rng.int(0, 2100) * DAY;
    return {
      id: 101 + index,
      slug,
      name,
      partnerPublicId: owners.get(slug) ?? null,
      appUrl: `https://${domain}/`,
      requiresOauth,
      clientId: requiresOauth ? Array.from({ length: 18 }, () => rng.pick('ABCDEFGHJKLMNPQRSTUVWXYZ23456789')).join('') : null,
      extensionUrl: requiresOauth ? `https://app.${domain}/extension/` : null,
      extensionSlug: requiresOauth ? slug : null,
      descriptionHtml: isFixture(slug) ? HOSTILE_DESCRIPTION : descriptionHtml(rng, entry, domain, eventCategories),
      shortDescription: entry.short,
      supportDescriptionHtml: `<p>${escapeHtml(rng.pick(P.SUPPORT_LINES))} Visit the <a href="https://${domain}/help">help center</a> or write to <a href="mailto:support@${domain}">support@${domain}</a>.</p>`,
      getStartedUrl: `https://${domain}/get-started`,
      supportPhone: `+1 415 555 01${pad(index % 100, 2)}`,
      salesPhone: `+1 415 555 01${pad((index * 37 + 50) % 100, 2)}`,
      supportEmail: `support@${domain}`,
      salesEmail: `sales@${domain}`,
      language: 'en',
      categorySlugs: entry.cats,
      serviceCategories: entry.services,
      eventCategories,
      popularRank: isFixture(slug) ? null : rankOf(PICKS.popular, slug),
      featuredRank: isFixture(slug) ? null : rankOf(PICKS.featured, slug),
      recommendedRank: isFixture(slug) ? null : rankOf(PICKS.recommended, slug),
      screenshotCount: rng.int(1, 5),
      resourceLinks,
      oldSlugs: OLD_SLUGS[slug] ? [OLD_SLUGS[slug]] : [],
      created: iso(created + rng.int(8, 18) * 3_600_000),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Ratings and installations

const sentimentOf = (stars) => (stars >= 4 ? 'positive' : stars === 3 ? 'mixed' : 'negative');
/** Rating locales stay within the five the demo shows; other reviewers write as en_US. */
const RATING_LOCALES = new Set(['en_US', 'en_GB', 'de_DE', 'fr_FR', 'es_ES']);

function reviewCountFor(rng, slug) {
  if (HEAVY_REVIEWS.includes(slug)) return rng.int(30, 60);
  if (NO_REVIEWS.includes(slug)) return 0;
  if (FEW_REVIEWS.includes(slug)) return rng.int(1, 4);
  return rng.int(5, 20);
}

function reviewContent(rng, app, stars, locale) {
  const sentiment = sentimentOf(stars);
  const slots = { app: app.name, feature: rng.pick(P.FEATURE_NOUNS[app.categorySlugs[0]]) };
  const local = P.LOCAL_REVIEWS[locale];
  if (local && rng.chance(0.6)) {
    const [title, text] = rng.pick(local[sentiment]);
    return { reviewTitle: title, reviewText: fill(text, slots) };
  }
  const sentenceCount = [0, 1, 2, 3, 4][rng.weighted([5, 25, 36, 22, 12])];
  const pool = [...P.REVIEW_SENTENCES[sentiment]];
  // A four-star review often carries one small complaint.
  if (stars === 4 && rng.chance(0.4)) pool.push(rng.pick(P.REVIEW_SENTENCES.mixed));
  const sentences = rng.sample(pool, sentenceCount).map((s) => capitalize(fill(s, slots)));
  return { reviewTitle: rng.pick(P.REVIEW_TITLES[sentiment]), reviewText: sentences.join(' ') };
}

function makeReply(rng, app, reviewer, stars, ratingCreated) {
  if (!rng.chance(REPLY_CHANCE[stars])) return null;
  const created = ratingCreated + rng.int(1, 21) * DAY + rng.int(0, 36_000) * 1000;
  if (created > RATINGS_UNTIL) return null;
  const edited = created + rng.int(1, 40) * DAY + rng.int(0, 36_000) * 1000;
  const changed = rng.chance(0.3) && edited <= RATINGS_UNTIL ? iso(edited) : null;
  const text = fill(rng.pick(P.REPLY_TEXTS[sentimentOf(stars)]), {
    first: reviewer.firstName,
    app: app.name,
    email: app.supportEmail,
  });
  return { id: 0, userPublicId: app.partnerPublicId ?? STAFF_REPLIER, text, created: iso(created), changed };
}

function makeRating(rng, app, reviewer, stars, quality) {
  const rating = stars ?? 1 + rng.weighted(STAR_WEIGHTS[quality]);
  const locale = RATING_LOCALES.has(reviewer.locale) ? reviewer.locale : 'en_US';
  const earliest = Math.max(RATINGS_FROM, Date.parse(app.created) + 30 * DAY);
  const createdMs = earliest + Math.floor(rng.next() * (RATINGS_UNTIL - earliest));
  return {
    id: 0,
    appId: app.id,
    userPublicId: reviewer.publicId,
    rating,
    ...reviewContent(rng, app, rating, locale),
    locale,
    created: iso(createdMs),
    reply: makeReply(rng, app, reviewer, rating, createdMs),
  };
}

function buildRatings(rng, apps, users, reviewers) {
  const userById = new Map(users.map((u) => [u.publicId, u]));
  const ratings = [];
  const rated = new Set(); // `${appId}|${publicId}`
  const countByApp = new Map();
  const qualityOf = (app) => (LOW_QUALITY.includes(app.slug) ? 'low' : rng.chance(0.6) ? 'high' : 'mid');
  const quality = new Map();

  const add = (app, reviewer, stars) => {
    ratings.push(makeRating(rng, app, reviewer, stars, quality.get(app.id)));
    rated.add(`${app.id}|${reviewer.publicId}`);
    countByApp.set(app.id, (countByApp.get(app.id) ?? 0) + 1);
  };

  for (const app of apps) {
    quality.set(app.id, qualityOf(app));
    let count = reviewCountFor(rng, app.slug);
    if (ORGANIZER_REVIEWS[app.slug]) {
      add(app, userById.get(PERSONA.organizer), ORGANIZER_REVIEWS[app.slug]);
      count -= 1;
    }
    const candidates = reviewers.filter((r) => r.publicId !== app.partnerPublicId);
    for (const reviewer of rng.sample(candidates, count)) add(app, reviewer, null);
  }

  // Every reviewer reviewed something: give the idle ones a review of a mid-sized app.
  const reviewed = new Set(ratings.map((r) => r.userPublicId));
  const midSized = apps.filter((a) => !HEAVY_REVIEWS.includes(a.slug) && !NO_REVIEWS.includes(a.slug) && !FEW_REVIEWS.includes(a.slug));
  for (const reviewer of reviewers.filter((r) => !reviewed.has(r.publicId))) {
    const app = rng.shuffle(midSized).find((a) => (countByApp.get(a.id) ?? 0) < 20 && a.partnerPublicId !== reviewer.publicId && !rated.has(`${a.id}|${reviewer.publicId}`));
    add(app, reviewer, null);
  }

  // Ids follow creation time, as they would in a real database.
  ratings.sort((a, b) => a.created.localeCompare(b.created) || a.appId - b.appId);
  let replyId = 20001;
  ratings.forEach((rating, index) => {
    rating.id = 10001 + index;
    if (rating.reply) rating.reply.id = replyId++;
  });
  return ratings;
}

function buildInstallations(rng, apps, reviewers, ratings) {
  const bySlug = new Map(apps.map((a) => [a.slug, a]));
  const seen = new Set();
  const installations = [];
  const install = (userPublicId, appId) => {
    const key = `${userPublicId}|${appId}`;
    if (seen.has(key)) return;
    seen.add(key);
    installations.push({ userPublicId, appId });
  };
  for (const persona of P.PERSONAS) {
    for (const slug of PERSONA_INSTALLS[persona.persona]) install(persona.publicId, bySlug.get(slug).id);
  }
  // Reviewing needs the app installed; some reviewers also installed apps they never reviewed.
  for (const rating of ratings) install(rating.userPublicId, rating.appId);
  const installable = apps.filter((a) => a.slug !== 'sanitizer-test-app');
  for (const reviewer of reviewers) {
    if (rng.chance(0.4)) for (const app of rng.sample(installable, rng.int(1, 2))) install(reviewer.publicId, app.id);
  }
  return installations;
}

// ---------------------------------------------------------------------------------------------
// Events

/** In-person event categories, weighted towards what a discovery page usually shows. */
const CATEGORY_WEIGHTS = [
  [103, 14],
  [110, 12],
  [102, 10],
  [101, 9],
  [105, 8],
  [108, 7],
  [113, 6],
  [104, 4],
  [107, 4],
  [111, 4],
  [109, 3],
  [115, 3],
  [116, 4],
  [119, 3],
  [106, 2],
  [112, 1],
  [114, 1],
  [117, 2],
  [118, 2],
  [120, 2],
  [199, 1],
];

function eventDate(rng, name) {
  if (P.FIXED_DATES[name]) return Date.parse(P.FIXED_DATES[name]);
  const season = P.SEASONS[name];
  for (;;) {
    const ms = EVENTS_FROM + rng.int(0, (EVENTS_UNTIL - EVENTS_FROM) / DAY) * DAY;
    const month = new Date(ms).getUTCMonth() + 1;
    if (!season) return ms;
    const [from, to] = season;
    if (from <= to ? month >= from && month <= to : month >= from || month <= to) return ms;
  }
}

/** Price tiers (indexes into BASE_PRICES): galas and summits cost more, meetups and classes less. */
const PRICE_TIER = { 111: [6, 14], 101: [3, 12], 103: [1, 9], 105: [1, 9], 108: [2, 10], 110: [2, 9], 118: [2, 8] };

function minPrice(rng, currency, categoryId) {
  const [from, to] = PRICE_TIER[categoryId] ?? [0, 6];
  const { factor, step } = P.CURRENCY_RULES[currency];
  const raw = P.BASE_PRICES[rng.int(from, to)] * factor;
  // Round the way people price tickets: halves below 20, fives above, or the currency's own step.
  const unit = step > 1 ? step : raw < 20 ? 0.5 : 5;
  return { value: Math.max(unit, Math.round(raw / unit) * unit), currency };
}

function organizerName(rng, categoryId, city) {
  const stem = rng.pick(P.ORGANIZER_STEMS[categoryId]);
  return city && rng.chance(0.4) ? `${stem} ${city}` : `${stem} ${rng.pick(P.ORGANIZER_PREFIXES)}`;
}

/** One event without id; `place` is a CITIES entry, `online` drops venue and city. */
function makeEvent(rng, { categoryId, template, place, online = false, usedNames }) {
  let name;
  let date;
  for (let attempt = 0; attempt < 12; attempt++) {
    const tpl = template ?? rng.pick(P.EVENT_TEMPLATES[categoryId]);
    date = eventDate(rng, tpl);
    name = fill(tpl, {
      city: place.city,
      year: ymd(date).slice(0, 4),
      n: rng.int(3, 48),
      topic: rng.pick(P.SLOT_WORDS.topic),
      genre: rng.pick(P.SLOT_WORDS.genre),
      cuisine: rng.pick(P.SLOT_WORDS.cuisine),
      film: rng.pick(P.SLOT_WORDS.film),
    });
    if (!usedNames.has(name)) break;
  }
  // Small categories run out of templates: tell same-named events apart by their city.
  if (usedNames.has(name) && !online) name = `${name} (${place.city})`;
  usedNames.add(name);
  const isFree = rng.chance(categoryId === 113 || categoryId === 112 ? 0.6 : 0.27);
  return {
    id: '',
    name,
    startDate: ymd(date),
    startTime: rng.pick(P.START_TIMES[P.CATEGORY_TIME[categoryId]]),
    timezone: place.tz,
    venueName: online ? null : rng.pick(place.venues),
    city: online ? null : place.city,
    isOnline: online,
    isFree,
    minPrice: isFree ? null : minPrice(rng, place.currency, categoryId),
    ticketsBy: organizerName(rng, categoryId, online ? null : place.city),
    customDescription: rng.chance(0.3) ? rng.pick(P.CUSTOM_DESCRIPTIONS) : null,
    series: null,
    categoryId,
    edgeColor: rng.pick(P.EDGE_COLORS),
  };
}

/** Recurring events: same name, venue and organizer, dates a step apart. */
const SERIES = [
  { categoryId: 103, template: 'Jazz Night: {genre} Quartet Live', city: 'New York', stepDays: 7, count: 4 },
  { categoryId: 107, template: 'Mindful Mornings: Yoga & Breathwork', city: 'London', stepDays: 7, count: 3 },
  { categoryId: 119, template: 'Knit Night', city: 'Melbourne', stepDays: 14, count: 3 },
  { categoryId: 102, template: '{topic} Meetup {city}', city: 'Berlin', stepDays: 28, count: 3 },
];

const TEXT_RENDERING_NAME = '<b>Tags & "quotes"</b> Open Mic: Don\'t Escape Me';
const LONG_NAME =
  'The Annual International Symposium on Sustainable Urban Mobility, Electric Public Transit, Safe Cycling Infrastructure and the Future of Walkable, Liveable Cities (2027 Edition)';

function buildEvents(rng) {
  const cityByName = new Map(P.CITIES.map((c) => [c.city, c]));
  const usedNames = new Set();
  const events = [];
  const categoryIds = CATEGORY_WEIGHTS.map(([id]) => id);
  const weights = CATEGORY_WEIGHTS.map(([, w]) => w);

  SERIES.forEach((spec, index) => {
    const first = makeEvent(rng, { categoryId: spec.categoryId, template: spec.template, place: cityByName.get(spec.city), usedNames });
    const series = { id: `87123456${9001 + index}`, currentFuture: rng.int(Math.max(spec.count, 4), 12) };
    const start = Math.min(Date.parse(first.startDate), EVENTS_UNTIL - spec.stepDays * spec.count * DAY);
    for (let i = 0; i < spec.count; i++) {
      events.push({ ...first, startDate: ymd(start + i * spec.stepDays * DAY), series: { ...series } });
    }
  });

  // One of each category first (so every event category appears), then weighted picks.
  const inPerson = [...categoryIds, ...Array.from({ length: 88 }, () => categoryIds[rng.weighted(weights)])];
  for (const categoryId of inPerson) events.push(makeEvent(rng, { categoryId, place: rng.pick(P.CITIES), usedNames }));

  for (let i = 0; i < 19; i++) {
    const [categoryId, template] = P.ONLINE_TEMPLATES[i % P.ONLINE_TEMPLATES.length];
    events.push(makeEvent(rng, { categoryId, template, place: rng.pick(P.CITIES), online: true, usedNames }));
  }

  // Fixtures for text rendering: markup-looking characters and a very long name.
  const special = [
    { ...makeEvent(rng, { categoryId: 105, place: cityByName.get('San Francisco'), usedNames }), name: TEXT_RENDERING_NAME },
    { ...makeEvent(rng, { categoryId: 102, place: cityByName.get('Hamburg'), usedNames }), name: LONG_NAME },
  ];
  events.push(...special);

  // Ids in date order, so listings read naturally.
  events.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.startTime.localeCompare(b.startTime));
  events.forEach((event, index) => {
    event.id = `87123456${pad(index + 1, 4)}`;
  });
  return events;
}

function buildSavedEvents(rng, events) {
  const saved = [];
  for (const [persona, count] of [
    ['attendee', 8],
    ['organizer', 3],
  ]) {
    for (const event of rng.sample(events, count)) saved.push({ userPublicId: PERSONA[persona], eventId: event.id });
  }
  return saved;
}

// ---------------------------------------------------------------------------------------------

/** Deterministic: the same data every call (seeded PRNG, no clock, no Math.random). */
export function seedData() {
  const categories = buildCategories();
  const categoryAliases = P.CATEGORY_ALIASES.map(([oldSlug, slug]) => ({ oldSlug, slug }));
  const personas = buildPersonas();
  const reviewers = buildReviewers(rngFor('users'), new Set(personas.map((u) => u.email)));
  const users = [...personas, ...reviewers];
  const apps = buildApps(rngFor('apps'), reviewers);
  const ratings = buildRatings(rngFor('ratings'), apps, users, reviewers);
  const installations = buildInstallations(rngFor('installations'), apps, reviewers, ratings);
  const events = buildEvents(rngFor('events'));
  const savedEvents = buildSavedEvents(rngFor('saved'), events);
  return {
    categories,
    categoryAliases,
    staffPickNames: [...STAFF_PICK_NAMES],
    users,
    apps,
    installations,
    ratings,
    events,
    savedEvents,
  };
}
