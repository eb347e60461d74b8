import { isEmptyValue, type StepField } from '@shared/workflows';
import { type DataColumn, DataList } from '@web/components/ui/data-list';
import { FileText } from 'lucide-react';
import { formatValue, optionDescription, type StepValues } from '../lib/field-values';

interface TableValueRow {
  key: string;
  values: Record<string, unknown>;
}

/** A table field's rows (the viewings of a buyer's agent): a table, on a phone a card per row. */
function TableValue({ field, value }: { field: StepField; value: unknown }) {
  const rows: TableValueRow[] = (Array.isArray(value) ? (value as Record<string, unknown>[]) : []).map(
    (values, i) => ({ key: String(i), values: values ?? {} }),
  );
  if (rows.length === 0) return <span className="text-muted-foreground">Geen rijen</span>;
  const columns: DataColumn<TableValueRow>[] = (field.columns ?? []).map((c, i) => ({
    id: c.name,
    header: c.label,
    card: i === 0 ? 'title' : 'fact',
    cell: (row) => formatValue(c, row.values[c.name]),
  }));
  return <DataList columns={columns} rows={rows} rowKey={(row) => row.key} label={field.label} />;
}

function FieldValue({ field, value }: { field: StepField; value: unknown }) {
  if (field.type === 'table') return <TableValue field={field} value={value} />;
  if (field.type === 'pdf') {
    if (typeof value !== 'string' || !value)
      return <span className="text-muted-foreground">Geen rapport</span>;
    return (
      <a
        href={value}
        download
        className="inline-flex items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
      >
        <FileText className="size-4" aria-hidden />
        Rapport downloaden
      </a>
    );
  }
  const description = field.type === 'select' ? optionDescription(field, value) : undefined;
  return (
    <>
      <span className={isEmptyValue(value) ? 'text-muted-foreground' : 'whitespace-pre-line'}>
        {formatValue(field, value)}
      </span>
      {description ? <span className="block text-xs text-muted-foreground">{description}</span> : null}
    </>
  );
}

/** A completed step's values, read-only (consumers; professionals until they choose 'Bewerken'). */
export function StepValuesView({
  fields,
  values,
  notes,
}: {
  fields: readonly StepField[];
  values: StepValues;
  notes: string | null;
}) {
  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {fields.map((field) => (
        <div
          key={field.name}
          className={
            field.type === 'table' || field.type === 'textarea'
              ? 'grid min-w-0 gap-1 sm:col-span-2'
              : 'grid min-w-0 gap-1'
          }
        >
          <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{field.label}</dt>
          <dd className="text-sm text-foreground">
            <FieldValue field={field} value={values[field.name]} />
          </dd>
        </div>
      ))}
      {notes ? (
        <div className="grid grid-cols-1 gap-1 sm:col-span-2">
          <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Notities</dt>
          <dd className="text-sm whitespace-pre-line text-foreground">{notes}</dd>
        </div>
      ) : null}
    </dl>
  );
}
