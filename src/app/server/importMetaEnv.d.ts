// Node (tsx, the server) has no `import.meta.env`: Vite defines it in its builds and dev server (vite/client types
// it for the browser code). src/app/chainLibrary.ts, which the server shares, reads it only where it is defined.
interface ImportMeta {
  readonly env?: { readonly PROD?: boolean; readonly VITE_CHAIN_LIBRARY?: string }
}
