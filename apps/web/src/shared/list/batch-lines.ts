/**
 * The entries of a batch search box as the contract's `batchLinesRule` reads them: one per line,
 * trimmed, blank lines skipped, a repeated entry counted once.
 */
export function batchLines(text: string | undefined): string[] {
  if (!text) return [];
  return [
    ...new Set(
      text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  ];
}
