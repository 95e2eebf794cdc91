import { readCookie } from '../platform/browser';

/** Used when neither a place id nor coordinates are known (spec 000 §7 "default place id"). */
export const DEFAULT_PLACE_ID = '85922583';

export type UserLocation = { placeId: string } | { latitude: number; longitude: number };

/**
 * Spec 000 §3/§7: the user's location for search, from the `place_id` cookie, else the
 * `latitude` and `longitude` cookies, else the default place id.
 */
export function userLocation(): UserLocation {
  const placeId = readCookie('place_id');
  if (placeId && /^\d{1,20}$/.test(placeId)) return { placeId };
  const latitude = Number(readCookie('latitude'));
  const longitude = Number(readCookie('longitude'));
  if (readCookie('latitude') && readCookie('longitude') && Number.isFinite(latitude) && Number.isFinite(longitude)) {
    return { latitude, longitude };
  }
  return { placeId: DEFAULT_PLACE_ID };
}
