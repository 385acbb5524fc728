/**
 * `YYYY-MM-DD HH:mm:ss` of a stored time in UTC, as export and statement headers say. Stored times
 * are already `…Z` ISO text of 24 characters, taken as they are: a large export formats one per row.
 */
export function utcText(iso: string): string {
  const utc = iso.length === 24 && iso.endsWith('Z') ? iso : new Date(iso).toISOString();
  return `${utc.slice(0, 10)} ${utc.slice(11, 19)}`;
}
