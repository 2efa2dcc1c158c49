/** A test fixture's compiled contract, as its committed artifact holds it. */
export type Artifact = {
  origin: string
  settings: { optimizer: { enabled: boolean; runs: number }; evmVersion: string }
  abi: unknown[]
  bytecode: `0x${string}`
}

type Fixture = { source: URL; contract: string; script: string }

export function buildArtifact(fixture: Fixture): Artifact
export function compileArtifact(fixture: Fixture & { artifact: URL }): void
