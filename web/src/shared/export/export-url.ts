/**
 * The CSV export of a filtered list: `/exports/<list>.csv` takes the list query's filter fields as query params
 * (enum names, ISO 8601 times), so the file holds exactly the rows the screen searched for.
 */
export function exportUrlOf(path: string, filter: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
