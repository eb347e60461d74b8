import type { StepField, StepTableColumn } from '@shared/workflows';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Plus, Trash2 } from 'lucide-react';
import { type CSSProperties, useEffect, useRef } from 'react';
import { emptyRow, type TableRow } from '../lib/field-values';
import { CurrencyInput } from './currency-input';

const INPUT_TYPES: Record<StepTableColumn['type'], string> = {
  date: 'date',
  time: 'time',
  datetime: 'datetime-local',
  text: 'text',
  textarea: 'text',
  // Text with a number keyboard: a browser's number input empties what it cannot read ('19xx'), so the check's
  // own message ('Vul een geldig getal in') could never be shown.
  number: 'text',
  currency: 'text',
};

function CellInput({
  id,
  column,
  value,
  label,
  error,
  onChange,
}: {
  id: string;
  column: StepTableColumn;
  value: unknown;
  label: string;
  error?: string;
  onChange: (value: unknown) => void;
}) {
  const invalid = Boolean(error);
  const describedBy = error ? `${id}-error` : undefined;
  if (column.type === 'currency') {
    return (
      <CurrencyInput
        id={id}
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        placeholder={column.placeholder ?? '€ 0'}
        value={value}
        onValueChange={onChange}
      />
    );
  }
  return (
    <Input
      id={id}
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      type={INPUT_TYPES[column.type]}
      inputMode={column.type === 'number' ? (column.integer ? 'numeric' : 'decimal') : undefined}
      placeholder={column.placeholder}
      value={typeof value === 'string' || typeof value === 'number' ? value : ''}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/**
 * A table field: one row per entry (e.g. the viewings with object, datetime and bid), 'Rij toevoegen' and
 * 'Verwijderen'. On small screens every row becomes a block of labelled inputs.
 */
export function StepTableField({
  id,
  field,
  rows,
  error,
  fieldErrors,
  onChange,
}: {
  id: string;
  field: StepField;
  rows: TableRow[];
  error?: string;
  /** Every error of the form; a cell's is keyed 'table.row.column'. */
  fieldErrors: Record<string, string>;
  onChange: (rows: TableRow[]) => void;
}) {
  const columns = field.columns ?? [];
  const setCell = (index: number, name: string, value: unknown) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [name]: value } : row)));
  // 'Rij toevoegen' puts focus in the new row's first cell once it is rendered.
  const focusRow = useRef<number | null>(null);
  const firstColumn = columns[0]?.name;
  useEffect(() => {
    const index = focusRow.current;
    if (index === null || index >= rows.length || !firstColumn) return;
    focusRow.current = null;
    document.getElementById(`${id}.${index}.${firstColumn}`)?.focus();
  }, [rows.length, id, firstColumn]);

  return (
    <fieldset
      // The id and tabIndex let a failed submit focus the table when its error is about the table as a whole.
      id={id}
      tabIndex={-1}
      className="grid min-w-0 grid-cols-1 gap-2 focus:outline-none"
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium text-foreground">
        {field.label}
        {field.required ? <span className="text-destructive"> *</span> : null}
      </legend>
      {field.help ? <p className="text-xs text-muted-foreground">{field.help}</p> : null}
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-3 py-4 text-center text-sm text-muted-foreground">
          Nog geen rijen toegevoegd.
        </p>
      ) : (
        <ol className="grid grid-cols-1 gap-3">
          {rows.map((row, index) => (
            <li
              key={index}
              className="grid grid-cols-1 gap-2 rounded-lg border border-border p-3 sm:grid-cols-(--row-columns) sm:items-start"
              style={{ '--row-columns': `repeat(${columns.length}, minmax(0, 1fr)) auto` } as CSSProperties}
            >
              {columns.map((column) => (
                <div key={column.name} className="grid grid-cols-1 gap-1">
                  <span className="text-xs font-medium text-muted-foreground" aria-hidden>
                    {column.label}
                    {column.required ? <span className="text-destructive"> *</span> : null}
                  </span>
                  <CellInput
                    id={`${id}.${index}.${column.name}`}
                    column={column}
                    value={row[column.name]}
                    label={`${column.label}, rij ${index + 1}`}
                    error={fieldErrors[`${field.name}.${index}.${column.name}`]}
                    onChange={(value) => setCell(index, column.name, value)}
                  />
                  {fieldErrors[`${field.name}.${index}.${column.name}`] ? (
                    <span
                      id={`${id}.${index}.${column.name}-error`}
                      className="text-xs font-medium text-destructive"
                    >
                      {fieldErrors[`${field.name}.${index}.${column.name}`]}
                    </span>
                  ) : null}
                </div>
              ))}
              <Button
                variant="ghost"
                size="sm"
                className="justify-self-start text-destructive sm:mt-5 sm:justify-self-end"
                aria-label={`Verwijderen, rij ${index + 1}`}
                onClick={() => onChange(rows.filter((_, i) => i !== index))}
              >
                <Trash2 aria-hidden />
                Verwijderen
              </Button>
            </li>
          ))}
        </ol>
      )}
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => {
          focusRow.current = rows.length;
          onChange([...rows, emptyRow(columns)]);
        }}
      >
        <Plus aria-hidden />
        Rij toevoegen
      </Button>
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
