import { BaseError } from '../../domain/errors/baseError'

/** The database holds migrations this version does not know: running against it could corrupt newer data. */
export class NewerDatabaseError extends BaseError {
  override name = 'NewerDatabaseError'

  constructor(where: string, unknown: readonly string[]) {
    super(
      `The database at ${where} was migrated by a newer version of Creators Studio (unknown migration ${unknown.join(', ')}); upgrade the app, or point DATABASE_URL (PostgreSQL) or DATA_DIR (SQLite) elsewhere`,
      { code: 'database-newer-than-app' },
    )
  }
}
