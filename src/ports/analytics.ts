/** Where page views go (Google Analytics, or nowhere). */
export interface Analytics {
  pageView(args: { path: string; title?: string | undefined }): void
}
