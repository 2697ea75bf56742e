import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { DEFAULT_API_LANGUAGE } from '../../contract/language';
import type { Database } from '../db/schema';
import type { NotificationSettings } from '../notifications/notificationSettings';
import type { Clock } from '../platform/clock';
import { runPeriodically } from '../platform/runPeriodically';
import type { ResponsePromiseSettings } from './responsePromiseSettings';
import { remindOverdueLeads } from './responseReminders';
import { routeLead, tellOwner, type ArrivingLead, type LeadRoute } from './routeArrivingLead';

declare module 'fastify' {
  interface FastifyInstance {
    leadRouting: {
      /** An arriving lead's promised time and owner, in its transaction before it is stored (routeArrivingLead.ts). */
      routeLead(trx: Kysely<Database>, lead: Omit<ArrivingLead, 'customersId'>): Promise<LeadRoute>;
      /** Tells the stored lead's owner, if routing gave it one; answers whether one was told. */
      tellOwner(trx: Kysely<Database>, lead: ArrivingLead, route: LeadRoute): Promise<{ ownerTold: boolean }>;
      /** Runs the response-time watch now (it also runs every LEAD_REMINDER_CHECK_SECONDS). */
      remindNow(): Promise<{ reminded: number; escalated: number }>;
    };
  }
}

export interface LeadRoutingOptions {
  promise: ResponsePromiseSettings;
  timeZone: string;
  notifications: Pick<NotificationSettings, 'publicUrl' | 'salesMailbox'>;
  clock: Clock;
}

/** Routing rules at a lead's arrival and the periodic watch over the response-time promise (docs/leadRouting.md). */
export default fp<LeadRoutingOptions>(
  async (app, { promise, timeZone, notifications, clock }) => {
    const context = {
      promise,
      timeZone,
      publicUrl: notifications.publicUrl,
      language: notifications.salesMailbox?.language ?? DEFAULT_API_LANGUAGE,
      salesMailbox: notifications.salesMailbox,
    };
    const remindNow = runPeriodically(app, 'lead response reminders', promise.checkIntervalMs, async () => {
      const sent = await remindOverdueLeads(app.db, context, clock());
      if (sent.reminded + sent.escalated > 0) app.notifications.nudge();
      return sent;
    });
    app.decorate('leadRouting', {
      routeLead: (trx, lead) => routeLead(trx, lead, context),
      tellOwner: (trx, lead, route) => tellOwner(trx, lead, route, context),
      remindNow,
    });
  },
  { name: 'leadRouting', dependencies: ['database', 'notifications'] },
);
