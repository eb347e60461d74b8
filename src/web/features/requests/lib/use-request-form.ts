import { zodResolver } from '@hookform/resolvers/zod';
import type { Option } from '@shared/requests/constants';
import type { FormDefaults } from '@shared/requests/schemas';
import type { z } from '@shared/zod';
import { useMemo } from 'react';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { FormMode } from './form-mode';
import { type ContactNames, prefillContact } from './prefill';
import { useSignedInUser } from './signed-in-user';

/**
 * A request form's react-hook-form: the schema checks it and the defaults start it; in the portal ('auth') the
 * account's name, phone and e-mail are filled in and `readOnly` names them, and the account's aanhef
 * is chosen when `contact.salutations` (the form's list) has it. `contact.names` and `contact.salutations` must be
 * stable (module constants): they are memo dependencies.
 */
export function useRequestForm<In extends FieldValues, Out extends FieldValues>(
  schema: z.ZodType<Out, In>,
  defaults: FormDefaults<In>,
  mode: FormMode,
  contact: { names?: ContactNames; salutations?: readonly Option[] } = {},
) {
  const { names, salutations } = contact;
  const user = useSignedInUser();
  const prefill = useMemo(
    () => prefillContact(defaults, mode === 'auth' ? user : null, names, salutations),
    [defaults, mode, user, names, salutations],
  );
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(schema),
    // '' is what an unchosen select holds; the schema, not the type, refuses it on submit.
    defaultValues: prefill.values as DefaultValues<In>,
    // A block that is hidden again (current home when hasOwnHouse turns to nee, ...) takes its values with it: they
    // are neither checked nor sent, so a half-typed hidden field cannot block sending.
    shouldUnregister: true,
  });
  return { form, readOnly: prefill.readOnly };
}
