import { createCreatorsWiring } from '../../src/app/creatorsWiring'
import type { UiServices } from '../../src/ui/servicesContext'

/**
 * `services` with the creators pages' wiring (createCreatorsWiring) over its creators API, sign-in and Recent
 * Transactions; as they are when they already have it or have no creators API. The pages' tests hand-build their
 * services; the app's get this wiring from the container (src/app/pageWiring.ts).
 */
export function withCreatorsWiring(services: UiServices): UiServices {
  const { creatorsApi: api, auth, transactions } = services
  if (!api) return services
  const built = createCreatorsWiring({ api, auth, transactions })
  return {
    ...services,
    studio: services.studio ?? built.studio,
    noteRecorder: services.noteRecorder ?? built.noteRecorder,
  }
}
