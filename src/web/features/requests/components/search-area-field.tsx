import { MAX_SEARCH_AREAS } from '@shared/requests/constants';
import { FormField } from '@web/components/ui/form-field';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { suggestPlaces } from '../lib/places';
import { fieldId, useFieldError } from './fields';
import { PlaceInput } from './place-input';

const NAME = 'searchArea';

/**
 * The buyer's search area: up to five places in the place input, kept in the form as a list. (register +
 * setValue rather than react-hook-form's Controller, which would add to the sign-in page's JavaScript.)
 */
export function SearchAreaField() {
  const { register, watch, setValue, trigger, formState } = useFormContext();
  const value = (watch(NAME) as string[] | undefined) ?? [];
  const error = useFieldError(NAME);
  const id = fieldId(NAME);

  // Registered without an input of its own, so that validation and focus-on-error know the field.
  useEffect(() => {
    register(NAME);
  }, [register]);

  const change = (next: string[]) => {
    setValue(NAME, next, { shouldDirty: true, shouldTouch: true });
    if (formState.isSubmitted) void trigger(NAME);
  };

  return (
    <FormField
      id={id}
      label={
        <>
          Zoekgebied
          <span className="ml-0.5 text-destructive" aria-hidden>
            *
          </span>
        </>
      }
      error={error}
      description={`Kies tot ${MAX_SEARCH_AREAS} plaatsen of gebieden. Typ een plaats en kies een suggestie, of druk op Enter.`}
      className="content-start"
    >
      <PlaceInput
        id={id}
        value={value}
        onChange={change}
        suggest={suggestPlaces}
        max={MAX_SEARCH_AREAS}
        invalid={Boolean(error)}
        describedBy={[`${id}-description`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
      />
    </FormField>
  );
}
