// The audit log (docs/decisions/0026): admins only, read only.
import { auditFilterQuery, auditList, auditListQuery } from '@shared/audit/schemas';
import { TOTAL_COUNT_HEADER } from '@shared/projects/schemas';
import { csvHeaders } from '../../lib/csv';
import type { RoutesPlugin } from '../../lib/routes';
import { typed } from '../../lib/routes';
import { auditCsvFileName } from './csv';
import { exportAudit, listAudit } from './service';

export const auditRoutes: RoutesPlugin = async (app, { ctx }) => {
  const r = typed(app);
  const tags = ['audit'];
  const access = ['admin'] as const;

  r.get(
    '/api/admin/audit',
    { config: { access }, schema: { tags, querystring: auditListQuery, response: { 200: auditList } } },
    async (req, reply) => {
      const { rows, total } = await listAudit({ ...ctx, query: req.query });
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return rows;
    },
  );

  r.get(
    '/api/admin/audit/export.csv',
    { config: { access }, schema: { tags, querystring: auditFilterQuery } },
    async (req, reply) => {
      const csv = await exportAudit({ ...ctx, filter: req.query });
      reply.headers(csvHeaders(auditCsvFileName()));
      return csv;
    },
  );
};
