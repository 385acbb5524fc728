/** Answers the numbers a merchant knows records by (an order's platform order no.), by row id. */
export type ReferenceNamer = (customerId: number, ids: number[]) => Promise<Map<number, string>>;

/**
 * How a history kept by a lower module (the stock ledger's movements name an order by id) shows
 * the number of a record a higher module owns, without importing it: the owner registers a namer
 * for its reference type when its routes are built; unknown types and ids answer no name.
 */
export class ReferenceNames {
  private readonly namers = new Map<string, ReferenceNamer>();

  register(type: string, namer: ReferenceNamer): void {
    this.namers.set(type, namer);
  }

  /** The names of these references by `type:id`, one query per type. */
  async of(customerId: number, references: { type: string; id: number }[]): Promise<Map<string, string>> {
    const byType = new Map<string, Set<number>>();
    for (const { type, id } of references) byType.set(type, (byType.get(type) ?? new Set()).add(id));
    const names = new Map<string, string>();
    await Promise.all(
      [...byType].map(async ([type, ids]) => {
        const namer = this.namers.get(type);
        if (!namer) return;
        for (const [id, name] of await namer(customerId, [...ids])) names.set(`${type}:${id}`, name);
      }),
    );
    return names;
  }
}
