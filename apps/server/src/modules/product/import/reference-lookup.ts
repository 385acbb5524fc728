import type { ReferenceLists } from '../../product-reference';

export type Resolved = { id: number } | { problem: 'unknownValue' | 'ambiguousValue' };

/** How names and codes compare in a cell: width-folded, case and spacing ignored. */
export function nameKey(text: string): string {
  return text.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');
}

/** Splits a cell listing several entries: commas, semicolons or the Chinese list comma. */
export function listItems(text: string | undefined): string[] {
  return (text ?? '')
    .split(/[,，;；、]/)
    .map((item) => item.trim())
    .filter(Boolean);
}

class Index {
  private readonly ids = new Set<number>();
  private readonly byName = new Map<string, number | null>();

  constructor(entries: { id: number; names: string[] }[]) {
    for (const { id, names } of entries) {
      this.ids.add(id);
      for (const name of new Set(names.map(nameKey))) {
        const seen = this.byName.get(name);
        this.byName.set(name, seen === undefined || seen === id ? id : null);
      }
    }
  }

  /** A code or name first; digits that are no name are read as an id. */
  resolve(text: string): Resolved {
    const found = this.byName.get(nameKey(text));
    if (found === null) return { problem: 'ambiguousValue' };
    if (found !== undefined) return { id: found };
    if (/^\d{1,9}$/.test(text) && this.ids.has(Number(text))) return { id: Number(text) };
    return { problem: 'unknownValue' };
  }
}

/** Resolves the attribute, category and packing-material cells of import rows against the reference lists. */
export class ReferenceLookup {
  readonly property: Index;
  readonly category: Index;
  readonly packMaterial: Index;

  constructor(lists: ReferenceLists) {
    this.property = new Index(lists.properties.map((p) => ({ id: p.id, names: [p.code, p.name_en, p.name_cn] })));
    this.category = new Index(lists.categories.map((c) => ({ id: c.id, names: [c.name_en, c.name_cn] })));
    this.packMaterial = new Index(
      lists.packMaterials.map((m) => ({ id: m.id, names: [m.code, m.name_en, m.name_cn] })),
    );
  }
}
