import { cn } from '@web/lib/cn';
import { useSearchParams } from 'react-router';
import { ValuationExtendedForm } from '../forms/valuation-extended-form';
import { ValuationForm } from '../forms/valuation-form';

const VARIANT_PARAM = 'formulier';
const EXTENDED = 'uitgebreid';

/** Switch between the simple form and the extended eight-section variant (both at /taxatie). */
function VariantSwitch({ extended }: { extended: boolean }) {
  const [, setParams] = useSearchParams();
  const item = (active: boolean) =>
    cn(
      'rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
      active ? 'bg-white text-primary shadow-sm' : 'text-muted-foreground hover:text-foreground',
    );
  return (
    <fieldset className="mt-3 inline-flex rounded-lg bg-muted p-1">
      <legend className="sr-only">Soort formulier</legend>
      <button
        type="button"
        aria-pressed={!extended}
        className={item(!extended)}
        onClick={() => setParams({}, { replace: true })}
      >
        Eenvoudig formulier
      </button>
      <button
        type="button"
        aria-pressed={extended}
        className={item(extended)}
        onClick={() => setParams({ [VARIANT_PARAM]: EXTENDED }, { replace: true })}
      >
        Uitgebreid formulier (8 stappen)
      </button>
    </fieldset>
  );
}

/** /taxatie: the simple form, or with ?formulier=uitgebreid the extended variant. */
export function PublicValuationPage() {
  const [params] = useSearchParams();
  const extended = params.get(VARIANT_PARAM) === EXTENDED;
  const intro = (
    <>
      Een gevalideerd taxatierapport door een erkend taxateur. Binnen 24 uur nemen wij contact met u op.
      <br />
      <VariantSwitch extended={extended} />
    </>
  );
  return extended ? <ValuationExtendedForm intro={intro} /> : <ValuationForm mode="public" intro={intro} />;
}

/** /form/taxatie */
export const ValuationFormPage = () => <ValuationForm mode="auth" />;
