/**
 * `GET /api/v1/me/theme/` and `PUT /api/v1/me/theme/`: what the web reads at load to theme itself —
 * the user's own choice (default/dark/system, kept per user in user_attribute.theme_mode where
 * Superset keeps it in the browser only) and the system default and dark themes every user gets.
 */
import { THEME_MODES, isValidThemeConfig, type MyThemeResponse, type ThemeConfigJson } from '@meridian/core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import type { MetaDb } from '../../../meta/db.js';
import { systemThemeJson, type SystemFlag } from '../../../meta/repositories/theme.js';
import { forbidden } from '../../errors.js';
import { validated } from '../../list-query.js';

const bodySchema = z.strictObject({ theme_mode: z.enum(THEME_MODES) });

/** A system theme's configuration; a stored text that is not a theme applies nothing. */
async function systemTheme(db: MetaDb, flag: SystemFlag): Promise<ThemeConfigJson | null> {
  const text = await systemThemeJson(db, flag);
  if (text === null) return null;
  try {
    const config: unknown = JSON.parse(text);
    return isValidThemeConfig(config) ? config : null;
  } catch {
    return null;
  }
}

async function storedMode(db: MetaDb, userId: number): Promise<MyThemeResponse['result']['theme_mode']> {
  const row = await db
    .selectFrom('user_attribute')
    .select('theme_mode')
    .where('user_id', '=', userId)
    .orderBy('id')
    .executeTakeFirst();
  const mode = row?.theme_mode;
  return (THEME_MODES as readonly string[]).includes(mode ?? '')
    ? (mode as (typeof THEME_MODES)[number])
    : null;
}

export const getMyTheme =
  (ctx: AppContext) =>
  async (request: FastifyRequest): Promise<MyThemeResponse> => ({
    result: {
      theme_mode: !request.user || request.user.guest ? null : await storedMode(ctx.db, request.user.id),
      default: await systemTheme(ctx.db, 'is_system_default'),
      dark: await systemTheme(ctx.db, 'is_system_dark'),
    },
  });

export const putMyTheme = (ctx: AppContext) => async (request: FastifyRequest) => {
  if (request.user!.guest) throw forbidden();
  const { theme_mode } = validated(bodySchema, request.body ?? {}, '');
  const userId = request.user!.id;
  await ctx.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('user_attribute')
      .set({ theme_mode })
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0)
      await trx
        .insertInto('user_attribute')
        .values({ user_id: userId, avatar_url: null, theme_mode })
        .execute();
  });
  return { result: { theme_mode } };
};
