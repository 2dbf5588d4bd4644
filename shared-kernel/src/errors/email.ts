import { BaseError, type BaseErrorParameters } from './base.js';

/** A second email login inside the cooldown window. */
export class EmailCooldownError extends BaseError {
  override name = 'EmailCooldownError';
  override code = 'EMAIL_COOLDOWN' as const;
  seconds: number;
  constructor(seconds: number, parameters: BaseErrorParameters = {}) {
    super(`Please try again after ${seconds} seconds`, parameters);
    this.seconds = seconds;
  }
}

export class EmailDependencyLoadError extends BaseError {
  override name = 'EmailDependencyLoadError';
  override code = 'EMAIL_DEPENDENCY_LOAD_FAILED' as const;
  constructor(parameters: BaseErrorParameters = {}) {
    super('Unable to load email login dependency', parameters);
  }
}
