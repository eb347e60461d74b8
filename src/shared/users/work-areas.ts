// A professional's work areas are stored once, as a list (one place or region an entry): create-professional and
// the admin's user detail name it workAreas; /profiel's API names it serviceArea and shows it as one line, the
// entries joined by commas. These two functions turn one into the other, the same way on every side.

/** 'Utrecht, Amersfoort ,, utrecht' → ['Utrecht', 'Amersfoort']: split on commas, trimmed, blanks and repeats (in any case) left out. */
export function workAreasFromText(text: string | null | undefined): string[] {
  const seen = new Set<string>();
  const areas: string[] = [];
  for (const raw of (text ?? '').split(',')) {
    const area = raw.trim();
    if (!area || seen.has(area.toLowerCase())) continue;
    seen.add(area.toLowerCase());
    areas.push(area);
  }
  return areas;
}

/** ['Utrecht', 'Amersfoort'] → 'Utrecht, Amersfoort'; no areas → null (nothing filled in). */
export const workAreasText = (areas: readonly string[] | null | undefined): string | null =>
  areas && areas.length > 0 ? areas.join(', ') : null;
