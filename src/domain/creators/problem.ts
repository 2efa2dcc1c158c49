import type { Coded, ProblemCode } from '../errors/codes'

/**
 * One thing wrong with submitted data: `field` is a path into it (`displayName`, `links.2.url`, `suggestedAmounts.0`),
 * `code` what is wrong (src/domain/errors/codes.ts) and `params` what its words name (`{ max: 50 }`). Never words: the
 * form says it in the language of the person who typed it.
 */
export type Problem = Coded<ProblemCode> & { readonly field: string }
