/** A column of a whole count of a detail table's lines (booked, arrived, declared, received…): narrow, right-aligned. */
export function countColumn<K extends string>(key: K, title: string) {
  return { key, dataIndex: key, title, width: 100, align: 'right' as const };
}
