import type { Problem } from '../../domain/creators/problem'
import { problemsOf } from '../../domain/creators/profileFields'
import { studioProblemsId } from './studioFieldId'

/** The attributes that tie an input to its problems (product rules: "Creator profiles": next to its field). */
export function invalidProps(problems: readonly Problem[], path: string, hint?: string) {
  const invalid = problemsOf(problems, path).length > 0
  const describedBy = [hint, invalid ? studioProblemsId(path) : undefined].filter(Boolean).join(' ')
  return { 'aria-invalid': invalid ? true : undefined, 'aria-describedby': describedBy || undefined }
}

/** The problems of one field path, under its input; nothing when it has none. */
export function ProfileFieldProblems({ problems, path }: { problems: readonly Problem[]; path: string }) {
  const messages = problemsOf(problems, path)
  if (messages.length === 0) return null
  return (
    <ul id={studioProblemsId(path)} className="cs-field-problems cs-error-text">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  )
}
