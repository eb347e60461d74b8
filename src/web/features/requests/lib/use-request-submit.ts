// What happens after a request form is sent: the toasts, the thank-you screen of the public
// forms, and the redirect 2 seconds after success.
import type { ProjectType } from '@shared/projects/types';
import { HONEYPOT_FIELD, REQUEST_MESSAGES as M } from '@shared/requests/api';
import { REDIRECT_AFTER_SUCCESS_MS } from '@shared/requests/constants';
import { toast } from '@web/components/ui/use-toast';
import { errorText } from '@web/lib/api-client';
import { applyFieldErrors, type SetFieldError } from '@web/lib/field-errors';
import { useEffect, useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { type CreateProjectResponse, useCreateProject } from '../api/create-project';
import { type PublicRequestPath, useSubmitPublicRequest } from '../api/submit-public-request';

export interface ErrorTexts {
  title: string;
  /** Shown when the server sent no message of its own. */
  fallback: string;
  /** Some forms (mortgage, energy label) always show their own text. */
  ignoreServerMessage?: boolean;
}

function showError(error: unknown, texts: ErrorTexts) {
  toast({
    variant: 'destructive',
    title: texts.title,
    description: texts.ignoreServerMessage ? texts.fallback : errorText(error, texts.fallback),
  });
}

/**
 * What the hooks use of the react-hook-form: setError for the server's field messages and getValues for the
 * honeypot (not in the schema). Any useForm() result fits (`never`: the names come from the server).
 */
export interface SubmittingForm {
  setError: SetFieldError;
  getValues: (name: never) => unknown;
}

/** Puts the server's field messages (400) under the inputs of the form. */
function showFieldErrors(error: unknown, form?: SubmittingForm) {
  if (!form) return;
  applyFieldErrors(error, form.setError, {
    // POST /api/projects nests the form under formData, register-and-create-project under projectData/userData.
    rename: (name) => name.replace(/^(formData|projectData|userData)\./, ''),
  });
}

/** Navigates after `ms` once `to` is set; the timer is cleared when the page goes away first. */
function useDelayedRedirect() {
  const navigate = useNavigate();
  const [to, setTo] = useState<string | null>(null);
  useEffect(() => {
    if (!to) return;
    const timer = setTimeout(() => navigate(to), REDIRECT_AFTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [to, navigate]);
  return setTo;
}

/** The project page of a new project (the record id; the human reference when that is all there is). */
export const projectPath = (res: CreateProjectResponse) =>
  res.project?.id ? `/project/${res.project.id}` : res.projectId ? `/project/${res.projectId}` : '/dashboard';

/** A signed-in request: POST /api/projects, a success toast, then the redirect. */
export function useProjectSubmit<T extends FieldValues>(options: {
  type: ProjectType;
  title?: (values: T) => string | undefined;
  description?: (values: T) => string | undefined;
  address?: (values: T) => string | undefined;
  success: { title: string; description?: string };
  error: ErrorTexts;
  redirectTo: (res: CreateProjectResponse) => string;
  form?: SubmittingForm;
}) {
  const mutation = useCreateProject();
  const redirect = useDelayedRedirect();
  const [sent, setSent] = useState(false);
  const opts = useRef(options);
  opts.current = options;

  const submit = async (values: T) => {
    const o = opts.current;
    try {
      const res = await mutation.mutateAsync({
        type: o.type,
        serviceType: o.type,
        title: o.title?.(values),
        description: o.description?.(values),
        address: o.address?.(values),
        formData: values,
      });
      setSent(true);
      toast({
        variant: 'success',
        title: o.success.title,
        description: o.success.description ?? res.message,
      });
      redirect(o.redirectTo(res));
    } catch (error) {
      showFieldErrors(error, o.form);
      showError(error, o.error);
    }
  };
  return { submit, submitting: mutation.isPending || sent };
}

/** A visitor's request: the public endpoint, then the thank-you screen (and, for a known address, the redirect). */
export function usePublicSubmit<T extends FieldValues>(options: {
  path: PublicRequestPath;
  toBody?: (values: T) => unknown;
  error: ErrorTexts;
  success?: { title: string; description: string };
  /** Seller's agent: the public form goes to / 2 seconds after success. */
  redirectHomeOnSuccess?: boolean;
  /** Also where the hidden honeypot input's value is read (not part of the schema, so not in `values`). */
  form?: SubmittingForm;
}) {
  const mutation = useSubmitPublicRequest(options.path);
  const redirect = useDelayedRedirect();
  const [result, setResult] = useState<{ existingUser: boolean } | null>(null);
  const opts = useRef(options);
  opts.current = options;

  const submit = async (values: T) => {
    const o = opts.current;
    try {
      const body = (o.toBody ? o.toBody(values) : values) as Record<string, unknown>;
      const trap = o.form?.getValues(HONEYPOT_FIELD as never);
      const res = await mutation.mutateAsync(trap ? { ...body, [HONEYPOT_FIELD]: trap } : body);
      const existingUser = Boolean(res?.existingUser);
      setResult({ existingUser });
      window.scrollTo(0, 0);
      if (existingUser) {
        toast({
          title: M.existingUserTitle,
          description: M.existingUserText,
        });
        redirect('/');
      } else {
        toast({
          variant: 'success',
          title: o.success?.title ?? M.publicSuccessTitle,
          description: o.success?.description ?? M.publicSuccessText,
        });
        if (o.redirectHomeOnSuccess) redirect('/');
      }
    } catch (error) {
      showFieldErrors(error, o.form);
      showError(error, o.error);
    }
  };
  return { submit, submitting: mutation.isPending, result };
}
