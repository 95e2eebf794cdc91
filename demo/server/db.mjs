// The sandbox database: one SQLite file, its schema as migrations in code (the applied count
// is SQLite's user_version), seeded on first start.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { seedCollections } from './collections.mjs';
import { seedDatabase } from './seed/load.mjs';

/** Each entry runs once, in order; never edit one that has shipped, add a new one. */
export const MIGRATIONS = [
  `
  CREATE TABLE categories (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    name_localized TEXT
  );
  CREATE TABLE category_aliases (
    old_slug TEXT PRIMARY KEY,
    slug TEXT NOT NULL
  );
  CREATE TABLE users (
    public_id TEXT PRIMARY KEY,
    persona TEXT UNIQUE,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    email TEXT NOT NULL,
    locale TEXT NOT NULL DEFAULT 'en_US',
    flags TEXT NOT NULL DEFAULT '{}'
  );
  CREATE TABLE apps (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    partner_public_id TEXT REFERENCES users(public_id),
    app_url TEXT,
    requires_oauth INTEGER NOT NULL DEFAULT 0,
    client_id TEXT,
    extension_url TEXT,
    extension_slug TEXT,
    description_html TEXT NOT NULL,
    short_description TEXT NOT NULL,
    support_description_html TEXT NOT NULL,
    get_started_url TEXT,
    support_phone TEXT,
    sales_phone TEXT,
    support_email TEXT,
    sales_email TEXT,
    language TEXT NOT NULL DEFAULT 'en',
    service_categories TEXT NOT NULL DEFAULT '[]',
    event_categories TEXT NOT NULL DEFAULT '[]',
    popular_rank INTEGER,
    featured_rank INTEGER,
    recommended_rank INTEGER,
    screenshot_count INTEGER NOT NULL DEFAULT 1,
    created TEXT NOT NULL
  );
  CREATE TABLE app_categories (
    app_id INTEGER NOT NULL REFERENCES apps(id),
    category_id INTEGER NOT NULL REFERENCES categories(id),
    position INTEGER NOT NULL,
    PRIMARY KEY (app_id, category_id)
  );
  CREATE TABLE app_old_slugs (
    old_slug TEXT PRIMARY KEY,
    app_id INTEGER NOT NULL REFERENCES apps(id)
  );
  CREATE TABLE app_resource_links (
    id INTEGER PRIMARY KEY,
    app_id INTEGER NOT NULL REFERENCES apps(id),
    title TEXT NOT NULL,
    url TEXT NOT NULL
  );
  CREATE TABLE staff_picks (
    position INTEGER PRIMARY KEY,
    app_name TEXT NOT NULL
  );
  CREATE TABLE installations (
    user_public_id TEXT NOT NULL REFERENCES users(public_id),
    app_id INTEGER NOT NULL REFERENCES apps(id),
    PRIMARY KEY (user_public_id, app_id)
  );
  CREATE TABLE ratings (
    id INTEGER PRIMARY KEY,
    app_id INTEGER NOT NULL REFERENCES apps(id),
    user_public_id TEXT NOT NULL REFERENCES users(public_id),
    rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
    review_title TEXT NOT NULL DEFAULT '',
    review_text TEXT NOT NULL DEFAULT '',
    locale TEXT NOT NULL DEFAULT 'en_US',
    created TEXT NOT NULL,
    UNIQUE (app_id, user_public_id)
  );
  CREATE INDEX ratings_by_app ON ratings (app_id, created);
  CREATE TABLE replies (
    id INTEGER PRIMARY KEY,
    rating_id INTEGER NOT NULL UNIQUE REFERENCES ratings(id) ON DELETE CASCADE,
    user_public_id TEXT NOT NULL REFERENCES users(public_id),
    text TEXT NOT NULL,
    created TEXT NOT NULL,
    changed TEXT
  );
  CREATE TABLE events (
    id TEXT PRIMARY KEY,
    data TEXT NOT NULL
  );
  CREATE TABLE saved_events (
    user_public_id TEXT NOT NULL REFERENCES users(public_id),
    event_id TEXT NOT NULL REFERENCES events(id),
    created TEXT NOT NULL,
    PRIMARY KEY (user_public_id, event_id)
  );
  CREATE TABLE sessions (
    id TEXT PRIMARY KEY,
    user_public_id TEXT REFERENCES users(public_id),
    created TEXT NOT NULL
  );
  `,
  // The user's event collections (collections.mjs).
  `
  CREATE TABLE collections (
    id INTEGER PRIMARY KEY,
    user_public_id TEXT NOT NULL REFERENCES users(public_id),
    name TEXT NOT NULL,
    created TEXT NOT NULL
  );
  CREATE INDEX collections_by_user ON collections (user_public_id, id);
  CREATE TABLE collection_events (
    collection_id INTEGER NOT NULL REFERENCES collections(id) ON DELETE CASCADE,
    event_id TEXT NOT NULL REFERENCES events(id),
    created TEXT NOT NULL,
    PRIMARY KEY (collection_id, event_id)
  );
  `,
];

export function migrate(db) {
  const applied = db.pragma('user_version', { simple: true });
  for (let index = applied; index < MIGRATIONS.length; index++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[index]);
      db.pragma(`user_version = ${index + 1}`);
    })();
  }
}

/**
 * Opens (creating and seeding when new) the database at `file`; `reset` starts it over.
 * ':memory:' gives a throwaway database.
 */
export function openDatabase(file, { reset = false } = {}) {
  if (file !== ':memory:') {
    mkdirSync(path.dirname(file), { recursive: true });
    if (reset) for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  }
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  const seeded = db.prepare('SELECT COUNT(*) AS count FROM apps').get().count > 0;
  if (!seeded) seedDatabase(db);
  seedCollections(db);
  return db;
}
