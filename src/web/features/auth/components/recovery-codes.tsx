import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Label } from '@web/components/ui/label';
import { toast } from '@web/components/ui/use-toast';
import { Copy, Download } from 'lucide-react';
import { useId, useState } from 'react';

/** The text of the copied and the downloaded codes: what they are for, then one code a line. */
function codesText(email: string, codes: string[]): string {
  return [
    `Herstelcodes voor Woonportaal (${email})`,
    'Elke code werkt één keer. Gebruik er een als u bij het inloggen geen code uit uw app kunt gebruiken.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/**
 * The ten recovery codes, shown once: copy or download them, say they are saved, and only then go on (the server
 * keeps only their hashes, so they cannot be shown again).
 */
export function RecoveryCodes({
  email,
  codes,
  onDone,
  doneLabel = 'Klaar',
}: {
  email: string;
  codes: string[];
  onDone: () => void;
  doneLabel?: string;
}) {
  const [saved, setSaved] = useState(false);
  const savedId = useId();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codesText(email, codes));
      toast({
        variant: 'success',
        title: 'Gekopieerd',
        description: 'De herstelcodes staan op het klembord.',
      });
    } catch {
      toast({
        variant: 'destructive',
        title: 'Kopiëren is niet gelukt',
        description: 'Selecteer de codes en kopieer ze zelf, of download ze als bestand.',
      });
    }
  };

  const download = () => {
    const url = URL.createObjectURL(
      new Blob([codesText(email, codes)], { type: 'text/plain;charset=utf-8' }),
    );
    const link = document.createElement('a');
    link.href = url;
    link.download = 'woonportaal-herstelcodes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="grid gap-4">
      <div className="space-y-1 text-sm">
        <p className="font-medium">Bewaar deze herstelcodes op een veilige plek.</p>
        <p className="text-muted-foreground">
          Heeft u uw telefoon niet bij de hand, dan logt u in met een van deze codes. Elke code werkt één
          keer. U ziet ze alleen nu.
        </p>
      </div>
      <ul
        aria-label="Herstelcodes"
        className="grid grid-cols-2 gap-x-4 gap-y-1.5 rounded-lg border border-border bg-muted/50 p-4 font-mono text-sm sm:text-base"
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code} translate="no">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden /> Kopiëren
        </Button>
        <Button variant="outline" onClick={download}>
          <Download aria-hidden /> Downloaden
        </Button>
      </div>
      <div className="flex items-start gap-2">
        <Checkbox
          id={savedId}
          className="mt-0.5"
          checked={saved}
          onChange={(e) => setSaved(e.target.checked)}
        />
        <Label htmlFor={savedId} className="font-normal">
          Ik heb mijn herstelcodes veilig bewaard
        </Label>
      </div>
      <div>
        <Button onClick={onDone} disabled={!saved}>
          {doneLabel}
        </Button>
      </div>
    </div>
  );
}
