export declare const FIRST_LOAD_BEFORE_LOCALES: number
export declare const FIRST_LOAD_LOCALES_LIMIT: number
export declare const LOCALE_CHUNK_LIMIT: number
export declare const PAGES_CHUNK_LIMIT: number

export declare function localesOf(source: string): string[]

export declare function localeChunkFiles(
  locales: readonly string[],
  files: readonly string[],
  report: Record<string, { modules?: Record<string, number> }> | null,
  part?: string,
): Record<string, string[]>

export declare function checkLocaleBudget(input: {
  firstLoadGzip: number
  locales: readonly string[]
  chunksByLocale: Readonly<Record<string, readonly string[]>>
  pagesByLocale?: Readonly<Record<string, readonly string[]>> | undefined
  gzipOf: (file: string) => number
}): { lines: string[]; failures: string[] }
