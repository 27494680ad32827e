import type { FastifyInstance } from 'fastify';
import { CSV_FORMAT_CHOICES } from '../../shared/csv-format';
import { ITEMS_PER_PAGE_OPTIONS, LANGUAGES, normalizeSettings, TIME_ZONES, type UserSettings } from '../../shared/settings';
import { storedSettings } from '../users/user-settings';

/**
 * Every field optional (PUT merges); an unknown dateFormat is accepted and stored normalised (reset to MM/dd/yyyy),
 * null takes the choice back (dates follow the UI language again).
 */
const settingsSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      language: { type: 'string', enum: [...LANGUAGES] },
      timezone: { type: 'string', enum: [...TIME_ZONES] },
      dateFormat: { type: ['string', 'null'], maxLength: 32 },
      itemsPerPage: { type: 'integer', enum: [...ITEMS_PER_PAGE_OPTIONS] },
      csvFormat: { type: 'string', enum: [...CSV_FORMAT_CHOICES] },
      emailNotifications: { type: 'boolean' },
      browserNotifications: { type: 'boolean' },
      compactMode: { type: 'boolean' },
    },
  },
} as const;

/** Per-user settings, independent of the tenant. */
export async function accountSettingsRoutes(app: FastifyInstance) {
  app.get('/account/settings', { config: { auth: true } }, async (request) => storedSettings(app.db, request.user.id));

  app.put<{ Body: Partial<UserSettings> }>('/account/settings', { config: { auth: true }, schema: settingsSchema }, async (request) =>
    app.db.transaction(async (tx) => {
      const settings = normalizeSettings({ ...(await storedSettings(tx, request.user.id, true)), ...request.body });
      await tx.query(
        `INSERT INTO user_settings (user_id, settings) VALUES ($1, $2::jsonb)
         ON CONFLICT (user_id) DO UPDATE SET settings = excluded.settings`,
        [request.user.id, JSON.stringify(settings)],
      );
      return settings;
    }),
  );
}
