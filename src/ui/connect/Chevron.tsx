/** The small down arrow of the connect button's pills. */
export function Chevron() {
  return (
    <svg className="cs-chevron" width="12" height="7" viewBox="0 0 12 7" aria-hidden="true" focusable="false">
      <path
        d="M1 1l5 5 5-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
