/**
 * One thing wrong with submitted data: `field` is a path into it (`displayName`, `links.2.url`, `suggestedAmounts.0`)
 * and `message` a sentence to show the person who typed it.
 */
export type Problem = { readonly field: string; readonly message: string }
