// Every demo image is drawn here as SVG, so no page of the demo reaches the internet.
import { escapeHtml } from './http-kit.mjs';

const PALETTE = ['#d1410c', '#3659e3', '#1e0a3c', '#0f7b6c', '#a9367f', '#6b4fbb', '#b36b00', '#2e7d32', '#c62828', '#00838f'];

function hash(text) {
  let value = 2166136261;
  for (const character of text) value = Math.imul(value ^ character.codePointAt(0), 16777619) >>> 0;
  return value;
}

const colourFor = (key, shift = 0) => PALETTE[(hash(key) + shift) % PALETTE.length];
const initials = (text) =>
  text
    .replace(/[^\p{L}\p{N} ]/gu, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('') || '?';

function svg(width, height, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

function logo(key) {
  return svg(
    160,
    160,
    `<rect width="160" height="160" rx="28" fill="${colourFor(key)}"/>
    <text x="80" y="100" font-family="Helvetica, Arial, sans-serif" font-size="64" font-weight="700" fill="#fff" text-anchor="middle">${escapeHtml(initials(key.replace(/-/g, ' ')))}</text>`,
  );
}

function banner(key) {
  const [a, b] = [colourFor(key), colourFor(key, 3)];
  return svg(
    1200,
    233,
    `<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
    <rect width="1200" height="233" fill="url(#g)"/><circle cx="1040" cy="60" r="140" fill="#fff" opacity=".12"/><circle cx="160" cy="220" r="90" fill="#fff" opacity=".1"/>`,
  );
}

function screenshot(key, number) {
  const accent = colourFor(key, number);
  const rows = Array.from({ length: 5 }, (_, index) => `<rect x="300" y="${150 + index * 90}" width="${780 - (index % 3) * 120}" height="56" rx="8" fill="#f1f0f5"/>`).join('');
  return svg(
    1280,
    800,
    `<rect width="1280" height="800" fill="#fff"/><rect width="1280" height="80" fill="${accent}"/>
    <rect x="40" y="120" width="220" height="640" rx="12" fill="#f8f7fa"/>${rows}
    <text x="40" y="52" font-family="Helvetica, Arial, sans-serif" font-size="28" fill="#fff">${escapeHtml(key)} — screen ${number}</text>`,
  );
}

function eventImage(key) {
  const [a, b] = [colourFor(key), colourFor(key, 5)];
  return svg(
    940,
    470,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
    <rect width="940" height="470" fill="url(#g)"/><circle cx="720" cy="140" r="180" fill="#fff" opacity=".15"/><rect x="60" y="330" width="420" height="40" rx="8" fill="#fff" opacity=".35"/>`,
  );
}

function avatar(key) {
  return svg(96, 96, `<circle cx="48" cy="48" r="48" fill="${colourFor(key)}"/>`);
}

/** The SVG for an /images/... path, or undefined. */
export function imageFor(pathname) {
  let match = /^\/images\/apps\/([a-z0-9-]{1,80})\/(logo|banner|screenshot-([1-9]))\.svg$/.exec(pathname);
  if (match) {
    const [, slug, kind, number] = match;
    if (kind === 'logo') return logo(slug);
    if (kind === 'banner') return banner(slug);
    return screenshot(slug, Number(number));
  }
  match = /^\/images\/events\/(\d{1,20})\.svg$/.exec(pathname);
  if (match) return eventImage(match[1]);
  match = /^\/images\/users\/([a-z0-9]{1,40})\.svg$/.exec(pathname);
  if (match) return avatar(match[1]);
  return undefined;
}
