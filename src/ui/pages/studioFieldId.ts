/** The id of the input of a profile field path (`links.2.url` → `profile-links-2-url`), for labels and focus. */
export const studioFieldId = (path: string): string => `profile-${path.replaceAll('.', '-')}`

/** The id of the problems shown under a field. */
export const studioProblemsId = (path: string): string => `${studioFieldId(path)}-problems`
