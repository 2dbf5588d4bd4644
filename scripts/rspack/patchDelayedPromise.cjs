// An rspack loader for @walletconnect/utils 2.21.8 (dist/index.es.js), the last Apache-2.0 release we stay on.
// Its `createDelayedPromise` (sign-client's request expiry) stores `Promise.reject(error)` for late callers when
// a request expires and nobody ever handles that copy: every expired request also raised an uncaught
// "Request expired. Please try again." in the host page (reliability plan F17c), on top of the rejection the
// caller did handle. The patch marks the stored copy handled; late callers still get it rejected.
// A build with another version, where the text is not found, fails here instead of silently losing the fix.
'use strict';

const STRAY = 'i=Promise.reject(l),a(l)';
const HANDLED = 'i=Promise.reject(l),i.catch(()=>{}),a(l)';

/** @this {{ resourcePath: string }} @param {string} source */
module.exports = function patchDelayedPromise(source) {
  const at = source.indexOf(STRAY);
  if (at === -1 || source.indexOf(STRAY, at + 1) !== -1) {
    throw new Error(`patchDelayedPromise: expected one "${STRAY}" in ${this.resourcePath} (@walletconnect/utils 2.21.8)`);
  }
  return source.replace(STRAY, HANDLED);
};

module.exports.STRAY = STRAY;
module.exports.HANDLED = HANDLED;
