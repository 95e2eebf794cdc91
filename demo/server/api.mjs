// Every call of API.md §4, answering as the production API does: snake_case JSON, the
// pagination object, the documented error bodies.
import { ApiFailure, argumentsError, notAuthorized, notFound, readJsonObject } from './http-kit.mjs';

export const APPS_PAGE_SIZE = 15;
export const RATINGS_PAGE_SIZE = 3;
export const LIMITS = { reviewTitle: 100, reviewText: 1024, reply: 750 };
const PICKS = { popular: 'popular_rank', featured: 'featured_rank', recommended: 'recommended_rank' };
const APP_EXPANSIONS = new Set(['details', 'extension', 'permissions', 'rating_summary']);
const ORDERS = {
  created_desc: 'r.created DESC, r.id DESC',
  rating_desc: 'r.rating DESC, r.created DESC, r.id DESC',
};

// ---------------------------------------------------------------- pagination

/** Opaque to clients; bound to the query it came from so it cannot be replayed elsewhere. */
function continuationToken(offset, queryKey) {
  return Buffer.from(JSON.stringify({ o: offset, q: queryKey })).toString('base64url');
}

function offsetFrom(token, queryKey) {
  if (token === null || token === undefined || token === '') return 0;
  try {
    const { o, q } = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    if (Number.isInteger(o) && o >= 0 && q === queryKey) return o;
  } catch {
    // Falls through to the error below.
  }
  throw argumentsError('The continuation is not valid for this query.');
}

function paginate(total, offset, pageSize, queryKey) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const next = offset + pageSize;
  const hasMoreItems = next < total;
  return {
    object_count: total,
    page_number: Math.floor(offset / pageSize) + 1,
    page_size: pageSize,
    page_count: pageCount,
    continuation: hasMoreItems ? continuationToken(next, queryKey) : null,
    has_more_items: hasMoreItems,
  };
}

// ---------------------------------------------------------------- shapes

const ratingText = (average) => (average === null || average === undefined ? '0.0' : (Math.round(average * 10) / 10).toFixed(1));

export function createApi(db) {
  const statements = {
    categories: db.prepare('SELECT id, slug, name, name_localized FROM categories ORDER BY name'),
    categoryBySlug: db.prepare('SELECT id, slug FROM categories WHERE slug = ?'),
    categoryAlias: db.prepare('SELECT slug FROM category_aliases WHERE old_slug = ?'),
    appCategories: db.prepare(`SELECT c.id, c.slug, c.name, c.name_localized FROM app_categories ac
      JOIN categories c ON c.id = ac.category_id WHERE ac.app_id = ? ORDER BY ac.position`),
    resourceLinks: db.prepare('SELECT id, title, url FROM app_resource_links WHERE app_id = ? ORDER BY id'),
    ratingSummary: db.prepare('SELECT COUNT(*) AS total, AVG(rating) AS average FROM ratings WHERE app_id = ?'),
    starCounts: db.prepare('SELECT rating, COUNT(*) AS count FROM ratings WHERE app_id = ? GROUP BY rating'),
    isInstalled: db.prepare('SELECT 1 FROM installations WHERE user_public_id = ? AND app_id = ?'),
    appById: db.prepare('SELECT * FROM apps WHERE id = ?'),
    appBySlug: db.prepare('SELECT * FROM apps WHERE slug = ?'),
    renamedSlug: db.prepare('SELECT a.slug FROM app_old_slugs o JOIN apps a ON a.id = o.app_id WHERE o.old_slug = ?'),
    ratingById: db.prepare('SELECT * FROM ratings WHERE id = ?'),
    ratingByUser: db.prepare('SELECT * FROM ratings WHERE app_id = ? AND user_public_id = ?'),
    repliesFor: db.prepare('SELECT id, text, created, changed FROM replies WHERE rating_id = ? ORDER BY created'),
    replyById: db.prepare(`SELECT rp.*, r.app_id FROM replies rp JOIN ratings r ON r.id = rp.rating_id WHERE rp.id = ?`),
    insertRating: db.prepare(`INSERT INTO ratings (app_id, user_public_id, rating, review_title, review_text, locale, created)
      VALUES (?, ?, ?, ?, ?, ?, ?)`),
    insertReply: db.prepare('INSERT INTO replies (rating_id, user_public_id, text, created) VALUES (?, ?, ?, ?)'),
    updateReply: db.prepare('UPDATE replies SET text = ?, changed = ? WHERE id = ?'),
    deleteReply: db.prepare('DELETE FROM replies WHERE id = ?'),
    eventById: db.prepare('SELECT data FROM events WHERE id = ?'),
    allEvents: db.prepare('SELECT data FROM events'),
    isSaved: db.prepare('SELECT 1 FROM saved_events WHERE user_public_id = ? AND event_id = ?'),
    save: db.prepare('INSERT INTO saved_events (user_public_id, event_id, created) VALUES (?, ?, ?)'),
    unsave: db.prepare('DELETE FROM saved_events WHERE user_public_id = ? AND event_id = ?'),
  };

  const categoryJson = (row) => ({ id: String(row.id), slug: row.slug, name: row.name, name_localized: row.name_localized });

  function appJson(app, { expansions, viewer, origin }) {
    const image = (name) => `${origin}/images/apps/${app.slug}/${name}.svg`;
    const summary = statements.ratingSummary.get(app.id);
    const json = {
      id: String(app.id),
      name: app.name,
      slug: app.slug,
      logo_url: image('logo'),
      banner_url: image('banner'),
      app_url: app.app_url,
      _type: 'app',
      categories: statements.appCategories.all(app.id).map(categoryJson),
      service_categories: JSON.parse(app.service_categories),
      event_categories: JSON.parse(app.event_categories),
      rating: ratingText(summary.average),
      total_reviews: summary.total,
      localization: {
        description: app.description_html,
        short_description: app.short_description,
        language: app.language,
        support_description: app.support_description_html,
        get_started_url: app.get_started_url,
        contact_info: {
          support_phone: app.support_phone,
          sales_phone: app.sales_phone,
          support_email: app.support_email,
          sales_email: app.sales_email,
        },
        resource_links: statements.resourceLinks.all(app.id).map((link) => ({ id: String(link.id), title: link.title, url: link.url })),
        screenshots: Array.from({ length: app.screenshot_count }, (_, index) => ({
          id: `${app.id}-${index + 1}`,
          image_url: image(`screenshot-${index + 1}`),
          sort_order: index + 1,
        })),
      },
    };
    if (expansions.has('details')) {
      json.details = { _type: 'app_details', is_installed: Boolean(viewer && statements.isInstalled.get(viewer.public_id, app.id)) };
    }
    if (expansions.has('extension')) {
      json.extension = { client_id: app.client_id, extension_url: app.extension_url, requires_oauth: Boolean(app.requires_oauth), slug: app.extension_slug };
    }
    if (expansions.has('permissions')) json.permissions = { can_reply_rating: canReply(viewer, app) };
    if (expansions.has('rating_summary')) {
      const stars = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
      for (const { rating, count } of statements.starCounts.all(app.id)) stars[rating] = count;
      json.app_rating_summary = { total_reviews: summary.total, rating: ratingText(summary.average), stars };
    }
    return json;
  }

  const replyJson = (reply) => ({ id: String(reply.id), text: reply.text, created: reply.created, changed: reply.changed });

  function ratingJson(rating, withReplies) {
    const json = {
      id: String(rating.id),
      rating: rating.rating,
      review_title: rating.review_title,
      review_text: rating.review_text,
      created: rating.created,
      locale: rating.locale,
    };
    if (withReplies) json.replies = statements.repliesFor.all(rating.id).map(replyJson);
    return json;
  }

  // -------------------------------------------------------------- rules

  /** Spec 001 §6: the app's partner holds the reply permission. */
  const canReply = (viewer, app) => Boolean(viewer && app.partner_public_id && app.partner_public_id === viewer.public_id);

  function requireViewer(viewer) {
    if (!viewer) throw notAuthorized('Sign in first.');
    return viewer;
  }

  function idParam(value) {
    if (!/^\d{1,15}$/.test(value)) throw notFound();
    return Number(value);
  }

  function requireApp(appId) {
    const app = statements.appById.get(idParam(appId));
    if (!app) throw notFound('No app has that id.');
    return app;
  }

  function expansionsOf(searchParams, key, allowed) {
    const values = searchParams.getAll(key).flatMap((value) => value.split(','));
    return new Set(values.map((value) => value.trim()).filter((value) => allowed.has(value)));
  }

  function text(value, field, { required = false, max, allowEmpty = !required } = {}) {
    if (value === undefined || value === null) {
      if (required) throw argumentsError(`${field} is required.`);
      return undefined;
    }
    if (typeof value !== 'string') throw argumentsError(`${field} must be a string.`);
    if (!allowEmpty && value.trim() === '') throw argumentsError(`${field} is required.`);
    if ([...value].length > max) throw argumentsError(`${field} may be at most ${max} characters.`);
    return value;
  }

  function starRating(value, { required }) {
    if (value === undefined || value === null) {
      if (required) throw argumentsError('rating is required.');
      return undefined;
    }
    if (!Number.isInteger(value) || value < 1 || value > 5) throw argumentsError('rating must be an integer from 1 to 5.');
    return value;
  }

  const now = () => new Date().toISOString();

  // -------------------------------------------------------------- handlers

  function listCategories() {
    return { categories: statements.categories.all().map(categoryJson) };
  }

  function listApps({ searchParams, viewer, origin }) {
    const expansions = expansionsOf(searchParams, 'expand.app', APP_EXPANSIONS);
    const options = { expansions, viewer, origin };
    const slug = searchParams.get('slug');
    if (slug !== null) {
      const app = statements.appBySlug.get(slug);
      if (app) return { apps: [appJson(app, options)] };
      // A renamed app: no app has the old slug, and the answer says which one it became (README "API additions").
      const renamed = statements.renamedSlug.get(slug);
      return renamed ? { apps: [], renamed_to: renamed.slug } : { apps: [] };
    }

    const where = [];
    const params = [];
    let order = 'a.name COLLATE NOCASE, a.id';
    const picks = searchParams.get('picks');
    if (picks !== null) {
      if (!(picks in PICKS)) throw argumentsError(`picks must be one of ${Object.keys(PICKS).join(', ')}.`);
      where.push(`a.${PICKS[picks]} IS NOT NULL`);
      order = `a.${PICKS[picks]}, a.id`;
    }
    const categorySlug = searchParams.get('categories');
    if (categorySlug !== null) {
      // Legacy slugs (spec 001 §9) still find their category.
      const current = statements.categoryAlias.get(categorySlug)?.slug ?? categorySlug;
      const category = statements.categoryBySlug.get(current);
      where.push('a.id IN (SELECT app_id FROM app_categories WHERE category_id = ?)');
      params.push(category ? category.id : -1);
    }
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const queryKey = `apps|${picks ?? ''}|${categorySlug ?? ''}`;
    const total = db.prepare(`SELECT COUNT(*) AS count FROM apps a ${filter}`).get(...params).count;
    const offset = offsetFrom(searchParams.get('continuation'), queryKey);
    const rows = db.prepare(`SELECT a.* FROM apps a ${filter} ORDER BY ${order} LIMIT ? OFFSET ?`).all(...params, APPS_PAGE_SIZE, offset);
    return { apps: rows.map((app) => appJson(app, options)), pagination: paginate(total, offset, APPS_PAGE_SIZE, queryKey) };
  }

  function listRatings({ appId, searchParams }) {
    const app = requireApp(appId);
    const withReplies = expansionsOf(searchParams, 'expand.app_rating', new Set(['replies'])).has('replies');
    const userId = searchParams.get('user_id');
    if (userId !== null) {
      const own = statements.ratingByUser.get(app.id, userId);
      return { ratings: own ? [ratingJson(own, withReplies)] : [] };
    }
    const orderBy = searchParams.get('order_by') ?? 'created_desc';
    if (!(orderBy in ORDERS)) throw argumentsError('order_by must be created_desc or rating_desc.');
    const ratingFilter = searchParams.get('rating');
    let stars = null;
    if (ratingFilter !== null && ratingFilter !== 'all') {
      if (!/^[1-5]$/.test(ratingFilter)) throw argumentsError('rating must be a whole number from 1 to 5.');
      stars = Number(ratingFilter);
    }
    const filter = stars === null ? 'WHERE r.app_id = ?' : 'WHERE r.app_id = ? AND r.rating = ?';
    const params = stars === null ? [app.id] : [app.id, stars];
    const queryKey = `ratings|${app.id}|${orderBy}|${stars ?? 'all'}`;
    const total = db.prepare(`SELECT COUNT(*) AS count FROM ratings r ${filter}`).get(...params).count;
    const offset = offsetFrom(searchParams.get('continuation'), queryKey);
    const rows = db.prepare(`SELECT r.* FROM ratings r ${filter} ORDER BY ${ORDERS[orderBy]} LIMIT ? OFFSET ?`).all(...params, RATINGS_PAGE_SIZE, offset);
    return { ratings: rows.map((rating) => ratingJson(rating, withReplies)), pagination: paginate(total, offset, RATINGS_PAGE_SIZE, queryKey) };
  }

  /**
   * A rating alone (the one-click star rating of spec 001 §4) needs no title; a review with
   * text needs its title (spec 001 §5).
   */
  function createRating({ appId, body, viewer }) {
    const user = requireViewer(viewer);
    const app = requireApp(appId);
    const rating = starRating(body.rating, { required: true });
    const reviewText = text(body.review_text, 'review_text', { max: LIMITS.reviewText }) ?? '';
    const hasReview = reviewText.trim() !== '' || (body.review_title !== undefined && body.review_title !== null);
    const reviewTitle = text(body.review_title, 'review_title', { required: hasReview, max: LIMITS.reviewTitle }) ?? '';
    const locale = text(body.locale, 'locale', { max: 10 }) ?? user.locale;
    if (!statements.isInstalled.get(user.public_id, app.id)) {
      throw new ApiFailure(400, 'APP_NOT_INSTALLED', 'You must have this app installed to review it.');
    }
    if (statements.ratingByUser.get(app.id, user.public_id)) {
      throw new ApiFailure(400, 'APP_ALREADY_RATED', 'You already reviewed this app.');
    }
    const { lastInsertRowid } = statements.insertRating.run(app.id, user.public_id, rating, reviewTitle, reviewText, locale, now());
    return { status: 201, body: ratingJson(statements.ratingById.get(lastInsertRowid), true) };
  }

  /** Only the fields sent non-null change (spec 001 §5). */
  function editRating({ ratingId, body, viewer }) {
    const user = requireViewer(viewer);
    const existing = statements.ratingById.get(idParam(ratingId));
    if (!existing) throw notFound('No rating has that id.');
    if (existing.user_public_id !== user.public_id) throw notAuthorized();
    const change = body.app_rating;
    if (change === null || typeof change !== 'object' || Array.isArray(change)) throw argumentsError('app_rating must be an object.');
    const updates = {
      rating: starRating(change.rating, { required: false }),
      review_title: text(change.review_title, 'review_title', { required: false, allowEmpty: false, max: LIMITS.reviewTitle }),
      review_text: text(change.review_text, 'review_text', { max: LIMITS.reviewText }),
    };
    const fields = Object.entries(updates).filter(([, value]) => value !== undefined);
    if (fields.length) {
      db.prepare(`UPDATE ratings SET ${fields.map(([field]) => `${field} = ?`).join(', ')} WHERE id = ?`).run(...fields.map(([, value]) => value), existing.id);
    }
    return { body: ratingJson(statements.ratingById.get(existing.id), true) };
  }

  function replyText(body) {
    return text(body.text, 'text', { required: true, max: LIMITS.reply });
  }

  function createReply({ appId, ratingId, body, viewer }) {
    const user = requireViewer(viewer);
    const app = requireApp(appId);
    const rating = statements.ratingById.get(idParam(ratingId));
    if (!rating || rating.app_id !== app.id) throw notFound('No rating of this app has that id.');
    if (!canReply(user, app)) throw notAuthorized();
    const value = replyText(body);
    if (statements.repliesFor.all(rating.id).length) throw argumentsError('This review already has a reply; edit it instead.');
    const { lastInsertRowid } = statements.insertReply.run(rating.id, user.public_id, value, now());
    return { status: 201, body: replyJson(statements.replyById.get(lastInsertRowid)) };
  }

  function replyFor(replyId, viewer) {
    const user = requireViewer(viewer);
    const reply = statements.replyById.get(idParam(replyId));
    if (!reply) throw notFound('No reply has that id.');
    if (!canReply(user, statements.appById.get(reply.app_id))) throw notAuthorized();
    return reply;
  }

  function editReply({ replyId, body, viewer }) {
    const reply = replyFor(replyId, viewer);
    statements.updateReply.run(replyText(body), now(), reply.id);
    return { body: replyJson(statements.replyById.get(reply.id)) };
  }

  function deleteReply({ replyId, viewer }) {
    statements.deleteReply.run(replyFor(replyId, viewer).id);
    return { status: 204 };
  }

  function eventIdsOf(body) {
    const ids = body.event_ids;
    if (!Array.isArray(ids) || ids.length === 0 || ids.length > 50 || !ids.every((id) => typeof id === 'string' && /^\d{1,20}$/.test(id))) {
      throw argumentsError('event_ids must be a list of 1 to 50 event id strings.');
    }
    for (const id of ids) if (!statements.eventById.get(id)) throw notFound(`No event has the id ${id}.`);
    return [...new Set(ids)];
  }

  function saveEvents({ body, viewer }) {
    const user = requireViewer(viewer);
    const ids = eventIdsOf(body);
    if (ids.some((id) => statements.isSaved.get(user.public_id, id))) {
      throw new ApiFailure(400, 'BOOKMARK_ALREADY_EXISTS', 'This event is already saved.');
    }
    db.transaction(() => ids.forEach((id) => statements.save.run(user.public_id, id, now())))();
    return { body: {} };
  }

  function unsaveEvents({ body, viewer }) {
    const user = requireViewer(viewer);
    const ids = eventIdsOf(body);
    db.transaction(() => ids.forEach((id) => statements.unsave.run(user.public_id, id)))();
    return { body: {} };
  }

  return {
    routes: [
      ['GET', /^\/apps\/categories\/$/, () => ({ body: listCategories() })],
      ['GET', /^\/apps\/$/, (context) => ({ body: listApps(context) })],
      ['GET', /^\/apps\/(?<appId>[^/]+)\/ratings\/$/, (context) => ({ body: listRatings(context) })],
      ['POST', /^\/apps\/(?<appId>[^/]+)\/ratings\/$/, createRating],
      ['POST', /^\/ratings\/(?<ratingId>[^/]+)\/$/, editRating],
      ['POST', /^\/apps\/(?<appId>[^/]+)\/ratings\/(?<ratingId>[^/]+)\/replies\/$/, createReply],
      ['POST', /^\/app_rating_replies\/(?<replyId>[^/]+)\/$/, editReply],
      ['DELETE', /^\/app_rating_replies\/(?<replyId>[^/]+)\/$/, deleteReply],
      ['POST', /^\/destination\/save\/$/, saveEvents],
      ['POST', /^\/destination\/unsave\/$/, unsaveEvents],
    ],
    statements,
    allEvents: () => statements.allEvents.all().map((row) => JSON.parse(row.data)),
    /** The apps of these slugs as a page embeds their review forms: id, name and whether the viewer installed it. */
    appsForReview: (viewer, slugs) =>
      slugs
        .map((slug) => statements.appBySlug.get(slug))
        .filter(Boolean)
        .map((app) => ({
          id: String(app.id),
          name: app.name,
          slug: app.slug,
          installed: Boolean(viewer && statements.isInstalled.get(viewer.public_id, app.id)),
        })),
  };
}

/** Runs an API route: reads the JSON body of writes, turns failures into error bodies. */
export async function runApiRoute(handler, context, request) {
  const body = request.method === 'GET' ? {} : await readJsonObject(request);
  return handler({ ...context, body });
}
