import type { TestProject } from 'vitest/node'
import { startPostgresCluster } from './postgres'

/** Starts the run's one throwaway PostgreSQL cluster and provides its admin URL; the teardown deletes it. */
export default async function postgresGlobalSetup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startPostgresCluster()
  project.provide('postgresAdminUrl', cluster.adminUrl)
  return () => cluster.destroy()
}
