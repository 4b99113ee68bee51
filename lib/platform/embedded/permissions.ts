import { and, eq } from 'drizzle-orm';
import * as t from '../../db/schema';
import type { PlatformPort, TPermissionCheck } from '../port';
import { registrationState } from '../registration-state';
import { registrationTallies, tallyOf, type TPlatformContext } from './shared';

export function createPermissionQueries(ctx: TPlatformContext): Pick<PlatformPort, 'hasPermission'> {
  return {
    /**
     * Server-checked permissions (seed §6) for an anonymous visitor:
     * - displayEvent: the event exists and is public (the default promoter user id is informative);
     * - displayPromoter: the promoter exists and is public, or is one of the default promoters
     *   (its user id is in defaultPromoterUserIds), which are always shown;
     * - displayRace: the race exists and is public, and so is its event;
     * - displaySeries: the series exists and is public;
     * - registerOnline: the event is public and its registration is open now.
     */
    async hasPermission(check: TPermissionCheck) {
      const db = await ctx.getDb();
      switch (check.kind) {
        case 'displayEvent': {
          const [event] = await db
            .select({ id: t.events.id })
            .from(t.events)
            .where(and(eq(t.events.id, check.eventId), eq(t.events.isPublic, true)));
          return event !== undefined;
        }
        case 'displayPromoter': {
          const [promoter] = await db
            .select({ isPublic: t.promoters.isPublic, userId: t.promoters.userId })
            .from(t.promoters)
            .where(eq(t.promoters.id, check.promoterId));
          if (!promoter) return false;
          return promoter.isPublic || check.defaultPromoterUserIds.includes(promoter.userId);
        }
        case 'displayRace': {
          const [race] = await db
            .select({ id: t.races.id })
            .from(t.races)
            .innerJoin(t.events, eq(t.events.id, t.races.eventId))
            .where(and(eq(t.races.id, check.raceId), eq(t.races.isPublic, true), eq(t.events.isPublic, true)));
          return race !== undefined;
        }
        case 'displaySeries': {
          const [series] = await db
            .select({ id: t.series.id })
            .from(t.series)
            .where(and(eq(t.series.id, check.seriesId), eq(t.series.isPublic, true)));
          return series !== undefined;
        }
        case 'registerOnline': {
          const [[event], tallies] = await Promise.all([
            db
              .select()
              .from(t.events)
              .where(and(eq(t.events.id, check.eventId), eq(t.events.isPublic, true))),
            registrationTallies(db, [check.eventId]),
          ]);
          if (!event) return false;
          return registrationState(event, tallyOf(tallies, event.id), ctx.now()).kind === 'open';
        }
        default:
          return false;
      }
    },
  };
}
