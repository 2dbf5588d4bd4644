import { BaseError, type BaseErrorParameters } from './base.js';

type NameErrorParameters = BaseErrorParameters & {
  /** The service's first reason; shown instead of the default message when present. */
  reason?: string | undefined;
};

export class ResolveNameError extends BaseError {
  override name = 'ResolveNameError';
  override code = 'RESOLVE_NAME_FAILED' as const;
  constructor({ reason, ...parameters }: NameErrorParameters = {}) {
    super(reason || 'Error resolving name', parameters);
  }
}

export class NameSuggestionsError extends BaseError {
  override name = 'NameSuggestionsError';
  override code = 'NAME_SUGGESTIONS_FAILED' as const;
  constructor({ reason, ...parameters }: NameErrorParameters = {}) {
    super(reason || 'Error fetching name suggestions', parameters);
  }
}

export class NamesForAddressError extends BaseError {
  override name = 'NamesForAddressError';
  override code = 'NAMES_FOR_ADDRESS_FAILED' as const;
  constructor({ reason, ...parameters }: NameErrorParameters = {}) {
    super(reason || 'Error fetching names for address', parameters);
  }
}

export class RegisterNameError extends BaseError {
  override name = 'RegisterNameError';
  override code = 'REGISTER_NAME_FAILED' as const;
  constructor(name: string, { reason, ...parameters }: NameErrorParameters = {}) {
    super(reason || `Error registering name ${name}`, parameters);
  }
}

/** Account names are letters, digits and hyphens, at least 4 characters; `reason` names a narrower rule (look-alikes, reserved). */
export class InvalidAccountNameError extends BaseError {
  override name = 'InvalidAccountNameError';
  override code = 'INVALID_ACCOUNT_NAME' as const;
  constructor({ value, reason }: { value: string; reason?: string }) {
    super(reason ?? 'Name must be at least 4 characters and use only letters, digits and hyphens', {
      metaMessages: [`Received: ${value}`],
    });
  }
}
