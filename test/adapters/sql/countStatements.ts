import type { Kysely, KyselyPlugin } from 'kysely'

/** `db`, counting the statements sent through it: to show that batched calls share statements. */
export function countStatements<T>(db: Kysely<T>): { db: Kysely<T>; count(): number } {
  let count = 0
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      count += 1
      return args.node
    },
    async transformResult(args) {
      return args.result
    },
  }
  return { db: db.withPlugin(plugin), count: () => count }
}
