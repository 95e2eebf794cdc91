import type * as v from 'valibot';
import type { CurrencyFormatSchema, LocaleEntrySchema, LocaleInfoSchema, ServerDataSchema, SocialSchema } from './server-data-schema';

// The types of the server data document, inferred from its schema (server-data-schema.ts): the
// document after validation, with every default filled in.

export type ServerData = v.InferOutput<typeof ServerDataSchema>;
export type Env = ServerData['env'];
export type User = ServerData['user'];
export type RequestInfo = ServerData['request'];
export type FeatureFlags = ServerData['featureFlags'];
export type FooterLink = ServerData['footerLinks'][number];
export type LocaleEntry = v.InferOutput<typeof LocaleEntrySchema>;
export type LocaleInfo = v.InferOutput<typeof LocaleInfoSchema>;
export type CurrencyFormat = v.InferOutput<typeof CurrencyFormatSchema>;
export type SocialNetwork = keyof v.InferOutput<typeof SocialSchema>;

/** What a config block or `configure()` may carry: any part of the document. */
export type ServerDataPatch = {
  [K in keyof ServerData]?: ServerData[K] extends unknown[] ? ServerData[K] : Partial<ServerData[K]>;
};
