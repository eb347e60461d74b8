import { type StepDefinition, validateStepData } from '@shared/workflows';
import { WORKFLOW_MESSAGES } from '@shared/workflows/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError, errorText } from '@web/lib/api-client';
import { CircleAlert } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useCompleteStep } from '../api/complete-step';
import { useSaveStep } from '../api/save-step';
import { initialValues, type StepValues } from '../lib/field-values';
import { StepFieldInput } from './step-field-input';

interface Problem {
  title: string;
  message: string;
}

/**
 * What the form's buttons do: 'complete' (Stap voltooien, POST .../complete), 'draft' (Opslaan: the active step's
 * fields without completing it, required ones may stay empty) and 'correct' (Wijzigingen opslaan on a completed
 * step, with the full checks); the last two through PUT /api/projects/{id}/steps/{n}.
 */
type Action = 'complete' | 'draft' | 'correct';

const FAILED: Record<Action, { title: string; fallback: string }> = {
  complete: { title: 'Fout bij voltooien stap', fallback: WORKFLOW_MESSAGES.completeError },
  draft: { title: 'Fout bij opslaan stap', fallback: WORKFLOW_MESSAGES.saveError },
  correct: { title: 'Fout bij opslaan stap', fallback: WORKFLOW_MESSAGES.saveError },
};

/** What the page learns when the step was completed or corrected. */
export interface StepDone {
  projectCompleted: boolean;
}

/**
 * The generic step form: every field of the step's definition, checked with the same rules the
 * server applies before anything is sent. The active step is saved ('Opslaan') or completed ('Stap voltooien');
 * a completed step being edited is corrected ('Wijzigingen opslaan').
 */
export function StepForm({
  projectId,
  definition,
  stored,
  editing,
  onDone,
  onSaved,
  onCancel,
}: {
  projectId: string;
  definition: StepDefinition;
  /** What the step holds now (a completed step being edited). */
  stored: StepValues;
  /** Editing a completed step: 'Wijzigingen opslaan' and 'Annuleren' instead of 'Opslaan' and 'Stap voltooien'. */
  editing: boolean;
  /** The step was completed or corrected. */
  onDone: (done: StepDone) => void;
  /** The active step's fields were saved; the form stays, with its values. */
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const complete = useCompleteStep(projectId);
  const save = useSaveStep(projectId);
  const busy = complete.isPending || save.isPending;
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

  const run = (action: Action) => {
    if (busy) return;
    // An appointment date already stored may lie in the past by now; a draft may leave required fields empty (the
    // server applies the same rules).
    const checked = validateStepData(definition, values, { previous: stored, draft: action === 'draft' });
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
    const input = { stepNumber: definition.stepNumber, stepData: values };
    // mutateAsync, not mutate's callbacks: the refetch after success re-renders the step, and callbacks of a
    // mutation whose component went away in between would never run.
    const request =
      action === 'complete'
        ? complete.mutateAsync(input).then((res) => onDone({ projectCompleted: res.projectCompleted }))
        : save
            .mutateAsync(input)
            .then(() => (action === 'draft' ? onSaved() : onDone({ projectCompleted: false })));
    request.then(
      () => setFieldErrors({}),
      (err: unknown) => {
        const message = errorText(err, FAILED[action].fallback);
        if (err instanceof ApiError && err.body?.fieldErrors) setFieldErrors(err.body.fieldErrors);
        setProblem({ title: FAILED[action].title, message });
      },
    );
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    run(editing ? 'correct' : 'complete');
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
        {editing ? null : (
          <Button variant="outline" onClick={() => run('draft')} disabled={busy}>
            {save.isPending ? <Spinner /> : null}
            Opslaan
          </Button>
        )}
        <Button type="submit" disabled={busy}>
          {complete.isPending || (editing && save.isPending) ? <Spinner /> : null}
          {editing ? 'Wijzigingen opslaan' : 'Stap voltooien'}
        </Button>
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            Annuleren
          </Button>
        ) : null}
      </div>
    </form>
  );
}
