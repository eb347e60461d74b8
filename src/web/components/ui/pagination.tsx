import { Button } from '@web/components/ui/button';
import { ChevronLeft, ChevronRight } from 'lucide-react';

/** 'Pagina 2 van 7' with previous and next; hidden when everything fits on one page. */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label="Paginering"
      className="flex flex-wrap items-center justify-between gap-3 border-t border-border px-3 pt-4 text-sm text-muted-foreground"
    >
      <span>
        {first}–{last} van {total}
      </span>
      {/* At 320 px the two buttons and the page number need two lines. */}
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
          aria-label="Vorige pagina"
        >
          <ChevronLeft aria-hidden />
          Vorige
        </Button>
        <span aria-live="polite">
          Pagina {page} van {pages}
        </span>
        <Button
          variant="outline"
          size="sm"
          disabled={page >= pages}
          onClick={() => onPageChange(page + 1)}
          aria-label="Volgende pagina"
        >
          Volgende
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
