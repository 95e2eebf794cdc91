// Writes the seed data (seed/data.mjs) into a freshly migrated database, in one transaction.
import { seedData } from './data.mjs';

const USER_FLAGS = [
  'isStaff',
  'isAttendee',
  'hasEvents',
  'hasOrganizers',
  'canCreateEvents',
  'hasPublish',
  'hasPaidPublish',
  'canUseStudio',
  'canUseAttendeeNewsletter',
  'canInvite',
  'hasGlobalPermissions',
  'usesNewPermissions',
  'hasTikibar',
  'numOrders',
  'numFollowing',
  'intercomUserHash',
];

export function seedDatabase(db, data = seedData()) {
  const insert = {
    category: db.prepare('INSERT INTO categories (id, slug, name, name_localized) VALUES (?, ?, ?, ?)'),
    alias: db.prepare('INSERT INTO category_aliases (old_slug, slug) VALUES (?, ?)'),
    user: db.prepare('INSERT INTO users (public_id, persona, first_name, last_name, email, locale, flags) VALUES (?, ?, ?, ?, ?, ?, ?)'),
    app: db.prepare(`INSERT INTO apps (id, slug, name, partner_public_id, app_url, requires_oauth, client_id, extension_url,
      extension_slug, description_html, short_description, support_description_html, get_started_url, support_phone,
      sales_phone, support_email, sales_email, language, service_categories, event_categories, popular_rank,
      featured_rank, recommended_rank, screenshot_count, created)
      VALUES (@id, @slug, @name, @partnerPublicId, @appUrl, @requiresOauth, @clientId, @extensionUrl, @extensionSlug,
      @descriptionHtml, @shortDescription, @supportDescriptionHtml, @getStartedUrl, @supportPhone, @salesPhone,
      @supportEmail, @salesEmail, @language, @serviceCategories, @eventCategories, @popularRank, @featuredRank,
      @recommendedRank, @screenshotCount, @created)`),
    appCategory: db.prepare('INSERT INTO app_categories (app_id, category_id, position) VALUES (?, ?, ?)'),
    oldSlug: db.prepare('INSERT INTO app_old_slugs (old_slug, app_id) VALUES (?, ?)'),
    resourceLink: db.prepare('INSERT INTO app_resource_links (id, app_id, title, url) VALUES (?, ?, ?, ?)'),
    staffPick: db.prepare('INSERT INTO staff_picks (position, app_name) VALUES (?, ?)'),
    installation: db.prepare('INSERT OR IGNORE INTO installations (user_public_id, app_id) VALUES (?, ?)'),
    rating: db.prepare(`INSERT INTO ratings (id, app_id, user_public_id, rating, review_title, review_text, locale, created)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)`),
    reply: db.prepare('INSERT INTO replies (id, rating_id, user_public_id, text, created, changed) VALUES (?, ?, ?, ?, ?, ?)'),
    event: db.prepare('INSERT INTO events (id, data) VALUES (?, ?)'),
    saved: db.prepare('INSERT OR IGNORE INTO saved_events (user_public_id, event_id, created) VALUES (?, ?, ?)'),
  };
  const seededAt = '2026-11-01T12:00:00Z';

  db.transaction(() => {
    for (const category of data.categories) insert.category.run(category.id, category.slug, category.name, category.nameLocalized ?? null);
    for (const alias of data.categoryAliases) insert.alias.run(alias.oldSlug, alias.slug);
    for (const user of data.users) {
      const flags = Object.fromEntries(USER_FLAGS.filter((flag) => user[flag] !== undefined).map((flag) => [flag, user[flag]]));
      insert.user.run(user.publicId, user.persona ?? null, user.firstName, user.lastName, user.email, user.locale ?? 'en_US', JSON.stringify(flags));
    }
    const categoryIds = new Map(data.categories.map((category) => [category.slug, category.id]));
    for (const app of data.apps) {
      insert.app.run({
        ...app,
        partnerPublicId: app.partnerPublicId ?? null,
        requiresOauth: app.requiresOauth ? 1 : 0,
        clientId: app.clientId ?? null,
        extensionUrl: app.extensionUrl ?? null,
        extensionSlug: app.extensionSlug ?? null,
        serviceCategories: JSON.stringify(app.serviceCategories ?? []),
        eventCategories: JSON.stringify(app.eventCategories ?? []),
        popularRank: app.popularRank ?? null,
        featuredRank: app.featuredRank ?? null,
        recommendedRank: app.recommendedRank ?? null,
      });
      app.categorySlugs.forEach((slug, position) => insert.appCategory.run(app.id, categoryIds.get(slug), position));
      for (const oldSlug of app.oldSlugs ?? []) insert.oldSlug.run(oldSlug, app.id);
      for (const link of app.resourceLinks ?? []) insert.resourceLink.run(link.id, app.id, link.title, link.url);
    }
    data.staffPickNames.forEach((name, position) => insert.staffPick.run(position + 1, name));
    for (const installation of data.installations) insert.installation.run(installation.userPublicId, installation.appId);
    for (const rating of data.ratings) {
      insert.rating.run(rating.id, rating.appId, rating.userPublicId, rating.rating, rating.reviewTitle ?? '', rating.reviewText ?? '', rating.locale ?? 'en_US', rating.created);
      if (rating.reply) insert.reply.run(rating.reply.id, rating.id, rating.reply.userPublicId, rating.reply.text, rating.reply.created, rating.reply.changed ?? null);
    }
    for (const event of data.events) insert.event.run(event.id, JSON.stringify(event));
    for (const saved of data.savedEvents) insert.saved.run(saved.userPublicId, saved.eventId, seededAt);
  })();
}
