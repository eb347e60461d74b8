import { type StepDefinition, validateStepData } from '@shared/workflows';
import { WORKFLOW_MESSAGES } from '@shared/workflows/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError, errorText } from '@web/lib/api-client';
import { CircleAlert } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { type CompleteStepResponse, useCompleteStep } from '../api/complete-step';
import { initialValues, type StepValues } from '../lib/field-values';
import { StepFieldInput } from './step-field-input';

interface Problem {
  title: string;
  message: string;
}

/**
 * The generic step form: every field of the step's definition, checked with the same rules the
 * server applies before anything is sent, then POST /api/projects/{id}/steps/{n}/complete.
 */
export function StepForm({
  projectId,
  definition,
  stored,
  editing,
  onDone,
  onCancel,
}: {
  projectId: string;
  definition: StepDefinition;
  /** What the step holds now (a completed step being edited). */
  stored: StepValues;
  /** Editing a completed step: 'Opslaan' and 'Annuleren' instead of 'Stap voltooien'. */
  editing: boolean;
  onDone: (res: CompleteStepResponse) => void;
  onCancel?: () => void;
}) {
  const complete = useCompleteStep(projectId);
  const [values, setValues] = useState<StepValues>(() => initialValues(definition.fields, stored));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const idPrefix = `stap-${definition.stepNumber}`;

  const setValue = (name: string, value: unknown) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    setProblem(null);
    // Typing in a field clears its message (and its cells' messages, for a table).
    setFieldErrors((prev) => {
      const keys = Object.keys(prev).filter((k) => k === name || k.startsWith(`${name}.`));
      if (keys.length === 0) return prev;
      const next = { ...prev };
      for (const k of keys) delete next[k];
      return next;
    });
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (complete.isPending) return;
    // Editing: an unchanged appointment date may lie in the past by now (the server applies the same rule).
    const checked = validateStepData(definition, values, editing ? { previous: stored } : {});
    if (!checked.ok) {
      setFieldErrors(checked.fieldErrors);
      // Shown once: at the fields, with the one summary above the button (no toast on top).
      setProblem({ title: checked.title, message: checked.message });
      // The first invalid field in the form's order: an input, a yes/no's first choice, a table (its fieldset) or
      // one of its cells ('table.row.column').
      const keys = Object.keys(checked.fieldErrors);
      const first =
        definition.fields
          .flatMap((f) => keys.filter((k) => k === f.name || k.startsWith(`${f.name}.`)))
          .at(0) ?? keys[0];
      if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
      return;
    }
    setProblem(null);
    // mutateAsync, not mutate's callbacks: the refetch after success re-renders the step, and callbacks of a
    // mutation whose component went away in between would never run.
    complete.mutateAsync({ stepNumber: definition.stepNumber, stepData: values }).then(
      (res) => {
        setFieldErrors({});
        onDone(res);
      },
      (err: unknown) => {
        const message = errorText(err, WORKFLOW_MESSAGES.completeError);
        if (err instanceof ApiError && err.body?.fieldErrors) setFieldErrors(err.body.fieldErrors);
        setProblem({ title: 'Fout bij voltooien stap', message });
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid grid-cols-1 gap-5"
      aria-label={`Stap ${definition.stepNumber}: ${definition.title}`}
    >
      {definition.fields.map((field) => (
        <StepFieldInput
          key={field.name}
          idPrefix={idPrefix}
          field={field}
          value={values[field.name]}
          error={fieldErrors[field.name]}
          fieldErrors={fieldErrors}
          projectId={projectId}
          stepNumber={definition.stepNumber}
          onChange={(value) => setValue(field.name, value)}
        />
      ))}
      {problem ? (
        <Alert variant="destructive">
          <CircleAlert aria-hidden />
          <div>
            <p className="font-medium">{problem.title}</p>
            {problem.message !== problem.title ? <p>{problem.message}</p> : null}
          </div>
        </Alert>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={complete.isPending}>
          {complete.isPending ? <Spinner /> : null}
          {editing ? 'Wijzigingen opslaan' : 'Stap voltooien'}
        </Button>
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={complete.isPending}>
            Annuleren
          </Button>
        ) : null}
      </div>
    </form>
  );
}
