/** GET /api/admin/revenue/export?month=&year= (admin): the month as a CSV file, downloaded by a plain link. */
export function revenueExportUrl(at: { year: number; month: number }): string {
  const params = new URLSearchParams({ month: String(at.month), year: String(at.year) });
  return `/api/admin/revenue/export?${params}`;
}
