// A page's search params as Next hands them over, and the one way to read a value: the first one when the address
// repeats a key (`?page=2&page=9`), "" when it is missing. Pages validate what they read with their zod params.

export type SearchParams = Record<string, string | string[] | undefined>;

/** The props of a page that reads its address's query. */
export type SearchParamsProps = { searchParams: Promise<SearchParams> };

/** The first value of `key`, or "" when absent. */
export function firstParam(params: SearchParams, key: string): string {
  const value = params[key];
  return (Array.isArray(value) ? value[0] : value) ?? "";
}
