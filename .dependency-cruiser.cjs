/** The layer rule (README, "Architecture"), checked in `npm test`. */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment:
        'src/domain imports only itself, the port interfaces it needs (the core of the hexagon) and rxjs: no React, DOM libraries, chain libraries, inversify.',
      severity: 'error',
      from: { path: '^src/domain' },
      to: { pathNot: ['^src/domain', '^src/ports', '^node_modules/rxjs'] },
    },
    {
      name: 'ports-know-only-the-domain',
      severity: 'error',
      from: { path: '^src/ports' },
      to: { pathNot: ['^src/domain', '^src/ports', '^node_modules/rxjs'] },
    },
    {
      name: 'adapters-do-not-know-ui-or-app',
      severity: 'error',
      from: { path: '^src/adapters' },
      to: { path: ['^src/ui', '^src/app'] },
    },
    {
      name: 'ui-does-not-know-adapters-or-chain-libraries',
      severity: 'error',
      from: { path: '^src/ui' },
      to: { path: ['^src/adapters', '^src/app', '^node_modules/(viem|ethers|inversify|hono|@hono)(/|$)'] },
    },
    {
      name: 'browser-code-does-not-import-server-code',
      comment:
        'The server, its stores and its composition root are Node code (tsconfig.node.json); what the browser loads (tsconfig.browser.json) never imports them.',
      severity: 'error',
      from: { path: '^src', pathNot: '^src/(app/server|adapters/(server|sql|memory))/' },
      to: { path: '^src/(app/server|adapters/(server|sql|memory))/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    exclude: { path: '\\.d\\.ts$' },
  },
}
