import { catalogueError } from '../errors/errorCatalogue'

const ID = /^[a-zA-Z0-9_]+$/

/**
 * product rules: "Provider id validation": the wallet UI provider id (used to scope its styles) may contain only
 * letters, digits and underscores. Undefined is allowed (no id); anything else throws `invalid-id` "Invalid ID".
 */
export function validateProviderId(id: string | undefined): string | undefined {
  if (id !== undefined && !ID.test(id)) throw catalogueError('invalid-id')
  return id
}
