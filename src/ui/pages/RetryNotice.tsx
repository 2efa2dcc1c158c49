/** A failure announced with its message and a "Try again" button (the Studio's profile, notes and totals). */
export function RetryNotice({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div className="cs-notice" role="alert">
      <p>{message}</p>
      <p>
        <button type="button" className="cs-button" onClick={onRetry}>
          Try again
        </button>
      </p>
    </div>
  )
}
