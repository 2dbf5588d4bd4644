import { BaseError, type BaseErrorParameters } from '@foyer/kernel';

/** A Foyer API was used before `createFoyer()` ran on this page. */
export class FoyerNotCreatedError extends BaseError {
  override name = 'FoyerNotCreatedError';
  override code = 'FOYER_NOT_CREATED' as const;
  constructor(parameters: BaseErrorParameters = {}) {
    super('Foyer is not initialized', {
      ...parameters,
      details: parameters.details ?? 'Call createFoyer(options) once, before using its hooks or components.',
    });
  }
}
