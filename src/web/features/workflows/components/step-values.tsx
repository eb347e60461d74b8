import { isEmptyValue, type StepField } from '@shared/workflows';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { FileText } from 'lucide-react';
import { formatValue, optionDescription, type StepValues } from '../lib/field-values';

function TableValue({ field, value }: { field: StepField; value: unknown }) {
  const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  const columns = field.columns ?? [];
  if (rows.length === 0) return <span className="text-muted-foreground">Geen rijen</span>;
  return (
    <Table aria-label={field.label}>
      <TableHeader>
        <TableRow>
          {columns.map((c) => (
            <TableHead key={c.name}>{c.label}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row, i) => (
          <TableRow key={i}>
            {columns.map((c) => (
              <TableCell key={c.name}>{formatValue(c, row?.[c.name])}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
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
