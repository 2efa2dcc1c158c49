/**
 * The connect button before it is mounted or while the status is loading (product rules: "Connect button": hidden until
 * mounted and not loading): it keeps its place on the page but shows nothing and cannot be reached. Also the button's
 * place in the page shell prerendered into index.html.
 */
export function ConnectButtonPlaceholder({ label }: { label: string }) {
  return (
    <div className="cs-root cs-connect" aria-hidden="true" inert data-status="loading">
      <span className="cs-connect-button cs-hidden-placeholder">{label}</span>
    </div>
  )
}
