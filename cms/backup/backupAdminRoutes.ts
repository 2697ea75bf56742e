import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ValibotTypeProvider } from '../http/valibotTypeProvider';
import { listHeaders, listQuery } from '../http/listRange';
import { lastGoodBackup, listBackupRuns } from './backupRuns';

const backupQuery = listQuery(['id']);

/** The backups' record for admins: the last good one and the schedule, and every run with what failed and why. */
const backupRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  const adminOnly = app.requireRole('admin');

  app.get('/backup-summary', {
    schema: {
      summary: 'The last good backup',
      description: '`{lastGood: {finishedAt, bytes} | null, schedule: {intervalMs, keepDaily, keepWeekly} | null}`: when the newest backup that ended well ended, the size of its snapshot, and the schedule of this instance (null: BACKUP_INTERVAL not set). Role: admin.',
    },
    preHandler: adminOnly,
  }, async (_request, reply) => {
    return reply.send({ lastGood: (await lastGoodBackup(app.db)) ?? null, schedule: app.backups.schedule ?? null });
  });

  app.get('/backups', {
    schema: {
      summary: 'Backup runs',
      description: 'Scheduled and command-line backups, newest first: when each started and finished, the snapshot\'s size and location, the error of a failed one, and when retention removed it. A simple-REST list. Role: admin.',
      querystring: backupQuery,
    },
    preHandler: adminOnly,
  }, async (request, reply) => {
    const { range, sort } = request.query;
    const { rows, total } = await listBackupRuns(app.db, { offset: range.offset, limit: range.limit, newestFirst: sort.order !== 'ASC' });
    return reply.headers(listHeaders('backups', range.start, rows.length, total)).send(rows);
  });
};

export default backupRoutes;
