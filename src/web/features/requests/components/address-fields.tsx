import { HOUSE_NUMBER_HINT } from '@shared/requests/constants';
import { isCompletePostcode, useAddressLookup } from '@web/lib/address-lookup';
import { useEffect, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { TextInput } from './fields';

/** What the lookup says when it cannot fill street and place; the fields stay open for typing. */
export const ADDRESS_LOOKUP_MESSAGES = {
  notFound: 'Wij vinden geen adres bij deze postcode en dit huisnummer. Vul straat en plaats zelf in.',
  unavailable: 'De adresservice is nu niet bereikbaar. Vul straat en plaats zelf in.',
};

export interface AddressNames {
  postcode: string;
  houseNumber: string;
  houseLetter: string;
  street: string;
  city: string;
}

/** postcode, houseNumber, houseLetter, street, city: the names most forms use. */
export const ADDRESS_NAMES: AddressNames = {
  postcode: 'postcode',
  houseNumber: 'houseNumber',
  houseLetter: 'houseLetter',
  street: 'street',
  city: 'city',
};

/** The energy-label and sustainability forms name their address fields in Dutch. */
export const DUTCH_ADDRESS_NAMES: AddressNames = {
  postcode: 'postcode',
  houseNumber: 'huisnummer',
  houseLetter: 'huisletter',
  street: 'straat',
  city: 'plaats',
};

/** The address names with a prefix: `prefixedAddress('owner')` gives ownerPostcode, ownerHouseNumber, ... */
export const prefixedAddress = (prefix: string): AddressNames => {
  const withPrefix = (name: string) => `${prefix}${name.charAt(0).toUpperCase()}${name.slice(1)}`;
  return {
    postcode: withPrefix('postcode'),
    houseNumber: withPrefix('houseNumber'),
    houseLetter: withPrefix('houseLetter'),
    street: withPrefix('street'),
    city: withPrefix('city'),
  };
};

/**
 * Postcode, house number and addition, street and place. A complete postcode with a house number is looked up
 * and fills street and place (still editable); when the lookup finds nothing, the person types them.
 */
export function AddressFields({
  names,
  required = true,
  letterLabel = 'Toevoeging',
}: {
  names: AddressNames;
  required?: boolean;
  letterLabel?: string;
}) {
  const { watch, setValue, getValues } = useFormContext();
  const postcode = (watch(names.postcode) as string | undefined) ?? '';
  const houseNumber = (watch(names.houseNumber) as string | undefined) ?? '';
  const lookup = useAddressLookup(postcode, houseNumber);
  const filled = useRef<{ street: string; city: string } | null>(null);

  useEffect(() => {
    const found = lookup.data;
    if (!found?.street && !found?.city) return;
    // Overwrite only what is empty or what an earlier lookup filled in, never the person's own typing.
    const current = getValues([names.street, names.city]) as [string | undefined, string | undefined];
    const mayReplace = (value: string | undefined, previous: string | undefined) =>
      !value || value === previous;
    if (found.street && mayReplace(current[0], filled.current?.street))
      setValue(names.street, found.street, { shouldValidate: true, shouldDirty: true });
    if (found.city && mayReplace(current[1], filled.current?.city))
      setValue(names.city, found.city, { shouldValidate: true, shouldDirty: true });
    filled.current = { street: found.street ?? '', city: found.city ?? '' };
  }, [lookup.data, getValues, setValue, names.street, names.city]);

  const asked = isCompletePostcode(postcode) && houseNumber.trim() !== '';
  const searching = asked && lookup.isFetching;
  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-[1fr_1fr_1fr]">
        <TextInput
          name={names.postcode}
          label="Postcode"
          required={required}
          autoComplete="postal-code"
          placeholder="1234 AB"
          maxLength={7}
        />
        <TextInput
          name={names.houseNumber}
          label="Huisnummer"
          required={required}
          inputMode="text"
          placeholder="12"
          title={HOUSE_NUMBER_HINT}
        />
        <TextInput name={names.houseLetter} label={letterLabel} placeholder="A" />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput name={names.street} label="Straat" required={required} autoComplete="address-line1" />
        <TextInput name={names.city} label="Plaats" required={required} autoComplete="address-level2" />
      </div>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {searching
          ? 'Adres zoeken...'
          : lookup.data?.street
            ? `Adres gevonden: ${lookup.data.street}, ${lookup.data.city ?? ''}`
            : asked && lookup.isError
              ? ADDRESS_LOOKUP_MESSAGES.unavailable
              : asked && lookup.isSuccess
                ? ADDRESS_LOOKUP_MESSAGES.notFound
                : 'Vul postcode en huisnummer in, dan zoeken wij straat en plaats voor u op.'}
      </p>
    </div>
  );
}
