/** Availability is checked once the user stopped typing for this long. */
export const NAME_AVAILABILITY_DEBOUNCE_MS = 300;

/**
 * The names service's default suffix (`FOYER_NAMES_SUFFIX`): shown until the service's own
 * answers tell the deployment's suffix.
 */
export const DEFAULT_NAME_SUFFIX = '.foyer.id';
